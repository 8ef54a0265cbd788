"""The facts reworded by the model (core/complaint/rephrase.py): its text is kept only when it invents
and drops nothing, else the phrase table's wording is used, and the path taken is said.

The scripted model returns planted texts; each test writes out by hand which value must be
rejected, so the expectations do not come from the code under test.
"""

from __future__ import annotations

import asyncio
import dataclasses
from datetime import date

import pytest

from core.chat_model import ModelUnavailable
from core.complaint.draft import compose_complaint
from core.complaint.elements import Claim, Elements, EvidenceItem, Party
from core.complaint.formal import facts_paragraphs
from core.complaint.provenance import unfaithful
from core.complaint.normalize import normalize
from core.complaint.rephrase import rephrase_facts
from tests.fakes.scripted_model import ScriptedModel

TODAY = date(2026, 11, 29)
STORY = ("2023年3月15日她找我借了8万块，说做生意周转，打了借条，约定年利率6%，一年后还。我当天从工商银行转给她的。"
         "到期后一直拖着，微信上催了好多次都说没钱，现在直接不回消息了。")
FAITHFUL = ("2023年3月15日，被告李华向原告借款8万元，称用于生意周转，并出具借条，约定年利率6%，借期一年。原告当日通过工商银行"
            "向被告转账。借款到期后，被告一直拖延，原告通过微信多次催要，被告均称无钱归还，现已不再回复原告的消息。")
ENGLISH = "On 2023-04-01 I lent him 60000 yuan by bank transfer; he promised to repay by 2023-10-01 but has paid nothing."
TRANSLATED = "2023年4月1日，原告通过银行转账出借被告马超60000元，被告承诺于2023年10月1日前归还，但至今分文未还。"


def loan(facts: str = STORY, plaintiff: str = "张明", defendant: str = "李华") -> Elements:
    """A complete loan case (every field the rubric needs), the facts as the intake keeps them."""
    facts = normalize(facts)
    return Elements(
        plaintiffs=[Party("plaintiff", name=plaintiff, gender="男", birth="1985年3月4日", ethnicity="汉族",
                          address="杭州市西湖区文三路90号", phone="13800138000")],
        defendants=[Party("defendant", name=defendant, gender="女", birth="1990年5月6日", ethnicity="汉族",
                          address="杭州市拱墅区湖墅南路88号", phone="13900139000")],
        claims=[Claim("判令被告归还借款本金8万元", "8万元", label="借款本金", kind="money", verb="归还"),
                Claim("诉讼费由被告承担", kind="costs")],
        facts=facts, evidence=[EvidenceItem("借条")], court="杭州市拱墅区人民法院", court_confirmed=True,
        date="2024年5月10日", dispute="民间借贷纠纷",
        said=[facts, plaintiff, defendant, "男", "女", "1985年3月4日", "1990年5月6日", "汉族", "杭州市西湖区文三路90号",
              "13800138000", "杭州市拱墅区湖墅南路88号", "13900139000", "判令被告归还借款本金8万元", "借条",
              "杭州市拱墅区人民法院", "2024年5月10日"],
    )


def run(coro):
    return asyncio.run(coro)


# --- the check, on texts written here -------------------------------------------------------------

def test_a_faithful_rewording_has_nothing_to_object_to() -> None:
    assert unfaithful(FAITHFUL, STORY, ["张明", "李华"]) == []


@pytest.mark.parametrize(("planted", "rejected"), [
    (FAITHFUL.replace("被告李华", "被告王五"), "invented 王五"),        # a name nobody gave
    (FAITHFUL.replace("8万元", "9万元"), "invented 9万元"),             # a sum changed
    (FAITHFUL.replace("2023年3月15日", "2023年3月16日"), "invented 2023年3月16日"),  # a date changed
    (FAITHFUL.replace("借期一年", "借期两年"), "invented 2年"),          # a count in words changed
    (FAITHFUL.replace("工商银行", "中国银行"), "invented 中国银行"),      # another bank
    (FAITHFUL.replace("被告李华", "住在杭州市余杭区的被告李华"), "invented 余杭区"),  # a place added
    (FAITHFUL.replace("2023年3月15日，", ""), "dropped 2023-03-15"),   # the loan's date lost
    (FAITHFUL.replace("借款8万元", "借款"), "dropped 80000"),          # the sum lost
])
def test_a_planted_value_is_named(planted: str, rejected: str) -> None:
    assert rejected in unfaithful(planted, STORY, ["张明", "李华"])


