"""Complaint drafting in core: nothing invented, interest computed, jurisdiction, the legal basis on
the facts' date through the real retrieval and citation stages, the rubric's strictness."""

from __future__ import annotations

from datetime import date

from core.complaint.casefile import elements_of, load_cases
from core.complaint.checks import placeholders
from core.complaint.docx_out import docx_text
from core.complaint.draft import compose_complaint
from core.evals.draft import evaluate
from core.complaint.intake import Intake

TODAY = date(2026, 11, 29)


def test_every_extracted_value_is_literally_in_the_message() -> None:
    from core.complaint.normalize import normalize
    from core.complaint.reader import read

    message = normalize("被告：宏达贸易有限公司，住所地上海市浦东新区张江路100号，法定代表人周立，总经理，电话021-55556666")
    [(role, _, values, kind)] = read(message).parties
    assert role == "defendant" and kind == "org" and values["representative"] == "周立" and values["title"] == "总经理"
    assert all(value in message for value in values.values())
    # a message without values stores nothing: no default name, date or amount appears
    state, _ = Intake(TODAY).start()
    step = Intake(TODAY).handle(state, "你好，我想起诉")
    assert "没有找到" in step.text and state.elements.parties() == []


def test_interest_is_computed_and_shown_and_the_complaint_is_checked(tmp_path) -> None:
    elements, _ = elements_of(load_cases()[0])
    composed = __import__("asyncio").run(compose_complaint(elements, None, TODAY))
    assert composed.ready and all(v.passed for v in composed.verdicts)
    assert "801天，利息13167.12元" in composed.complaint and "合计113167.12元" in composed.complaint
    text = docx_text(composed.documents[0][1])
    assert "北京市海淀区人民法院" in text and "13167.12元" in text


def test_a_withheld_field_is_marked_and_its_cost_told() -> None:
    case = load_cases()[9]
    elements, _ = elements_of(case)
    composed = __import__("asyncio").run(compose_complaint(elements, None, TODAY))
    assert composed.ready and "〔联系方式未提供〕" in composed.complaint and "法院无法及时联系" in composed.text
    assert not placeholders(composed.complaint)


def test_placeholders_are_caught() -> None:
    for text in ("XXX", "住所：……", "（待补充）", "19XX年出生", "张某某"):
        assert placeholders(text), text


async def test_legal_basis_is_the_law_of_the_facts_date_and_verified(retriever) -> None:
    cases = {case["id"]: case for case in load_cases()}
    before, _ = elements_of(cases["inheritance-2019-two-defendants"])
    old = await compose_complaint(before, retriever, TODAY)
    assert old.ready and "《中华人民共和国继承法》第十条" in old.complaint and "民法典" not in old.complaint
    after = dict(cases["inheritance-2019-two-defendants"], facts=cases["inheritance-2019-two-defendants"]["facts"].replace("2019年", "2022年"),
                 date="2023年1月1日")
    new = await compose_complaint(elements_of(after)[0], retriever, TODAY)
    assert new.ready and "《中华人民共和国民法典》第一千一百二十七条" in new.complaint and "继承法" not in new.complaint
    loan, _ = elements_of(cases["loan-2015-before-code"])
    honest = await compose_complaint(loan, retriever, TODAY)
    assert honest.ready and any("未收录《中华人民共和国合同法》" in n for n in honest.notices)
    assert "合同法》第" not in honest.complaint


async def test_a_triple_award_rests_on_the_consumer_fraud_article(retriever) -> None:
    """A claim of three times the price cites 消费者权益保护法 第五十五条, which gives it, beside the contract's articles."""
    from tests.core.test_complaint_intake import MATTRESS

    intake = Intake(TODAY)
    state, _ = intake.start()
    for message in (MATTRESS, "今天", "确认"):
        intake.handle(state, message)
    composed = await compose_complaint(state.elements, retriever, TODAY)
    assert composed.ready and "《中华人民共和国消费者权益保护法》第五十五条" in composed.complaint


async def test_eval_over_the_dev_cases_ships_no_placeholder_and_invents_nothing() -> None:
    result = await evaluate(load_cases(), None, TODAY)
    assert result["cases"] >= 10 and result["placeholders_shipped"] == 0 and result["invented_data"] == 0
    assert result["mean_score"] == 1.0 and max(r["turns"] for r in result["per_case"]) <= 20


def _natural() -> list[dict]:
    from core.evals.draft import NATURAL_CASES

    return load_cases(NATURAL_CASES)


async def test_the_natural_transcripts_are_many_styles_and_some_are_held_out() -> None:
    cases = _natural()
    assert len(cases) >= 20 and sum(1 for c in cases if c.get("held_out")) >= 5
    assert all(c["messages"] and c["expected"] for c in cases)


