"""Typed trajectory messages → token ids and labels, with everything but model output masked.

The conversation is written in Qwen's ChatML (`<|im_start|>role\\n…<|im_end|>\\n`, tool calls as
`<tool_call>…</tool_call>`, tool results inside `<tool_response>…</tool_response>`). Each piece
is tokenized on its own and labelled: only `model` spans, the tool calls the model wrote and the
`<|im_end|>` that closes a model turn are learned; instruction, user, evidence, tool and code text
carries label -100 (Legal-R1's evidence-masked SFT).
"""

from __future__ import annotations

import json
from typing import Any

IGNORE = -100
MODEL_KINDS = frozenset({"model"})


def pieces(messages: list[dict[str, Any]]) -> list[tuple[str, bool]]:
    """(text, learned) pieces of a conversation given as stored messages (role + spans)."""
    out: list[tuple[str, bool]] = []
    for message in messages:
        role = message["role"]
        spans = message.get("spans") or [{"kind": "user", "text": message.get("content", "")}]
        if role == "tool":
            out.append(("<|im_start|>user\n<tool_response>\n", False))
            out += [(span["text"], False) for span in spans]
            out.append(("\n</tool_response><|im_end|>\n", False))
            continue
        out.append((f"<|im_start|>{role}\n", False))
        learned_turn = role == "assistant" and any(span["kind"] in MODEL_KINDS for span in spans)
        out += [(span["text"], role == "assistant" and span["kind"] in MODEL_KINDS) for span in spans]
        for call in message.get("tool_calls") or []:
            function = call.get("function", call)
            arguments = function.get("arguments", {})
            if isinstance(arguments, str):
                try:
                    arguments = json.loads(arguments)
                except ValueError:
                    pass
            body = json.dumps({"name": function.get("name"), "arguments": arguments}, ensure_ascii=False)
            out.append((f"\n<tool_call>\n{body}\n</tool_call>", role == "assistant"))
        out.append(("<|im_end|>", learned_turn))
        out.append(("\n", False))
    return [(text, learned) for text, learned in out if text]


def prompt_text(messages: list[dict[str, Any]]) -> str:
    """A prompt for generation: the messages, then the opening of the assistant's turn."""
    return "".join(text for text, _ in pieces(messages)) + "<|im_start|>assistant\n"


def tokenize(messages: list[dict[str, Any]], tokenizer, max_length: int) -> dict[str, list[int]]:
    """input_ids, labels (-100 where not model output) and attention_mask; the last max_length tokens."""
    input_ids: list[int] = []
    labels: list[int] = []
    for text, learned in pieces(messages):
        ids = tokenizer(text, add_special_tokens=False)["input_ids"]
        input_ids += ids
        labels += ids if learned else [IGNORE] * len(ids)
    # Too long: the start of the context goes (system prompt first), the model's reply stays.
    input_ids, labels = input_ids[-max_length:], labels[-max_length:]
    return {"input_ids": input_ids, "labels": labels, "attention_mask": [1] * len(input_ids)}
