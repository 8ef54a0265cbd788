"""What changed between two wordings of an article, word by word, short enough for a phone.

Chinese has no spaces, so words are jieba's (with the legal vocabulary query analysis uses) and
difflib aligns them; long unchanged stretches are cut to their ends around an ellipsis so a
reader sees the change, not the whole article again.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Literal

from index.query_analysis import words

Op = Literal["equal", "delete", "insert"]

#: Markers in plain text (git's --word-diff style); the bot turns them into strike-through and
#: underline after escaping, the terminal shows them as they are.
DELETE_OPEN, DELETE_CLOSE = "[-", "-]"
INSERT_OPEN, INSERT_CLOSE = "{+", "+}"
#: An unchanged stretch longer than this keeps CONTEXT characters on each side of an ellipsis.
MAX_EQUAL = 36
CONTEXT = 12
ELLIPSIS = "…"


@dataclass(frozen=True)
class Piece:
    """A run of text that both wordings share (equal), only the old one has, or only the new one."""

    op: Op
    text: str


def word_diff(old: str, new: str) -> list[Piece]:
    """The two texts as equal / delete / insert runs of jieba words, in reading order (a replaced
    run is its deletion followed by its insertion)."""
    a, b = words(old), words(new)
    pieces: list[Piece] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            pieces.append(Piece("equal", "".join(a[i1:i2])))
            continue
        if i2 > i1:
            pieces.append(Piece("delete", "".join(a[i1:i2])))
        if j2 > j1:
            pieces.append(Piece("insert", "".join(b[j1:j2])))
    return pieces


def shorten(pieces: list[Piece]) -> list[Piece]:
    """Long unchanged runs cut to their ends: the start of the text keeps its tail, the end its
    head, the middle both, so each change is read in context."""
    out: list[Piece] = []
    for index, piece in enumerate(pieces):
        text = piece.text
        if piece.op == "equal" and len(text) > MAX_EQUAL:
            first, last = index == 0, index == len(pieces) - 1
            head = "" if first else text[:CONTEXT]
            tail = "" if last else text[-CONTEXT:]
            text = f"{head}{ELLIPSIS}{tail}"
        out.append(Piece(piece.op, text))
    return out


def marked(pieces: list[Piece]) -> str:
    """The diff as plain text with [-deleted-] and {+inserted+} marks."""
    parts = []
    for piece in pieces:
        if piece.op == "delete":
            parts.append(f"{DELETE_OPEN}{piece.text}{DELETE_CLOSE}")
        elif piece.op == "insert":
            parts.append(f"{INSERT_OPEN}{piece.text}{INSERT_CLOSE}")
        else:
            parts.append(piece.text)
    return "".join(parts)


def changed(pieces: list[Piece]) -> bool:
    return any(piece.op != "equal" for piece in pieces)