def test_a_loan_turned_round_is_named() -> None:
    """The 1.5B model wrote "原告王建国向被告刘强借款5万元" for the table's "原告借给被告5万元"."""
    from core.complaint.provenance import reversed_flows

    table = "2022年6月1日原告借给被告5万元，约定半年还，至今分文未还。"
    assert reversed_flows("2022年6月1日，原告王建国向被告刘强借款5万元，约定半年内还清。", table) == ["reversed lend 被告→原告"]
    assert reversed_flows("2022年6月1日，原告王建国向被告刘强出借5万元，约定半年内归还。", table) == []
    assert reversed_flows("原告向被告借款8万元。", "被告向原告借款8万元。") == ["reversed lend 被告→原告"]
    assert reversed_flows("被告通过微信向原告转账2万元。", "原告微信转给被告2万元。") == ["reversed pay 被告→原告"]
    assert reversed_flows("原告向被告马超出借60000元。", "On 2023年4月1日 I lent him 60000元.") == []
    assert reversed_flows("被告马超向原告借款60000元。", "On 2023年4月1日 I lent him 60000元.") == []
    assert reversed_flows("原告向被告马超借款60000元。", "On 2023年4月1日 I lent him 60000元.") == ["reversed lend 被告→原告"]


def test_english_facts_translated_keep_their_numbers_and_dates() -> None:
    source = normalize(ENGLISH)  # the intake keeps the facts normalised (ISO dates as 年月日, 60000元)
    assert unfaithful(TRANSLATED, source, ["林小雨", "马超"]) == []
    assert "invented 2023年10月2日" in unfaithful(TRANSLATED.replace("10月1日", "10月2日"), source, ["林小雨", "马超"])
    assert "dropped 60000" in unfaithful(TRANSLATED.replace("60000元", "款项"), source, ["林小雨", "马超"])
    # a name written in pinyin stays as the user wrote it
    pinyin = "On March 1, 2024 Ma Chao borrowed 5000 yuan from me."
    assert unfaithful("2024年3月1日，被告Ma Chao向原告借款5000元。", pinyin, []) == []
    assert "invented zhao" in unfaithful("2024年3月1日，被告Ma Zhao向原告借款5000元。", pinyin, [])


# --- the rephrase: model path, fallbacks -----------------------------------------------------------

def test_a_faithful_rephrase_is_used_and_said_so() -> None:
    model = ScriptedModel(FAITHFUL)
    result = run(rephrase_facts(loan(), model))
    assert result.path == "model" and result.paragraphs == [FAITHFUL] and result.reason == ""
    prompt = model.calls[0].last_user_text
    assert STORY not in prompt and "被告" in prompt and "张明" in prompt  # the table's wording, the parties by name


def test_a_planted_name_number_or_date_falls_back_to_the_table() -> None:
    elements = loan()
    table = facts_paragraphs(elements)
    for planted, rejected in ((FAITHFUL.replace("被告李华", "被告王五"), "invented 王五"),
                              (FAITHFUL.replace("8万元", "18万元"), "invented 18万元"),
                              (FAITHFUL.replace("2023年3月15日", "2023年5月15日"), "invented 2023年5月15日"),
                              (FAITHFUL.replace("被告李华向原告借款", "原告向被告李华借款"), "reversed lend 被告→原告")):
        result = run(rephrase_facts(elements, ScriptedModel(planted)))
        assert result.path == "table" and result.paragraphs == table, planted
        assert result.reason.startswith("rejected") and rejected in result.reason
        assert result.model_text.endswith(planted)  # what the model wrote is kept for the record


def test_a_dead_or_slow_model_falls_back_to_the_table() -> None:
    elements = loan()
    dead = ScriptedModel()
    dead.down = True
    result = run(rephrase_facts(elements, dead))
    assert result.path == "table" and result.reason.startswith("model unavailable")
    assert result.paragraphs == facts_paragraphs(elements)
    failing = run(rephrase_facts(elements, ScriptedModel(ModelUnavailable("503"))))
    assert failing.path == "table" and "503" in failing.reason
    slow = run(rephrase_facts(elements, ScriptedModel(FAITHFUL, latency_s=0.5), timeout_s=0.05))
    assert slow.path == "table" and slow.reason == "no answer within 0.05 s"
    off = run(rephrase_facts(elements, None))
    assert off.path == "table" and off.reason == "off"


