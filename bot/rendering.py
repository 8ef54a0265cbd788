"""Turning an agent reply into Telegram HTML, and cutting long HTML into sendable messages.

The agent returns plain text; everything it says is escaped here, so nothing a user or a statute
contains can break Telegram's parser. Splitting keeps tags balanced in every message (closing
them at a cut and reopening them after) and prefers to cut between paragraphs, then lines, then
words, so a citation line is never torn in two.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from aiogram.utils.text_decorations import html_decoration

from bot.texts import t
from core.contract import Language, TurnReply

TELEGRAM_LIMIT = 4096

_TAG = re.compile(r"<(/?)([a-zA-Z][\w-]*)[^>]*>")
_WORD_TOKENS = re.compile(
    r"<[^>]*>|&#?\w+;|[^<&\s，。；：、！？]+[\s，。；：、！？]*|[\s，。；：、！？]+|[<&]"
)


def escape(text: str) -> str:
    """Plain text made safe for Telegram's HTML parse mode."""
    return html_decoration.quote(text)


_DELETED = re.compile(r"\[-(.+?)-\]", re.DOTALL)
_INSERTED = re.compile(r"\{\+(.+?)\+\}", re.DOTALL)


def render_diff(text: str) -> str:
    """Plain text with [-deleted-] / {+inserted+} marks (an article's history) as Telegram HTML:
    escaped first, then the marks become strike-through and underline."""
    html = escape(text)
    return _INSERTED.sub(r"<u>\1</u>", _DELETED.sub(r"<s>\1</s>", html))


def telegram_length(text: str) -> int:
    """Length as Telegram counts it (UTF-16 code units), an upper bound once tags are parsed."""
    return len(text.encode("utf-16-le")) // 2


def render_reply(reply: TurnReply, lang: Language) -> str:
    """The HTML of an answer: the agent's complete text (its notices and closing sources block
    included, so every front end shows the same words), escaped, plus the date hint if asked."""
    parts = [escape(reply.text.strip())]
    if reply.asked_for_date:
        hint = t("month_hint", lang) if reply.month_of_year is not None else t("date_hint", lang)
        parts.append(f"<i>{hint}</i>")
    return "\n\n".join(part for part in parts if part)


def _keep_separators(text: str, separator: str) -> list[str]:
    pieces = text.split(separator)
    return [piece + separator for piece in pieces[:-1]] + [pieces[-1]]


def _paragraphs(text: str) -> list[str]:
    return _keep_separators(text, "\n\n")


def _lines(text: str) -> list[str]:
    return _keep_separators(text, "\n")


def _words(text: str) -> list[str]:
    return _WORD_TOKENS.findall(text)


def _characters(text: str) -> list[str]:
    # Tags and entities stay whole; only plain text is cut between characters.
    return [piece for token in _words(text) for piece in ([token] if token[0] in "<&" else list(token))]


_LEVELS: tuple[Callable[[str], list[str]], ...] = (_paragraphs, _lines, _words, _characters)


def _visible(html: str) -> str:
    return _TAG.sub("", html)


class _Packer:
    """Greedy packing of HTML pieces into messages, tracking which tags are open across cuts."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.chunks: list[str] = []
        self.prefix = ""
        self.body = ""
        self.open_tags: list[tuple[str, str]] = []

    def _tags_after(self, piece: str) -> list[tuple[str, str]]:
        stack = list(self.open_tags)
        for match in _TAG.finditer(piece):
            closing, name = match.group(1), match.group(2).lower()
            if not closing:
                stack.append((name, match.group(0)))
            elif stack and stack[-1][0] == name:
                stack.pop()
        return stack

    @staticmethod
    def _closing(stack: Iterable[tuple[str, str]]) -> str:
        return "".join(f"</{name}>" for name, _ in reversed(list(stack)))

    def _fits(self, piece: str) -> bool:
        text = self.prefix + self.body + piece + self._closing(self._tags_after(piece))
        return telegram_length(text) <= self.limit

    def _append(self, piece: str) -> None:
        if not self.body and not _visible(piece).strip():
            # Leading blank space of a message: Telegram would strip it, keep tags though.
            piece = piece if "<" in piece else ""
        self.body += piece
        self.open_tags = self._tags_after(piece)

    def flush(self) -> None:
        body = self.body.rstrip()
        if _visible(body).strip():
            self.chunks.append(self.prefix + body + self._closing(self.open_tags))
        self.prefix = "".join(tag for _, tag in self.open_tags)
        self.body = ""

    def feed(self, piece: str, level: int = 0) -> None:
        if self._fits(piece):
            self._append(piece)
            return
        if _visible(self.body).strip():
            self.flush()
            if self._fits(piece):
                self._append(piece)
                return
        if level + 1 < len(_LEVELS):
            for smaller in _LEVELS[level + 1](piece):
                self.feed(smaller, level + 1)
            return
        msg = f"a single piece of HTML does not fit in {self.limit} characters: {piece[:40]!r}"
        raise ValueError(msg)


def split_html(html: str, limit: int = TELEGRAM_LIMIT) -> list[str]:
    """Cut `html` into messages of at most `limit` characters, each valid HTML on its own.

    Cuts prefer paragraph breaks, then line breaks, then word boundaries; a tag open at a cut is
    closed at the end of one message and reopened at the start of the next.
    """
    packer = _Packer(limit)
    for paragraph in _paragraphs(html):
        packer.feed(paragraph)
    packer.flush()
    return packer.chunks