async def test_the_scorer_catches_swapped_roles_a_wrong_court_and_invented_values() -> None:
    from core.evals.draft import run_case, score_complaint

    case = next(c for c in _natural() if c["id"] == "n01-loan-one-paste")
    drafted = await run_case(case, None, TODAY)
    assert drafted["score"] == 1.0, drafted
    complaint = drafted["complaint"]
    lines = complaint.splitlines()
    p, d = next(i for i, ln in enumerate(lines) if ln.startswith("原告：")), next(i for i, ln in enumerate(lines) if ln.startswith("被告："))
    lines[p], lines[d] = "原告：" + lines[d][3:], "被告：" + lines[p][3:]
    swapped = score_complaint(case, "\n".join(lines), drafted["dispute"], [])
    assert swapped["roles_swapped"] and swapped["score"] < drafted["score"]
    elsewhere = score_complaint(case, complaint.replace("杭州市拱墅区人民法院", "杭州市人民法院"), drafted["dispute"], [])
    assert elsewhere["wrong_court"] and elsewhere["score"] < 1.0
    assert "到期后" in complaint
    made_up = complaint.replace("到期后", "到期后原告在杭州市滨江区江南大道3号催要，").replace("被告李华", "被告李华及王建军", 1)
    invented = score_complaint(case, made_up, drafted["dispute"], [])
    assert invented["score"] == 0.0 and "王建军" in invented["invented"] and any("滨江" in v for v in invented["invented"])


async def test_the_natural_transcripts_put_nothing_in_the_wrong_place() -> None:
    result = await evaluate(_natural(), None, TODAY)
    assert result["misplaced_fields"] == 0 and result["roles_swapped"] == 0
    assert result["invented_data"] == 0 and result["placeholders_shipped"] == 0 and result["wrong_court"] == 0
    assert result["developed_on"]["mean_score"] >= 0.9 and max(r["turns"] for r in result["per_case"]) <= 20


def test_only_the_rephrase_and_the_proposal_reach_a_model_so_model_calls_count_them_alone() -> None:
    """`model_calls` in `tempolex eval draft` counts the facts' rephrase calls and the parties' proposal
    calls: no other drafting module can reach a model (desk.py and draft.py pass the model they are
    given on, and import only its type; cli.py opens one only for `--rephrase model` or `--propose model`)."""
    import ast
    from pathlib import Path

    import core.complaint

    folder = Path(core.complaint.__file__).parent
    reaching = set()
    for path in folder.glob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        modules = {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        modules |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        if [m for m in modules if any(word in m for word in ("chat_model", "local_model", "llama", "agent", "openai"))]:
            reaching.add(path.name)
    assert reaching == {"rephrase.py", "propose.py", "draft.py", "desk.py", "cli.py"}  # cli.py: `eval draft --… model`
    for name in ("draft.py", "desk.py"):
        source = (folder / name).read_text("utf-8")
        assert "from core.chat_model import ChatModel\n" in source and ".complete(" not in source


async def test_a_tenants_deposit_rests_on_performance_and_breach_not_on_the_rent_articles(retriever) -> None:
    """D24's complaint for a withheld deposit cited 民法典 第七百二十一、七百二十二条, the landlord's remedies for unpaid rent."""
    from tests.core.test_complaint_intake import TENANT_STORY

    intake = Intake(TODAY)
    state, _ = intake.start()
    for message in (TENANT_STORY, "男", "不知道", "不清楚", "不知道他住哪", "今天", "从2025年3月1日起按LPR算", "确认"):
        intake.handle(state, message)
    composed = await compose_complaint(state.elements, retriever, TODAY)
    assert composed.ready and "第五百七十七条" in composed.complaint
    assert "第七百二十二条" not in composed.complaint and "第七百二十一条" not in composed.complaint


def test_a_double_deposit_rests_on_the_deposit_rule_not_on_a_sales_articles() -> None:
    """D37 cited 民法典 第五百九十五、六百二十六条 (what a sale is, the buyer paying) beside the deposit rule."""
    from core.complaint.basis import provisions
    from tests.core.test_complaint_intake import D37

    intake = Intake(TODAY)
    state, _ = intake.start()
    for message in (D37, "不知道", "今天"):
        intake.handle(state, message)
    new, old = provisions(state.elements)
    assert ("中华人民共和国民法典", 587) in new and ("中华人民共和国民法典", 595) not in new and ("中华人民共和国民法典", 626) not in new
    assert ("中华人民共和国合同法", 115) in old  # the deposit rule before 2021


def test_a_complaint_date_that_is_no_real_day_gives_ages_from_the_last_message() -> None:
    """"2026年2月30日" raised ValueError where a party's age was reckoned; the last message's day stands in."""
    from core.complaint.elements import Elements

    elements = Elements(date="2026年2月30日", received=["2026-11-29"])
    assert elements.reference_day() == date(2026, 11, 29)
