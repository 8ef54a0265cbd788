"""Settings, language choice, texts and the FSM storage, without a running bot."""

from __future__ import annotations

import string

import pytest
from aiogram.fsm.storage.base import StorageKey

from bot.fsm_storage import StoreStorage
from bot.language import detect_language
from bot.settings import BotSettings, MissingToken, parse_admin_ids
from bot.states import Drafting
from bot.texts import LANGUAGES, TEXTS, t
from core.store import Store
from index.common.settings import TelegramSettings
from tests.fakes.telegram_server import visible_text


def test_settings_from_config_and_environment() -> None:
    telegram = TelegramSettings(mode="polling", join_window_s=0.5, admin_ids=" 1, 22 ,", api_base="http://x")
    settings = BotSettings.from_config(telegram, max_message_chars=123, environ={"TELEGRAM_TOKEN": "1:abc"})
    assert settings.token == "1:abc" and settings.admin_ids == {1, 22} and settings.join_window_s == 0.5
    assert settings.max_message_chars == 123 and settings.api_base == "http://x"
    with pytest.raises(MissingToken):
        BotSettings.from_config(telegram, max_message_chars=1, environ={})
    with pytest.raises(ValueError, match="webhook_url"):
        BotSettings.from_config(TelegramSettings(mode="webhook"), max_message_chars=1, environ={"TELEGRAM_TOKEN": "1:a"})
    webhook = TelegramSettings(mode="webhook", webhook_url="https://bot.example/hook")
    with pytest.raises(ValueError, match="TELEGRAM_WEBHOOK_SECRET"):
        BotSettings.from_config(webhook, max_message_chars=1, environ={"TELEGRAM_TOKEN": "1:a"})
    with pytest.raises(ValueError, match="not a Telegram user id"):
        parse_admin_ids("12,abc")


@pytest.mark.parametrize(
    ("stored", "code", "text", "expected"),
    [
        ("en", "zh-hans", "中文", "en"),
        (None, "zh-hant", "hello", "zh"),
        (None, "en-US", "中文", "en"),
        (None, "ru", "привет", "zh"),
        (None, "ru", "hello", "en"),
        (None, None, "欠薪", "zh"),
        (None, None, "wages", "en"),
        (None, None, None, "zh"),
    ],
)
def test_language_detection_order(
    stored: str | None, code: str | None, text: str | None, expected: str
) -> None:
    assert detect_language(stored, code, text) == expected


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_every_text_exists_in_both_languages_and_is_valid_telegram_html(key: str) -> None:
    for lang in LANGUAGES:
        template = TEXTS[key][lang]
        fields = {name for _, name, _, _ in string.Formatter().parse(template) if name}
        assert fields == {name for _, name, _, _ in string.Formatter().parse(TEXTS[key]["zh"]) if name}
        visible_text(t(key, lang, **{name: "1" for name in fields}), "HTML")


async def test_fsm_storage_round_trip_and_forget(tmp_path) -> None:  # type: ignore[no-untyped-def]
    async with Store(tmp_path / "t.db") as store:
        storage = StoreStorage(store)
        key = StorageKey(bot_id=42, chat_id=7, user_id=7)
        assert await storage.get_state(key) is None and await storage.get_data(key) == {}
        await storage.set_state(key, Drafting.intake)
        assert await storage.update_data(key, {"a": 1}) == {"a": 1}
        assert await storage.update_data(key, {"b": [2]}) == {"a": 1, "b": [2]}
        reopened = StoreStorage(store)
        assert await reopened.get_state(key) == "Drafting:intake"
        assert await reopened.get_data(key) == {"a": 1, "b": [2]}
        other = StorageKey(bot_id=42, chat_id=8, user_id=8)
        await storage.set_state(other, "x")
        await store.forget_user("tg:7")
        assert await storage.get_state(key) is None and await storage.get_data(key) == {}
        assert await storage.get_state(other) == "x"
