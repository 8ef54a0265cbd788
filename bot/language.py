"""Choosing zh or en for a user who has not chosen yet.

Order of evidence: the language the user chose (or was given on first contact, kept by the
store), then Telegram's `language_code`, then the script of the message itself.
"""

from __future__ import annotations

from core.contract import Language
from index.common.text import script_language

DEFAULT_LANGUAGE: Language = "zh"


def from_language_code(code: str | None) -> Language | None:
    """Telegram's IETF tag ("zh-hans", "en-US") reduced to a supported language, if it is one."""
    if not code:
        return None
    base = code.lower().split("-")[0]
    return "zh" if base == "zh" else "en" if base == "en" else None


def detect_language(stored: str | None, language_code: str | None, text: str | None) -> Language:
    """The language to answer in, from the strongest evidence available."""
    if stored in ("zh", "en"):
        return "zh" if stored == "zh" else "en"
    return from_language_code(language_code) or script_language(text) or DEFAULT_LANGUAGE
