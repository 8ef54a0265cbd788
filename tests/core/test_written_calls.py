"""Tool calls written as text: which are read as calls, and what prose is left."""

from __future__ import annotations

from typing import Any

import pytest

from core.written_calls import parse_tool_calls


@pytest.mark.parametrize(
    ("text", "prose", "calls"),
    [
        # Qwen's documented format, several calls, prose around them.
        ('先查一下。\n<tool_call>\n{"name": "search_statutes", "arguments": {"query": "缓刑"}}\n</tool_call>'
         '\n<tool_call>\n{"name": "search_statutes", "arguments": {"query": "假释"}}\n</tool_call>',
         "先查一下。", [("search_statutes", {"query": "缓刑"}), ("search_statutes", {"query": "假释"})]),
        # What Qwen2.5-Coder-1.5B actually writes: a fenced JSON block.
        ('```json\n{\n  "name": "search_statutes",\n  "arguments": {\n    "query": "缓刑",\n'
         '    "date": "2010-01-01"\n  }\n}\n```', "",
         [("search_statutes", {"query": "缓刑", "date": "2010-01-01"})]),
        # A bare object, arguments as a JSON string, the template's doubled braces, cut-off tag.
        ('{"name": "search_statutes", "arguments": "{\\"query\\": \\"x\\"}"}', "", [("search_statutes", {"query": "x"})]),
        ('<tool_call>\n{{"name": "search_statutes", "arguments": {"query": "y"}}}', "", [("search_statutes", {"query": "y"})]),
        # JSON that is not a call of an offered tool stays text.
        ('示例：\n```json\n{"name": "张三", "age": 30}\n```', '示例：\n```json\n{"name": "张三", "age": 30}\n```', []),
        ("依照刑法第七十二条。", "依照刑法第七十二条。", []),
        # Inline, name and arguments in backticks after a bold label, one call a line (an
        # English divorce draft that was sent to the user as it was).
        ('**Function Call:** `search_statutes`, `{"query": "离婚", "date": "2025-01-01"}`\n\n'
         '**Function Call:** `search_statutes`, `{"query": "共同财产"}`',
         "", [("search_statutes", {"query": "离婚", "date": "2025-01-01"}), ("search_statutes", {"query": "共同财产"})]),
        ("Use `print`, `{}` in Python.", "Use `print`, `{}` in Python.", []),
        # The heading the model puts over its call goes with the call; headings of prose stay.
        ('### 结论\n可以缓刑。\n\n### Function Call\n```json\n{"name": "search_statutes", "arguments": {"query": "缓刑"}}\n```',
         "### 结论\n可以缓刑。", [("search_statutes", {"query": "缓刑"})]),
    ],
)
def test_parse_tool_calls(text: str, prose: str, calls: list[tuple[str, dict[str, Any]]]) -> None:
    parsed_prose, parsed = parse_tool_calls(text, {"search_statutes"})
    assert parsed_prose == prose
    assert [(c.name, c.arguments) for c in parsed] == calls
    assert len({c.id for c in parsed}) == len(parsed)
