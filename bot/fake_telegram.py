"""A fake Telegram Bot API server on 127.0.0.1, for driving the real bot end to end.

The bot talks to it over real HTTP (`AiohttpSession(api=TelegramAPIServer.from_base(url))`),
long-polls it with real offset/timeout semantics, and gets Telegram's answers, including its
refusals: an HTML text that Telegram could not parse, a message over 4,096 characters, an edit
that changes nothing. Tests push updates as a user would produce them and await what the bot sent.

Every API call is recorded with a `time.perf_counter()` timestamp, as is the first delivery of
each update, so a benchmark in the same process can measure the bot's own overhead.

Telegram's own faults can be scripted (`fail_next`): 429 with retry_after, 500, or a connection
dropped before the call is handled. They are counted in `faults_served`, not in `errors()`.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import itertools
import json
import re
import socket
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from html.parser import HTMLParser
from typing import Any

from aiohttp import web

TELEGRAM_LIMIT = 4096
# Tags Telegram accepts in parse_mode=HTML.
ALLOWED_TAGS = frozenset(
    {
        "b",
        "strong",
        "i",
        "em",
        "u",
        "ins",
        "s",
        "strike",
        "del",
        "a",
        "code",
        "pre",
        "tg-spoiler",
        "span",
        "blockquote",
        "tg-emoji",
    }
)
ALLOWED_ENTITIES = frozenset({"lt", "gt", "amp", "quot"})
JSON_FIELDS = frozenset(
    {
        "reply_markup",
        "allowed_updates",
        "commands",
        "scope",
        "entities",
        "link_preview_options",
        "reply_parameters",
    }
)
INT_FIELDS = frozenset({"chat_id", "message_id", "offset", "limit", "timeout", "cache_time"})
UPDATE_TYPES = ("message", "edited_message", "channel_post", "edited_channel_post", "callback_query")


class BadRequest(Exception):
    """A request Telegram would refuse with 400 and this description."""


class _TelegramHTML(HTMLParser):
    """Checks text the way Telegram's HTML parse mode does, and measures its visible length."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.stack: list[str] = []
        self.visible: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ALLOWED_TAGS:
            raise BadRequest(f'can\'t parse entities: unsupported start tag "{tag}"')
        self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            raise BadRequest(f'can\'t parse entities: unexpected end tag "{tag}"')
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        if any(symbol in data for symbol in "<>&"):
            raise BadRequest("can't parse entities: unescaped <, > or &")
        self.visible.append(data)

    def handle_entityref(self, name: str) -> None:
        if name not in ALLOWED_ENTITIES:
            raise BadRequest(f'can\'t parse entities: unsupported entity "&{name};"')
        self.visible.append("x")

    def handle_charref(self, name: str) -> None:
        self.visible.append("x")


def visible_text(text: str, parse_mode: str | None) -> str:
    """The text a user would see, after checking the markup as Telegram would."""
    if parse_mode is None:
        return text
    if parse_mode.upper() != "HTML":
        raise BadRequest(f"unsupported parse_mode {parse_mode!r} in this fake")
    parser = _TelegramHTML()
    parser.feed(text)
    parser.close()
    if parser.stack:
        raise BadRequest(f'can\'t parse entities: unclosed tag "{parser.stack[-1]}"')
    if parser.rawdata:
        raise BadRequest("can't parse entities: unfinished tag")
    return "".join(parser.visible)


def _check_text(text: str | None, parse_mode: str | None) -> None:
    shown = visible_text(text or "", parse_mode)
    if not shown.strip():
        raise BadRequest("message text is empty")
    if len(shown.encode("utf-16-le")) // 2 > TELEGRAM_LIMIT:
        raise BadRequest("message is too long")


def _check_markup(markup: dict[str, Any] | None) -> None:
    for row in (markup or {}).get("inline_keyboard", []):
        for button in row:
            if not button.get("text"):
                raise BadRequest("button text is empty")
            if len(button.get("callback_data", "").encode()) > 64:
                raise BadRequest("BUTTON_DATA_INVALID")


