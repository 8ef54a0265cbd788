"""Personal data never reaches storage: the scrubber on Faker's Chinese and English data."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from faker import Faker

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
