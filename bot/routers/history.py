"""/history 刑法第七十四条: an article's versions and changes as text, then its timeline picture."""

from __future__ import annotations

from aiogram import Bot, Router
from aiogram.filters import Command, CommandObject
from aiogram.types import BufferedInputFile, Message

from bot.delivery import with_typing
from bot.rendering import escape, render_diff, split_html
from core.contract import Language, LawyerService, UserRef


def create_router() -> Router:
    router = Router(name="history")

    @router.message(Command("history"))
    async def history(
        message: Message, command: CommandObject, bot: Bot, who: UserRef, lang: Language, service: LawyerService
    ) -> None:
        reply = await with_typing(bot, message.chat.id, service.article_history(who, command.args or ""), lang)
        for chunk in split_html(render_diff(reply.text.strip())):
            await message.answer(chunk)
        if reply.image is not None:
            photo = BufferedInputFile(reply.image, filename=reply.image_name or "history.png")
            await message.answer_photo(photo, caption=escape(reply.caption) or None)

    return router
