"""How Telegram users and chats are named for the agent and the store.

Keys are namespaced ("tg:<id>") so the same store can hold users of other front ends.
"""

from __future__ import annotations

from aiogram.types import Chat, User

from core.contract import Language, UserRef

PREFIX = "tg"


def user_key(user_id: int) -> str:
    """The store's key for a Telegram user."""
    return f"{PREFIX}:{user_id}"


def chat_key(chat_id: int) -> str:
    """The store's key for a Telegram chat."""
    return f"{PREFIX}:{chat_id}"


def user_ref(user: User, chat: Chat, language: Language) -> UserRef:
    """Who is talking, as the agent sees it."""
    return UserRef(
        user_key=user_key(user.id),
        chat_key=chat_key(chat.id),
        language=language,
        display_name=user.full_name,
    )