@dataclass
class SentMessage:
    """A message the bot sent, as it stands now (edits and deletion applied)."""

    message_id: int
    chat_id: int
    text: str | None
    parse_mode: str | None
    reply_markup: dict[str, Any] | None
    sent_at: float
    document: dict[str, Any] | None = None
    photo: list[dict[str, Any]] | None = None
    file_content: bytes | None = None
    edited: bool = False
    deleted: bool = False

    def buttons(self) -> list[dict[str, Any]]:
        """The inline buttons under the message, row after row."""
        rows = (self.reply_markup or {}).get("inline_keyboard", [])
        return [button for row in rows for button in row]

    def plain_text(self) -> str:
        """The text as the user sees it (markup removed, entities decoded)."""
        if not self.parse_mode:
            return self.text or ""
        return html.unescape(re.sub(r"<[^>]+>", "", self.text or ""))


@dataclass
class ApiCall:
    """One request the bot made, with its decoded parameters."""

    method: str
    params: dict[str, Any]
    at: float
    error: str | None = None


@dataclass
class _Chat:
    id: int
    type: str
    title: str | None = None
    first_name: str | None = None

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.id, "type": self.type}
        if self.title:
            data["title"] = self.title
        if self.first_name:
            data["first_name"] = self.first_name
        return data


