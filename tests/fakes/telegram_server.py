"""The fake Telegram Bot API server ships in the package (`bot.fake_telegram`) so `tempolex bench
bot` works from an installed wheel; tests import it from here as before."""

from bot.fake_telegram import BadRequest, FakeTelegramServer, SentMessage, visible_text  # noqa: F401
