"""Tool calls a model writes as text instead of through the API's tool-call field.

Qwen's template asks for `<tool_call>{"name": ..., "arguments": {...}}</tool_call>`; the Coder
models mostly answer with a ```json block, a bare object or the name and arguments inline in
backticks. The local backend reads calls from its output with this, and drafting uses it to take
calls out of any backend's text, so it belongs to neither.
"""

from __future__ import annotations

import json
import logging
import re
import uuid
from collections.abc import Collection
from typing import Any

from core.chat_model import ToolCall, decode_arguments

log = logging.getLogger(__name__)


_TAGGED = re.compile(r"<tool_call>(.*?)(?:</tool_call>|\Z)", re.S)
_FENCED = re.compile(r"```[a-zA-Z]*\s*\n?(.*?)```", re.S)
#: A call written inline, name and arguments in backticks, after an optional bold label:
#: "**Function Call:** `search_statutes`, `{"query": "离婚"}`" (an English divorce draft was nine
#: of these lines and nothing else, and they were sent to the user as the reply).
_INLINE = re.compile(r"(?:\*\*[^*\n]*\*\*[ \t]*)?`(\w+)`[ \t]*[,:(]?[ \t]*`(\{[^`\n]*\})`\)?")


def parse_tool_calls(text: str, tool_names: Collection[str]) -> tuple[str, list[ToolCall]]:
    """Split generated text into prose and tool calls (the forms the module docstring names).

    Tagged calls are taken as they are; untagged ones only when they name an offered tool, so JSON
    quoted in an ordinary answer stays text. Calls whose arguments are not an object are dropped
    (logged).
    """
    calls: list[ToolCall] = []
    spans: list[tuple[int, int]] = []
    for pattern, known_only in ((_TAGGED, False), (_FENCED, True)):
        for match in pattern.finditer(text):
            call = _as_call(match.group(1), tool_names if known_only else None)
            if call is not None:
                calls.append(call)
                spans.append(match.span())
        if calls:
            break
    if not calls:
        for match in _INLINE.finditer(text):
            arguments = _json_object(match.group(2))
            if match.group(1) in tool_names and arguments:
                calls.append(ToolCall(id=f"call_{uuid.uuid4().hex[:12]}", name=match.group(1), arguments=arguments))
                spans.append(match.span())
    if not calls:
        call = _as_call(text, tool_names)
        if call is not None:
            return "", [call]
    for start, end in reversed(spans):
        text = _HEADING_BEFORE.sub("", text[:start]) + text[end:]
    return text.strip(), calls


#: A markdown heading the model writes right before a call ("### Function Call", "### 调用工具"):
#: it announces the call, so it goes with it rather than stay in the reply as an empty section.
_HEADING_BEFORE = re.compile(r"(?:^|\n)#{1,6}[^\n]*\s*$")


def _as_call(fragment: str, tool_names: Collection[str] | None) -> ToolCall | None:
    """A ToolCall from a JSON object text, or None when it is not a (wanted) call."""
    payload = _json_object(fragment)
    if payload is None or not isinstance(payload.get("name"), str):
        return None
    name = payload["name"]
    if tool_names is not None and name not in tool_names:
        return None
    arguments = decode_arguments(payload.get("arguments", payload.get("parameters")))
    if arguments is None:
        log.warning("dropping a call of %s: its arguments are not a JSON object: %r", name, payload)
        return None
    return ToolCall(id=f"call_{uuid.uuid4().hex[:12]}", name=name, arguments=arguments)


def _json_object(fragment: str) -> dict[str, Any] | None:
    """The JSON object a fragment holds, tolerating the `{{...}}` doubling Qwen's template shows."""
    fragment = fragment.strip()
    if fragment.startswith("{{") and fragment.endswith("}}"):
        fragment = fragment[1:-1]
    if not fragment.startswith("{"):
        return None
    try:
        value, end = json.JSONDecoder().raw_decode(fragment)
    except json.JSONDecodeError:
        return None
    if fragment[end:].strip():
        return None
    return value if isinstance(value, dict) else None
