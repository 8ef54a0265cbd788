"""Telegram front end (aiogram 3): routers, FSM, middlewares, rendering. Knows chats, not law."""
