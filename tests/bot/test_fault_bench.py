"""The fault bench's own counting: a lost message must be reported, a refused one reported as
refused (never subtracted from the lost), and tokens matched exactly. The counting runs on
recorded deliveries, so these tests take milliseconds; the refusal parser is checked against the
log lines the real flood guard writes."""

from __future__ import annotations

import logging

import pytest

from bot.bench.faults import refused_updates, tally
from core.store import Store
from tests.bot.conftest import USER_ID, lawyer_model, start_bot
from tests.fakes.telegram_server import FakeTelegramServer


def flood_of(user: int, count: int) -> dict[str, int]:
    return {f"t{user}x{i}": user for i in range(count)}


def test_a_message_missing_from_every_turn_is_lost_and_named() -> None:
    sent = {"t1x0": 1, "t2x0": 2, "t3x0": 3}
    turns = [(1, "2015年 t1x0"), (3, "2015年 t3x0")]
    counted = tally(sent, turns, {1: 1, 2: 0, 3: 1}, refused=set())
    assert counted.lost == 1 and counted.lost_tokens == ["t2x0"]
    assert counted.duplicated == 0 and counted.refused == 0


def test_a_token_that_is_a_prefix_of_another_is_not_found_inside_it() -> None:
    """t30000x1 is a substring of t30000x10: only the exact token counts."""
    sent = {"t30000x1": 30000, "t30000x10": 30000}
    turns = [(30000, "t30000x10")]
    counted = tally(sent, turns, {30000: 1}, refused=set())
    assert counted.lost_tokens == ["t30000x1"] and counted.lost == 1


def test_joined_messages_share_one_turn_without_loss_or_duplicate() -> None:
    sent = flood_of(7, 4)
    turns = [(7, "2015年 t7x0\nt7x1\nt7x2\nt7x3")]
    counted = tally(sent, turns, {7: 1}, refused=set())
    assert (counted.lost, counted.duplicated) == (0, 0)


def test_refusals_are_reported_as_refused_and_never_hide_a_lost_message() -> None:
    """The old bench subtracted a fixed 10 refusals from the lost count: ten refused messages and
    one message silently dropped then read as 0 lost. Now refused are only those the bot named."""
    sent = flood_of(30000, 40)
    refused = {f"t30000x{i}" for i in range(30, 40)}
    answered = [f"t30000x{i}" for i in range(30) if i != 17]  # x17 injected as lost
    turns = [(30000, token) for token in answered]
    counted = tally(sent, turns, {30000: len(turns)}, refused)
    assert counted.refused == 10
    assert counted.lost == 1 and counted.lost_tokens == ["t30000x17"]


def test_a_message_not_named_as_refused_is_lost_even_when_a_refusal_was_expected() -> None:
    sent = flood_of(30000, 40)
    turns = [(30000, f"t30000x{i}") for i in range(30)]
    counted = tally(sent, turns, {30000: 30}, refused={f"t30000x{i}" for i in range(31, 40)})
    assert counted.refused == 9 and counted.lost_tokens == ["t30000x30"]


def test_a_turn_without_its_answer_is_lost_and_an_extra_answer_duplicated() -> None:
    sent = {"t1x0": 1, "t2x0": 2}
    turns = [(1, "t1x0"), (2, "t2x0")]
    assert tally(sent, turns, {1: 0, 2: 1}, refused=set()).lost == 1
    assert tally(sent, turns, {1: 2, 2: 1}, refused=set()).duplicated == 1


def test_a_message_answered_in_two_turns_is_duplicated() -> None:
    sent = {"t1x0": 1}
    turns = [(1, "t1x0"), (1, "again t1x0")]
    assert tally(sent, turns, {1: 2}, refused=set()).duplicated == 1


def test_a_refused_message_that_was_also_answered_is_flagged() -> None:
    sent = {"t1x0": 1}
    counted = tally(sent, [(1, "t1x0")], {1: 1}, refused={"t1x0"})
    assert counted.refused_but_answered == ["t1x0"]


async def test_the_refusal_parser_reads_the_flood_guards_own_log_lines(
    server: FakeTelegramServer, store: Store, make_service, caplog: pytest.LogCaptureFixture
) -> None:
    """The bench learns which messages were refused from the bot's log: check the parser against
    the lines the real flood guard writes, not a copy of its format."""
    caplog.set_level(logging.WARNING, logger="bot.middlewares.flood")
    running = await start_bot(
        server, store, make_service(store, lawyer_model(latency_s=0.2)), join_window_s=0.2, flood_per_minute=3
    )
    try:
        ids = [server.push_message(USER_ID, f"2013年累犯能缓刑吗 第{n}句") for n in range(6)]
        await server.wait_for_messages(USER_ID, 2, timeout=15)
        await running.settle(0.8)
    finally:
        await running.stop()
    log_text = "\n".join(record.getMessage() for record in caplog.records)
    assert refused_updates(log_text) == set(ids[3:])
