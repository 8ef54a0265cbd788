"""Admin commands: /stats, /reindex, /consolidate, /retrain, for the ids in telegram.admin_ids.

Everyone else gets a polite refusal, and the attempt is logged as an "admin_refused" event.
"""

from __future__ import annotations

from aiogram import Bot, F, Router
from aiogram.filters import Command, CommandObject
from aiogram.types import Message
from aiogram.utils.chat_action import ChatActionSender

from bot.admin_actions import AdminActions
from bot.rendering import escape
from bot.texts import t
from core.contract import ChatStore, Language, LawyerService, Stats, UserRef

OPERATIONS = ("reindex", "consolidate", "retrain")
MAX_RESULT_CHARS = 3000


def render_stats(stats: Stats, lang: Language) -> str:
    """The /stats message."""

    def ms(value: float | None) -> str:
        return t("no_data", lang) if value is None else f"{value:.0f} ms"

    return t(
        "stats",
        lang,
        users=stats.users,
        chats=stats.chats,
        turns=stats.turns,
        citation_check_failures=stats.citation_check_failures,
        degraded_turns=stats.degraded_turns,
        p50=ms(stats.latency_p50_ms),
        p95=ms(stats.latency_p95_ms),
    )


def create_router(admin_ids: frozenset[int]) -> Router:
    """Admin commands for `admin_ids`; refusals for everyone else."""
    router = Router(name="admin")
    is_admin = F.from_user.id.in_(admin_ids)

    @router.message(Command("stats"), is_admin)
    async def stats(message: Message, lang: Language, service: LawyerService) -> None:
        await message.answer(render_stats(await service.stats(), lang))

    @router.message(Command(*OPERATIONS), is_admin)
    async def operation(
        message: Message, command: CommandObject, bot: Bot, lang: Language, admin_actions: AdminActions
    ) -> None:
        action = admin_actions.get(command.command)
        if action is None:
            await message.answer(t("admin_not_enabled", lang, command=command.command))
            return
        await message.answer(t("admin_started", lang, command=command.command))
        async with ChatActionSender.typing(bot=bot, chat_id=message.chat.id):
            result = await action()
        await message.answer(
            t("admin_done", lang, command=command.command, result=escape(result[:MAX_RESULT_CHARS]))
        )

    @router.message(Command("stats", *OPERATIONS))
    async def refused(
        message: Message, command: CommandObject, who: UserRef, lang: Language, store: ChatStore
    ) -> None:
        await store.log_event("admin_refused", who.user_key, {"command": command.command})
        await message.answer(t("admin_refused", lang))

    return router