class FakeTelegramServer:
    """The Bot API methods tempolex uses, served from memory; see the module docstring."""

    def __init__(self, token: str = "42:TEST-token", bot_username: str = "tempolex_test_bot") -> None:
        self.token = token
        self.bot_id = int(token.split(":", 1)[0])
        self.bot_user = {
            "id": self.bot_id,
            "is_bot": True,
            "first_name": "Tempolex",
            "username": bot_username,
            "can_join_groups": True,
            "can_read_all_group_messages": False,
            "supports_inline_queries": False,
        }
        self.calls: list[ApiCall] = []
        self.sent: list[SentMessage] = []
        self._by_chat: dict[int, list[SentMessage]] = {}
        self._stopping = False
        self.delivered_at: dict[int, float] = {}
        self.deliveries: Counter[int] = Counter()
        self.commands: dict[str, list[dict[str, Any]]] = {}
        self.webhook: dict[str, Any] = {}
        self._queue: list[dict[str, Any]] = []
        self._allowed_updates: list[str] = []
        self._update_ids = itertools.count(1000)
        self._callback_ids = itertools.count(1)
        self._message_ids: dict[int, itertools.count[int]] = {}
        self._chats: dict[int, _Chat] = {}
        self._users: dict[int, dict[str, Any]] = {}
        self._waiters: list[tuple[Callable[[], bool], asyncio.Future[None]]] = []
        self._chat_waiters: dict[int, list[tuple[int, asyncio.Future[None]]]] = {}
        self._new_updates: asyncio.Event | None = None
        self._runner: web.AppRunner | None = None
        self.port = 0
        self._faults: dict[str, list[tuple[str, int]]] = {}
        self.faults_served: Counter[str] = Counter()

    # -- lifecycle ---------------------------------------------------------------------------

    @property
    def url(self) -> str:
        """Base URL to give `TelegramAPIServer.from_base`."""
        return f"http://127.0.0.1:{self.port}"

    async def start(self) -> None:
        """Listen on a free port of 127.0.0.1."""
        self._new_updates = asyncio.Event()
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("*", "/bot{token}/{method}", self._handle)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.5)
        await self._runner.setup()
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.bind(("127.0.0.1", 0))
        self.port = listener.getsockname()[1]
        await web.SockSite(self._runner, listener).start()

    async def stop(self) -> None:
        """Stop serving; long polls in progress return at once."""
        if self._runner is not None:
            self._stopping = True
            self._wake()
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeTelegramServer:
        await self.start()
        return self

    async def __aexit__(self, *_exc: object) -> None:
        await self.stop()

    # -- updates from "users" ----------------------------------------------------------------

    def push_update(self, update: dict[str, Any], times: int = 1) -> int:
        """Queue a raw update (`times` > 1 delivers the same update_id again); returns its id."""
        update.setdefault("update_id", next(self._update_ids))
        for _ in range(times):
            self._queue.append(update)
        self._wake()
        return int(update["update_id"])

    def user(
        self, user_id: int, language_code: str | None = "zh", first_name: str = "Test"
    ) -> dict[str, Any]:
        """The Telegram user object for `user_id` (the first call fixes its language)."""
        if user_id not in self._users:
            user: dict[str, Any] = {"id": user_id, "is_bot": False, "first_name": first_name}
            if language_code:
                user["language_code"] = language_code
            self._users[user_id] = user
        return self._users[user_id]

    def _chat(self, chat_id: int, chat_type: str, title: str | None = None) -> _Chat:
        if chat_id not in self._chats:
            first_name = "Test" if chat_type == "private" else None
            self._chats[chat_id] = _Chat(chat_id, chat_type, title, first_name)
        return self._chats[chat_id]

    def _next_message_id(self, chat_id: int) -> int:
        return next(self._message_ids.setdefault(chat_id, itertools.count(1)))

    def _message(
        self,
        user_id: int | None,
        chat_id: int,
        chat_type: str,
        content: dict[str, Any],
        language_code: str | None,
    ) -> dict[str, Any]:
        message: dict[str, Any] = {
            "message_id": self._next_message_id(chat_id),
            "date": int(time.time()),
            "chat": self._chat(chat_id, chat_type, None if chat_type == "private" else "A group").as_json(),
            **content,
        }
        if user_id is not None:
            message["from"] = self.user(user_id, language_code)
        text = content.get("text")
        if text and text.startswith("/"):
            command = text.split()[0]
            message["entities"] = [{"type": "bot_command", "offset": 0, "length": len(command)}]
        return message

    def push_message(
        self,
        user_id: int,
        text: str,
        *,
        chat_id: int | None = None,
        chat_type: str = "private",
        language_code: str | None = "zh",
        times: int = 1,
    ) -> int:
        """A text message from a user (in their private chat unless `chat_id` says otherwise)."""
        message = self._message(user_id, chat_id or user_id, chat_type, {"text": text}, language_code)
        return self.push_update({"message": message}, times=times)

    def push_content(self, user_id: int, content: dict[str, Any], language_code: str | None = "zh") -> int:
        """A private message with arbitrary non-text content (sticker, photo, voice, document...)."""
        return self.push_update(
            {"message": self._message(user_id, user_id, "private", content, language_code)}
        )

    def push_sticker(self, user_id: int) -> int:
        """A sticker, as Telegram sends it."""
        sticker = {
            "file_id": "STK",
            "file_unique_id": "stk",
            "type": "regular",
            "width": 512,
            "height": 512,
            "is_animated": False,
            "is_video": False,
            "emoji": "😀",
        }
        return self.push_content(user_id, {"sticker": sticker})

    def push_photo(self, user_id: int, caption: str | None = None) -> int:
        """A photo (two sizes), optionally captioned."""
        sizes = [
            {"file_id": f"PH{i}", "file_unique_id": f"ph{i}", "width": 90 * i, "height": 90 * i}
            for i in (1, 8)
        ]
        content: dict[str, Any] = {"photo": sizes}
        if caption:
            content["caption"] = caption
        return self.push_content(user_id, content)

    def push_voice(self, user_id: int) -> int:
        """A voice note."""
        return self.push_content(user_id, {"voice": {"file_id": "VC", "file_unique_id": "vc", "duration": 3}})

    def push_document(self, user_id: int, file_name: str = "contract.pdf") -> int:
        """A document attachment."""
        document = {"file_id": "DOC", "file_unique_id": "doc", "file_name": file_name}
        return self.push_content(user_id, {"document": document})

    def push_edited(self, user_id: int, message_id: int, text: str) -> int:
        """An edit of an earlier user message."""
        chat = self._chat(user_id, "private")
        message = {
            "message_id": message_id,
            "date": int(time.time()),
            "edit_date": int(time.time()),
            "chat": chat.as_json(),
            "from": self.user(user_id),
            "text": text,
        }
        return self.push_update({"edited_message": message})

    def push_group_message(self, chat_id: int, user_id: int, text: str, chat_type: str = "group") -> int:
        """A message in a group (or supergroup) the bot is a member of."""
        return self.push_message(user_id, text, chat_id=chat_id, chat_type=chat_type)

    def push_channel_post(self, chat_id: int, text: str) -> int:
        """A post in a channel where the bot is an admin."""
        message = self._message(None, chat_id, "channel", {"text": text}, None)
        return self.push_update({"channel_post": message})

    def push_callback(self, user_id: int, data: str, *, message_id: int, chat_id: int | None = None) -> str:
        """A tap on an inline button of the bot's message `message_id`; returns the query id."""
        chat_id = chat_id or user_id
        sent = self.find_message(chat_id, message_id)
        query_id = str(next(self._callback_ids))
        query = {
            "id": query_id,
            "from": self.user(user_id),
            "chat_instance": f"ci{chat_id}",
            "data": data,
            "message": self._message_json(sent),
        }
        self.push_update({"callback_query": query})
        return query_id

    def press_button(self, user_id: int, message: SentMessage, text_contains: str) -> str:
        """Tap the first button of `message` whose label contains `text_contains`."""
        for button in message.buttons():
            if text_contains in button["text"]:
                return self.push_callback(
                    user_id, button["callback_data"], message_id=message.message_id, chat_id=message.chat_id
                )
        raise LookupError(f"no button with {text_contains!r} in {message.buttons()}")

    def fail_next(self, method: str, fault: str, times: int = 1, retry_after: int = 1) -> None:
        """Fail the next `times` calls of `method`: "429" (with `retry_after` seconds), "500", or
        "drop" (the connection is closed before the call is handled, so nothing is sent)."""
        if fault not in ("429", "500", "drop"):
            raise ValueError(f"unknown fault {fault!r}")
        self._faults.setdefault(method.lower(), []).extend([(fault, retry_after)] * times)

    # -- observation -------------------------------------------------------------------------

    def messages(self, chat_id: int) -> list[SentMessage]:
        """Messages the bot sent to `chat_id`, oldest first (deleted ones included, flagged)."""
        return list(self._by_chat.get(chat_id, []))

    def find_message(self, chat_id: int, message_id: int) -> SentMessage:
        """One message the bot sent."""
        for message in self._by_chat.get(chat_id, []):
            if message.message_id == message_id:
                return message
        raise BadRequest("message to edit not found")

    def calls_of(self, method: str) -> list[ApiCall]:
        """Recorded calls of one API method (case-insensitive)."""
        return [call for call in self.calls if call.method.lower() == method.lower()]

    def errors(self) -> list[ApiCall]:
        """Calls the fake refused, as Telegram would have."""
        return [call for call in self.calls if call.error]

    def pending_updates(self) -> int:
        """Updates queued and not yet confirmed by an offset."""
        return len(self._queue)

    async def wait_until(self, predicate: Callable[[], bool], timeout: float = 5.0) -> None:
        """Wait until `predicate()` holds after some bot activity; TimeoutError otherwise."""
        if predicate():
            return
        waiter = (predicate, asyncio.get_running_loop().create_future())
        self._waiters.append(waiter)
        try:
            await asyncio.wait_for(waiter[1], timeout)
        finally:
            if waiter in self._waiters:
                self._waiters.remove(waiter)

    async def wait_for_messages(self, chat_id: int, n: int, timeout: float = 5.0) -> list[SentMessage]:
        """Wait until the bot has sent at least `n` messages to `chat_id`; returns them all."""
        if len(self._by_chat.get(chat_id, ())) < n:
            waiter = (n, asyncio.get_running_loop().create_future())
            self._chat_waiters.setdefault(chat_id, []).append(waiter)
            try:
                await asyncio.wait_for(waiter[1], timeout)
            except TimeoutError:
                texts = [message.text for message in self.messages(chat_id)]
                raise TimeoutError(f"expected {n} messages in chat {chat_id}, got {texts!r}") from None
        return self.messages(chat_id)

    async def wait_for_call(self, method: str, n: int = 1, timeout: float = 5.0) -> list[ApiCall]:
        """Wait until the bot has called `method` at least `n` times."""
        await self.wait_until(lambda: len(self.calls_of(method)) >= n, timeout)
        return self.calls_of(method)

    # -- the API -----------------------------------------------------------------------------

    def _wake(self) -> None:
        """Let a waiting long poll see new updates."""
        if self._new_updates is not None:
            self._new_updates.set()

    def _changed(self) -> None:
        """Resolve the waiters whose condition now holds (one pass, no task per waiter)."""
        waiting = []
        for predicate, future in self._waiters:
            if future.done():
                continue
            if predicate():
                future.set_result(None)
            else:
                waiting.append((predicate, future))
        self._waiters = waiting

    def _message_sent(self, chat_id: int) -> None:
        count = len(self._by_chat[chat_id])
        waiting = []
        for n, future in self._chat_waiters.get(chat_id, []):
            if future.done():
                continue
            if count >= n:
                future.set_result(None)
            else:
                waiting.append((n, future))
        self._chat_waiters[chat_id] = waiting

    async def _handle(self, request: web.Request) -> web.Response:
        if request.match_info["token"] != self.token:
            return web.json_response(
                {"ok": False, "error_code": 401, "description": "Unauthorized"}, status=401
            )
        method = request.match_info["method"]
        if self._faults.get(method.lower()):
            return self._fault(request, method, *self._faults[method.lower()].pop(0))
        params = await self._params(request)
        call = ApiCall(method, params, time.perf_counter())
        self.calls.append(call)
        self._changed()
        handler = getattr(self, f"_api_{method.lower()}", None)
        try:
            if handler is None:
                raise BadRequest(f"method {method} is not implemented by the fake")
            result = await handler(params)
        except BadRequest as error:
            call.error = str(error)
            self._changed()
            return web.json_response(
                {"ok": False, "error_code": 400, "description": f"Bad Request: {error}"}, status=400
            )
        self._changed()
        return web.json_response({"ok": True, "result": result})

    def _fault(self, request: web.Request, method: str, fault: str, retry_after: int) -> web.Response:
        self.faults_served[fault] += 1
        if fault == "drop":
            assert request.transport is not None
            request.transport.close()
            return web.Response(status=500)  # never reaches the bot: the connection is gone
        if fault == "429":
            description = f"Too Many Requests: retry after {retry_after}"
            body = {"ok": False, "error_code": 429, "description": description, "parameters": {"retry_after": retry_after}}
            return web.json_response(body, status=429)
        body = {"ok": False, "error_code": 500, "description": f"Internal Server Error ({method})"}
        return web.json_response(body, status=500)

    @staticmethod
    async def _params(request: web.Request) -> dict[str, Any]:
        if request.content_type == "application/json":
            return dict(await request.json())
        params: dict[str, Any] = {}
        for key, value in (await request.post()).items():
            if isinstance(value, web.FileField):
                params[key] = {"filename": value.filename, "content": value.file.read()}
            elif key in JSON_FIELDS:
                params[key] = json.loads(value)
            elif key in INT_FIELDS:
                params[key] = int(value)
            elif value in ("true", "false"):
                params[key] = value == "true"
            else:
                params[key] = value
        return params

    def _message_json(self, message: SentMessage) -> dict[str, Any]:
        chat = self._chats.get(message.chat_id) or _Chat(message.chat_id, "private", first_name="Test")
        data: dict[str, Any] = {
            "message_id": message.message_id,
            "date": int(time.time()),
            "chat": chat.as_json(),
            "from": self.bot_user,
        }
        if message.text is not None:
            shown = message.text if message.parse_mode is None else message.plain_text()
            data["caption" if message.photo else "text"] = shown
        if message.reply_markup:
            data["reply_markup"] = message.reply_markup
        if message.document:
            data["document"] = message.document
        if message.photo:
            data["photo"] = message.photo
        if message.edited:
            data["edit_date"] = int(time.time())
        return data

    async def _api_getme(self, params: dict[str, Any]) -> dict[str, Any]:
        return self.bot_user

    async def _api_deletewebhook(self, params: dict[str, Any]) -> bool:
        if params.get("drop_pending_updates"):
            self._queue.clear()
        return True

    async def _api_setwebhook(self, params: dict[str, Any]) -> bool:
        self.webhook = params
        return True

    async def _api_setmycommands(self, params: dict[str, Any]) -> bool:
        self.commands[params.get("language_code", "")] = params["commands"]
        return True

    async def _api_getupdates(self, params: dict[str, Any]) -> list[dict[str, Any]]:
        offset = int(params.get("offset", 0))
        if offset:
            self._queue = [update for update in self._queue if update["update_id"] >= offset]
        if "allowed_updates" in params:
            self._allowed_updates = list(params["allowed_updates"])
        limit = int(params.get("limit", 100))
        timeout = float(params.get("timeout", 0))

        def ready() -> list[dict[str, Any]]:
            allowed = self._allowed_updates or UPDATE_TYPES
            return [u for u in self._queue if any(kind in u for kind in allowed)][:limit]

        assert self._new_updates is not None
        deadline = time.monotonic() + timeout
        while (
            not (batch := ready()) and not self._stopping and (remaining := deadline - time.monotonic()) > 0
        ):
            self._new_updates.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._new_updates.wait(), remaining)
        now = time.perf_counter()
        for update in batch:
            self.delivered_at.setdefault(update["update_id"], now)
            self.deliveries[update["update_id"]] += 1
        return batch

    def _record(self, chat_id: int, text: str | None, params: dict[str, Any], **extra: Any) -> SentMessage:
        message = SentMessage(
            message_id=self._next_message_id(chat_id),
            chat_id=chat_id,
            text=text,
            parse_mode=params.get("parse_mode"),
            reply_markup=params.get("reply_markup"),
            sent_at=time.perf_counter(),
            **extra,
        )
        self.sent.append(message)
        self._by_chat.setdefault(chat_id, []).append(message)
        self._message_sent(chat_id)
        return message

    async def _api_sendmessage(self, params: dict[str, Any]) -> dict[str, Any]:
        _check_text(params.get("text"), params.get("parse_mode"))
        _check_markup(params.get("reply_markup"))
        return self._message_json(self._record(int(params["chat_id"]), params["text"], params))

    async def _api_editmessagetext(self, params: dict[str, Any]) -> dict[str, Any]:
        message = self.find_message(int(params["chat_id"]), int(params["message_id"]))
        _check_text(params.get("text"), params.get("parse_mode"))
        _check_markup(params.get("reply_markup"))
        markup = params.get("reply_markup")
        if message.text == params["text"] and message.reply_markup == markup:
            raise BadRequest("message is not modified")
        message.text, message.parse_mode, message.reply_markup = (
            params["text"],
            params.get("parse_mode"),
            markup,
        )
        message.edited = True
        return self._message_json(message)

    async def _api_editmessagereplymarkup(self, params: dict[str, Any]) -> dict[str, Any]:
        message = self.find_message(int(params["chat_id"]), int(params["message_id"]))
        markup = params.get("reply_markup")
        _check_markup(markup)
        if (message.reply_markup or None) == (markup or None):
            raise BadRequest("message is not modified")
        message.reply_markup = markup
        message.edited = True
        return self._message_json(message)

    async def _api_deletemessage(self, params: dict[str, Any]) -> bool:
        self.find_message(int(params["chat_id"]), int(params["message_id"])).deleted = True
        return True

    async def _api_sendchataction(self, params: dict[str, Any]) -> bool:
        return True

    async def _api_answercallbackquery(self, params: dict[str, Any]) -> bool:
        return True

    async def _api_sendphoto(self, params: dict[str, Any]) -> dict[str, Any]:
        photo = params.get("photo")
        if not isinstance(photo, str) or not photo.startswith("attach://"):
            raise BadRequest("this fake accepts uploaded photos only")
        upload = params[photo.removeprefix("attach://")]
        if not upload["content"].startswith(b"\x89PNG") and not upload["content"].startswith(b"\xff\xd8"):
            raise BadRequest("IMAGE_PROCESS_FAILED")
        caption = params.get("caption")
        if caption:
            if len(visible_text(caption, params.get("parse_mode"))) > 1024:
                raise BadRequest("message caption is too long")
        info = [{"file_id": f"PHOTO{len(self.sent)}", "file_unique_id": f"photo{len(self.sent)}",
                 "file_size": len(upload["content"]), "width": 0, "height": 0}]
        message = self._record(int(params["chat_id"]), caption, params, photo=info, file_content=upload["content"])
        return self._message_json(message)

    async def _api_senddocument(self, params: dict[str, Any]) -> dict[str, Any]:
        document = params.get("document")
        if not isinstance(document, str) or not document.startswith("attach://"):
            raise BadRequest("this fake accepts uploaded documents only")
        upload = params[document.removeprefix("attach://")]
        info = {
            "file_id": f"DOC{len(self.sent)}",
            "file_unique_id": f"doc{len(self.sent)}",
            "file_name": upload["filename"],
            "file_size": len(upload["content"]),
        }
        caption = params.get("caption")
        if caption:
            visible_text(caption, params.get("parse_mode"))
        message = self._record(
            int(params["chat_id"]), caption, params, document=info, file_content=upload["content"]
        )
        return self._message_json(message)
