"""Whatever no other router took: unknown commands, media, edits, stale buttons.

Each gets a short polite answer in the user's language and is logged as a "bad_input" event, so
an admin can see what people try that the bot does not support.
"""

from __future__ import annotations

from aiogram import F, Router
from aiogram.enums import ContentType
from aiogram.types import CallbackQuery, Message

from bot.texts import t
from core.contract import ChatStore, Language, UserRef

MEDIA_KINDS: dict[str, str] = {
    ContentType.STICKER: "sticker",
    ContentType.PHOTO: "photo",
    ContentType.VOICE: "voice",
    ContentType.DOCUMENT: "document",
}


def create_router() -> Router:
    """The last router: answers everything, breaks nothing."""
    router = Router(name="fallback")

    @router.message(F.text.startswith("/"))
    async def unknown_command(message: Message, who: UserRef, lang: Language, store: ChatStore) -> None:
        command = (message.text or "").split(maxsplit=1)[0][:64]
        await store.log_event("bad_input", who.user_key, {"kind": "unknown_command", "command": command})
        await message.answer(t("unknown_command", lang))

    @router.message()
    async def unsupported(message: Message, who: UserRef, lang: Language, store: ChatStore) -> None:
        kind = MEDIA_KINDS.get(message.content_type, "other")
        await store.log_event("bad_input", who.user_key, {"kind": kind, "content_type": message.content_type})
        await message.answer(t("unsupported", lang, kind=t(f"kind_{kind}", lang)))

    @router.edited_message()
    async def edited(message: Message, who: UserRef, lang: Language, store: ChatStore) -> None:
        await store.log_event("bad_input", who.user_key, {"kind": "edited"})
        await message.answer(t("edited", lang))

    @router.callback_query()
    async def stale_button(query: CallbackQuery, who: UserRef, store: ChatStore) -> None:
        await store.log_event(
            "bad_input", who.user_key, {"kind": "stale_button", "data": (query.data or "")[:64]}
        )
        await query.answer()

    return router
