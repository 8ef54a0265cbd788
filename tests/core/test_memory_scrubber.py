"""Personal data never reaches storage: the scrubber on Faker's Chinese and English data."""

from __future__ import annotations

import json

import pytest
from faker import Faker

from core.evals.scrub_bench import EN_UNCUED, run_scrub_bench
from core.memory.scrubber import find_personal_data, is_clean, personal_values, scrub

SEEDS = range(200)


def _zh_case(fake: Faker) -> tuple[str, list[str]]:
    values = {
        "name": fake.name(), "address": fake.address(), "phone": fake.phone_number(), "id": fake.ssn(),
        "plate": fake.license_plate(), "card": fake.credit_card_number(), "email": fake.email(),
        "other": fake.name(),
    }
    text = (f"我叫{values['name']}，住在{values['address']}，电话{values['phone']}，身份证号{values['id']}。"
            f"我的车牌号是{values['plate']}，工资打到银行卡{values['card']}，邮箱{values['email']}。"
            f"被告{values['other']}2010年3月借了我钱不还，刑法第七十二条和民法典第五百七十七条怎么适用？")
    return text, list(values.values())


def _en_case(fake: Faker) -> tuple[str, list[str]]:
    values = {
        "name": fake.name(), "address": fake.address().replace("\n", ", "), "phone": fake.phone_number(),
        "ssn": fake.ssn(), "plate": fake.license_plate(), "card": fake.credit_card_number(), "email": fake.email(),
        "iban": fake.iban(),
    }
    text = (f"My name is {values['name']} and I live at {values['address']}. Call me on {values['phone']}. "
            f"SSN {values['ssn']}, license plate {values['plate']}, card {values['card']}, IBAN {values['iban']}, "
            f"email {values['email']}. What does Article 74 of the Criminal Law say about probation?")
    return text, list(values.values())


@pytest.mark.parametrize("seed", SEEDS)
def test_generated_personal_data_is_removed_in_chinese_and_english(seed: int) -> None:
    for locale, make in (("zh_CN", _zh_case), ("en_US", _en_case)):
        fake = Faker(locale)
        fake.seed_instance(seed)
        text, values = make(fake)
        cleaned = scrub(text)
        for value in values:
            assert value not in cleaned.text, (locale, value, cleaned.text)
        assert is_clean(cleaned.text), (locale, cleaned.text)


def test_legal_guidance_is_left_alone() -> None:
    guidance = [
        "类型：刑法-缓刑适用\n经验：先问清判决日期和是否累犯；检索“缓刑 累犯 刑法第七十四条”有效；引用《中华人民共和国刑法》第七十二条。",
        "向被告住所地人民法院起诉；县级以上人民政府；省、自治区、直辖市；2010年3月1日之前的行为适用旧法。",
        "Type: criminal law - probation\nGuidance: ask for the date of the act first; Article 74 of the Criminal Law bars recidivists.",
    ]
    for text in guidance:
        assert find_personal_data(text) == [], text
        assert scrub(text).text == text


def test_values_found_in_the_transcript_are_removed_from_the_entry_anywhere() -> None:
    transcript = "我叫欧阳娜娜，想问离婚的问题。"
    entry = "经验：欧阳娜娜这类当事人需要先问清婚姻登记日期。"
    assert "欧阳娜娜" in personal_values(transcript)
    assert not is_clean(entry, known=personal_values(transcript))
    cleaned = scrub(entry, known=personal_values(transcript)).text
    assert "欧阳娜娜" not in cleaned and is_clean(cleaned, known=personal_values(transcript))


def test_latin_known_values_match_whole_words_only() -> None:
    assert scrub("Liability of Li under the contract", known=["Li"]).text == "Liability of [REDACTED] under the contract"


def test_memory_scrub_command_reads_stdin() -> None:
    from typer.testing import CliRunner

    from core.memory.cli import memory_app

    result = CliRunner().invoke(memory_app, ["scrub", "--json"], input="我叫王秀英，电话13912345678。\n")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert "王秀英" not in data["text"] and "13912345678" not in data["text"]
    assert data["found"] == {"name": 1, "phone": 1}
    plain = CliRunner().invoke(memory_app, ["scrub"], input="email me: a.b@example.com\n")
    assert plain.output.strip() == "email me: [EMAIL]"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("我借给李娜五万元，她一直没还。", "李娜"),
        ("我和王建国签了合同，现在他违约了。", "王建国"),
        ("张伟的儿子把我家玻璃打碎了。", "张伟"),
        ("房东赵敏不退押金怎么办？", "赵敏"),
        ("我把房子租给了刘洋，他拖欠房租。", "刘洋"),
        ("欧阳娜娜的丈夫欠我钱。", "欧阳娜娜"),
        ("I lent John Smith $500 and he never paid.", "John Smith"),
        ("My landlord Mary Jones kept the deposit.", "Mary Jones"),
        ("Robert Brown's son broke my window.", "Robert Brown"),
        ("I signed a contract with Kevin Miller last year.", "Kevin Miller"),
    ],
)
def test_a_name_inside_a_sentence_is_removed_and_the_rest_kept(text: str, name: str) -> None:
    cleaned = scrub(text).text
    assert name not in cleaned, cleaned
    assert cleaned == text.replace(name, "[NAME]"), "only the name goes, every other word stays"