def test_a_judgments_caption_or_a_new_kind_of_dealing_is_not_used() -> None:
    """The 1.5B model opened with a caption and a trial nobody stated, and called a renovation fee 借款."""
    caption = "原告张明诉被告李华民间借贷纠纷一案，本院受理后，依法进行了审理。" + FAITHFUL
    reason = run(rephrase_facts(loan(), ScriptedModel(caption))).reason
    assert "framing 本院" in reason and "framing 一案" in reason and "framing 审理" in reason
    fee = "2025年3月10日双方签订装修合同，工程总价186000元，被告仅支付了120000元，余款66000元至今未付。"
    reworded = "2025年3月10日，双方签订装修合同，工程总价186000元。被告仅支付120000元，尚欠借款66000元至今未付。"
    assert "dealing 借" in run(rephrase_facts(loan(fee), ScriptedModel(reworded))).reason
    sale = "2023年9月5日被告孙涛从原告店里买了一批茶叶，货款20000元，说月底付，后来一直没付。"
    turned = "2023年9月5日，原告从被告孙涛处购买了一批茶叶，货款20000元，约定月底支付，后一直未支付。"
    assert "reversed sell 被告→原告" in run(rephrase_facts(loan(sale, defendant="孙涛"), ScriptedModel(turned))).reason


def test_the_answer_starts_at_the_storys_date_and_ends_before_a_claim() -> None:
    model = ScriptedModel(FAITHFUL.removeprefix("2023年3月15日，") + "\n\n综上所述，原告请求法院判决被告归还借款8万元。")
    result = run(rephrase_facts(loan(), model))
    assert model.calls[0].begun == "2023年3月15日，" and result.path == "model" and result.paragraphs == [FAITHFUL]


def test_english_left_in_or_a_shortened_story_is_not_used() -> None:
    half = FAITHFUL[: len(FAITHFUL) // 3]
    assert run(rephrase_facts(loan(), ScriptedModel(FAITHFUL + "He never paid."))).reason.find("English left") > 0
    assert "shorter than" in run(rephrase_facts(loan(), ScriptedModel(half))).reason


def test_english_facts_are_translated_when_faithful() -> None:
    elements = loan(normalize(ENGLISH), "林小雨", "马超")
    model = ScriptedModel("改写：" + TRANSLATED)
    result = run(rephrase_facts(elements, model))
    assert result.path == "model" and result.paragraphs == [TRANSLATED]
    assert "译成中文" in model.calls[0].last_user_text


# --- in the complaint ----------------------------------------------------------------------------

def test_the_complaint_carries_the_checked_wording_or_the_tables() -> None:
    composed = run(compose_complaint(loan(), None, TODAY, model=ScriptedModel(FAITHFUL)))
    assert composed.ready and FAITHFUL in composed.complaint and composed.rephrased.path == "model"
    planted = FAITHFUL.replace("被告李华", "被告王五")
    composed = run(compose_complaint(loan(), None, TODAY, model=ScriptedModel(planted)))
    assert composed.ready and "王五" not in composed.complaint and composed.rephrased.path == "table"
    assert all(v.passed for v in composed.verdicts)
    dead = ScriptedModel()
    dead.down = True
    composed = run(compose_complaint(loan(), None, TODAY, model=dead))
    assert composed.ready and composed.rephrased.path == "table"
    assert composed.complaint == run(compose_complaint(loan(), None, TODAY)).complaint  # exactly today's wording


@pytest.mark.real_model
def test_the_local_model_rewords_one_story_or_the_table_stands() -> None:
    """One short call to the prepared model: whichever path it takes, nothing invented ships."""
    from core.chat_model import build_chat_model
    from core.model_files import model_path
    from index.common.settings import cache_dir, load_settings

    if not model_path(cache_dir()).is_file():
        pytest.fail("the local chat model is not prepared: run `tempolex models prepare` (make test does)")
    model = build_chat_model(dataclasses.replace(load_settings().llm, timeout_s=600, retries=0))
    elements = loan("2023年3月15日她找我借了8万块，打了借条，到现在一分钱没还。")
    composed = run(compose_complaint(elements, None, TODAY, model=model, rephrase_timeout_s=600))
    assert composed.ready and composed.rephrased is not None and composed.rephrased.model_text
    facts = "".join(composed.sections.facts)
    assert "2023年3月15日" in facts and ("8万元" in facts or "80000元" in facts) and "我" not in facts
    assert composed.rephrased.path == "table" or unfaithful(facts, elements.facts, ["张明", "李华"]) == []


def test_the_desk_passes_its_model_on_only_when_the_setting_says_model() -> None:
    from core.complaint.desk import ComplaintDesk
    from index.common.settings import ComplaintSettings

    model = ScriptedModel(FAITHFUL)
    assert ComplaintDesk(None, None, model=model).rephraser is None  # the default: the phrase table
    assert ComplaintDesk(None, None, model=model, settings=ComplaintSettings(rephrase="model")).rephraser is model
