"""Rendering and splitting: escaped, balanced, under the limit, citations whole."""

from __future__ import annotations

import re

import pytest

from bot.rendering import TELEGRAM_LIMIT, render_diff, render_reply, split_html, telegram_length
from core.contract import Citation, TurnReply
from tests.fakes.telegram_server import BadRequest, visible_text

CITATION = Citation("中华人民共和国刑法", 74, 0, "第七十四条", "2011-02-25修正", "2011-05-01", None)


def sources_text(citations: list[Citation], language: str) -> str:
    """A closing sources block shaped like the agent's, one line per citation (repeats kept, to
    make a long one)."""
    lines = [f"• 《{c.law}》{c.label}（{c.version}，有效期 {c.valid_from}至{c.valid_to or '今'}）" for c in citations]
    return "\n".join(["依据（案件日期有效的版本）：", *lines])


def assert_valid(chunks: list[str], limit: int = TELEGRAM_LIMIT) -> None:
    for chunk in chunks:
        assert telegram_length(chunk) <= limit
        visible_text(chunk, "HTML")  # raises BadRequest like Telegram would
        assert chunk.strip()


def test_reply_text_is_escaped() -> None:
    reply = TurnReply(text='<script>alert("x")</script> & 1 < 2', turn_id=1)
    rendered = render_reply(reply, "en")
    assert "<script>" not in rendered
    assert_valid([rendered])
    assert "&lt;script&gt;" in rendered and "&amp; 1 &lt; 2" in rendered


def test_agent_text_is_shown_once_with_the_date_hint_and_nothing_added() -> None:
    text = "答。\n\n" + sources_text([CITATION, CITATION], "zh")
    reply = TurnReply(text=text, turn_id=1, citations=[CITATION, CITATION], degraded=True, asked_for_date=True)
    rendered = render_reply(reply, "zh")
    assert rendered.count("依据") == 1  # the agent's sources block, not a second one from the bot
    assert rendered.count("• ") == 2 and "2010年3月" in rendered
    assert_valid([rendered])


def test_short_text_is_one_chunk() -> None:
    assert split_html("<b>hi</b> there") == ["<b>hi</b> there"]


def test_long_reply_splits_at_paragraphs_and_keeps_citations_whole() -> None:
    paragraph = "用人单位应当按照劳动合同约定和国家规定，向劳动者及时足额支付劳动报酬 <注>。" * 20
    sources = sources_text([CITATION] * 40, "zh")
    reply = TurnReply(text="\n\n".join([paragraph] * 12) + "\n\n" + sources, turn_id=1, citations=[CITATION] * 40)
    rendered = render_reply(reply, "zh")
    chunks = split_html(rendered)
    assert len(chunks) > 2
    assert_valid(chunks)
    citation_line = sources.splitlines()[1]
    assert sum(chunk.count(citation_line) for chunk in chunks) == 40
    # Nothing lost or added apart from whitespace at the cuts.
    assert re.sub(r"\s+", "", "".join(chunks)) == re.sub(r"\s+", "", rendered)


def test_tags_spanning_a_cut_are_closed_and_reopened() -> None:
    text = "<b>" + "\n".join(f"line {i} " + "x" * 50 for i in range(200)) + "</b>"
    chunks = split_html(text, limit=1000)
    assert len(chunks) > 5
    assert_valid(chunks, limit=1000)
    assert all(chunk.startswith("<b>") and chunk.endswith("</b>") for chunk in chunks)


def test_nested_tags_with_attributes_are_reopened_intact() -> None:
    text = '<a href="https://example.org/?a=1&amp;b=2"><i>' + "word " * 500 + "</i></a>"
    chunks = split_html(text, limit=300)
    assert_valid(chunks, limit=300)
    assert all(chunk.startswith('<a href="https://example.org/?a=1&amp;b=2"><i>') for chunk in chunks)
    assert all(chunk.endswith("</i></a>") for chunk in chunks)


def test_a_line_without_breaks_is_cut_between_characters_not_inside_entities() -> None:
    text = ("法" * 50 + "&amp;") * 200
    chunks = split_html(text, limit=500)
    assert_valid(chunks, limit=500)
    assert "".join(chunks) == text


def test_words_are_kept_whole_when_possible() -> None:
    text = " ".join(f"word{i}" for i in range(2000))
    chunks = split_html(text, limit=400)
    assert_valid(chunks, limit=400)
    words = [word for chunk in chunks for word in chunk.split()]
    assert words == text.split()


def test_emoji_count_as_two_units() -> None:
    text = "👍" * 3000
    chunks = split_html(text)
    assert len(chunks) == 2
    assert all(telegram_length(chunk) <= TELEGRAM_LIMIT for chunk in chunks)


def test_blank_input_gives_no_messages() -> None:
    assert split_html("") == []
    assert split_html("\n\n  \n") == []


@pytest.mark.parametrize("bad", ["<b>open", "a < b", "<div>x</div>", "&nbsp;"])
def test_the_fake_checker_refuses_what_telegram_refuses(bad: str) -> None:
    with pytest.raises(BadRequest):
        visible_text(bad, "HTML")


def test_history_diff_marks_become_strike_and_underline_and_the_rest_is_escaped() -> None:
    html = render_diff("对于累犯{+和<首要分子>+}，[-不-]适用 & 缓刑。")
    assert html == "对于累犯<u>和&lt;首要分子&gt;</u>，<s>不</s>适用 &amp; 缓刑。"
    assert visible_text(html, "HTML") == "对于累犯和x首要分子x，不适用 x 缓刑。"  # the fake shows an entity as x


def test_a_long_history_splits_into_valid_messages_with_the_marks_kept_balanced() -> None:
    versions = "\n\n".join(f"{i} 变化：" + "走私武器、弹药" * 30 + "{+" + "新增的词语\n" * 40 + "+}" for i in range(12))
    chunks = split_html(render_diff(versions))
    assert len(chunks) > 1
    assert_valid(chunks)
    assert sum(chunk.count("新增的词语") for chunk in chunks) == 12 * 40