def test_organisations_and_places_go_but_courts_laws_and_jurisdictions_stay() -> None:
    text = "我在杭州阿里巴巴网络技术有限公司工作，住在西湖区。北京市第一中级人民法院依照中华人民共和国民法典第一千零七十九条判决。"
    cleaned = scrub(text).text
    assert "阿里巴巴" not in cleaned and "西湖区" not in cleaned, cleaned
    assert "北京市第一中级人民法院" in cleaned and "中华人民共和国民法典第一千零七十九条" in cleaned, cleaned
    english = "I work at Acme Widgets LLC and live in Springfield. Can the Supreme People's Court apply the Civil Code?"
    cleaned = scrub(english).text
    assert "Acme" not in cleaned and "Springfield" not in cleaned, cleaned
    assert cleaned.endswith("Can the Supreme People's Court apply the Civil Code?"), cleaned


def test_generated_sentences_in_many_frames_leave_few_values_and_remove_no_legal_word() -> None:
    """300 Faker sentences (seed 7; the bench's default seed 0 was the one looked at while the
    rules were written). Thresholds, from what each rule can do:
    - Chinese persons: LAC tags them in every frame; 0 of 266 were left on seeds 0 and 1, so 2 %
      allows a rare miss and still fails if LAC were not consulted (the old cue rules left 67 %).
    - English persons and companies with a cue word: at most 2 %. The frames with no cue
      (`EN_UNCUED`, "{X} hit my car") are found only as the subject acting on the writer, a rule
      written after those frames were seen: asserted on sentences of their own below.
    - Chinese organisations and places: LAC misses some invented Faker towns: at most 10 %.
    - Over-scrubbed (a frame word, a law, a court or a statute word lost): at most 1 %."""
    result = run_scrub_bench(300, seed=7)
    rows = result["by_language"]

    def rate(language: str, *kinds: str) -> float:
        picked = [rows[language][kind] for kind in kinds]
        return sum(r["left"] for r in picked) / sum(r["values"] for r in picked)

    assert rate("zh", "name") <= 0.02, rows["zh"]
    assert rate("zh", "organisation", "place") <= 0.10, rows["zh"]
    english = rows["en"]["name"]["values"] + rows["en"]["organisation"]["values"]
    cued_left = sum(n for frame, n in result["left_by_frame"].items() if frame.isascii() and frame not in EN_UNCUED)
    assert cued_left / english <= 0.02, result["left_by_frame"]
    assert result["over_scrubbed_rate"] <= 0.01, result["examples"]["over_scrubbed"]


@pytest.mark.parametrize("text, name", [
    ("Maria Lopez sold me a broken car.", "Maria Lopez"),
    ("Tom and Jerry took my bike.", "Jerry"),
    ("Kowalski-Brown owes me 500 dollars.", "Kowalski-Brown"),
    ("Last Monday Peter hit my car.", "Peter"),
    ("I asked twice. Northwind refused to pay me.", "Northwind"),
])
def test_an_english_subject_acting_on_the_writer_is_removed_without_a_cue(text: str, name: str) -> None:
    assert name not in scrub(text).text


@pytest.mark.parametrize("text", ["The Court ordered me to pay.", "Legal Aid helped me a lot.",
                                  "Traffic Police fined me.", "Article 74 applies to me.", "Yesterday my boss shouted at me."])
def test_courts_public_bodies_and_plain_sentences_acting_on_the_writer_stay(text: str) -> None:
    assert scrub(text).text == text


def test_scrub_bench_command_prints_json() -> None:
    from typer.testing import CliRunner

    from core.memory.cli import memory_app

    result = CliRunner().invoke(memory_app, ["scrub", "--bench", "20", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["sentences"] == 20 and set(data["by_language"]) == {"zh", "en"}
