"""Complaint drafting (/draft): the intake one message at a time, then the preview and the .docx.

While the chat is in `Drafting.intake` every text message goes to the drafting scenario; /cancel
leaves it. The intake's own state lives in the store (core), the FSM state only routes messages.
"""

from __future__ import annotations

from aiogram import Bot, F, Router
from aiogram.filters import Command
from aiogram.fsm.context import FSMContext
from aiogram.types import BufferedInputFile, Message

from bot.delivery import with_typing
from bot.rendering import escape, split_html
from bot.states import Drafting
from core.contract import DraftReply, Language, LawyerService, UserRef

NOT_A_COMMAND = ~F.text.startswith("/")


async def _send(message: Message, reply: DraftReply, state: FSMContext) -> None:
    if reply.done:
        await state.clear()
    for chunk in split_html(escape(reply.text.strip())):
        await message.answer(chunk)
    for document in reply.documents:
        await message.answer_document(BufferedInputFile(document.data, filename=document.filename))


def create_router() -> Router:
    router = Router(name="drafting")

    @router.message(Command("draft"))
    async def start(message: Message, bot: Bot, who: UserRef, state: FSMContext, service: LawyerService) -> None:
        reply = await service.start_draft(who)
        await state.set_state(Drafting.intake)
        await _send(message, reply, state)

    @router.message(Drafting.intake, Command("cancel"))
    async def cancel(message: Message, who: UserRef, state: FSMContext, service: LawyerService) -> None:
        await service.cancel_draft(who)
        await state.clear()
        await message.answer("已取消起草。/draft 可以重新开始。")

    @router.message(Drafting.intake, F.text, NOT_A_COMMAND)
    async def answer(message: Message, bot: Bot, who: UserRef, lang: Language, state: FSMContext,
                     service: LawyerService) -> None:
        reply = await with_typing(bot, message.chat.id, service.draft_reply(who, message.text or ""), lang)
        await _send(message, reply, state)

    return router
