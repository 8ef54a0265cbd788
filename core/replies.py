"""The agent's fixed sentences in Chinese and English (questions, notices, refusals).

Fixed wording matters where honesty does: "not covered", "the model is unavailable", "this
citation could not be verified" are said by code, the same way every time.
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "ask_date": {
        "zh": "为了按当时有效的法律回答，请告诉我事情发生的时间（例如：2010年3月，或 2010）。如果想按现行法律回答，请回复“现行法律”。",
        "en": "To answer with the law in force at the time, when did this happen? (e.g. \"March 2010\" or \"2010\"). Reply \"current law\" to get today's law.",
    },
    "ask_month": {
        "zh": "{year}年内相关法条有修改：{changes}。请告诉我具体月份（例如：{year}年3月）；如果记不清，回复“不记得”，我会把两个版本都说明。",
        "en": "The relevant provisions changed during {year}: {changes}. Which month did it happen (e.g. \"March {year}\")? If you are not sure, reply \"not sure\" and I will explain both versions.",
    },
    "change_item": {"zh": "{label}自{date}起修改", "en": "{label} changed on {date}"},
    "bad_date": {
        "zh": "这个日期似乎有问题：{problems}。请重新告诉我事情发生的时间（例如：2010年3月）。",
        "en": "That date does not look right: {problems}. When did it happen? (e.g. \"March 2010\")",
    },
    "date_set": {
        "zh": "好的，案件日期设为 {date}。请描述您的问题。",
        "en": "Got it: the case date is {date}. Please describe your question.",
    },
    "date_unreadable": {
        "zh": "没能识别日期。请用类似“2010年3月”“2010-03-15”或“2010”的写法。",
        "en": "I could not read a date there. Please write it like \"March 2010\", \"2010-03-15\" or \"2010\".",
    },
    "empty": {"zh": "请用文字描述您的法律问题。", "en": "Please describe your legal question in text."},
    "too_long": {
        "zh": "消息太长了（{length} 字，上限 {limit} 字）。请精简后分几条发送，先说明最关键的事实和问题。",
        "en": "That message is too long ({length} characters; the limit is {limit}). Please shorten it and send the key facts and question first.",
    },
    "header": {
        "zh": "案件日期：{date}（依据当时有效的法律版本）",
        "en": "Case date: {date} (answered with the law in force then)",
    },
    "header_both": {
        "zh": "案件日期：{date}（期间法条有修改，两个版本均列出）",
        "en": "Case date: {date} (the provisions changed in this period; both versions are shown)",
    },
    "not_covered_law": {
        "zh": "本系统的法规库不包含《{law}》，无法就该法律给出有依据的回答。",
        "en": "The statute corpus does not include {law}, so I cannot give a grounded answer about it.",
    },
    "not_covered_period": {
        "zh": "法规库中{what}在案件日期（{date}）没有有效版本；库中收录的有效期为：{windows}。我不会用其他时期的版本代替。",
        "en": "The corpus holds no version of {what} in force on the case date ({date}); it covers: {windows}. I will not substitute a version from another period.",
    },
    "not_governed": {
        "zh": "这个问题适用的是{laws}。法规库没有收录这些法律在案件日期（{date}）有效的版本{held}，所以我不能给出有依据的回答，也不会用不相关的法条代替。建议查阅当时有效的法律文本或咨询执业律师。",
        "en": "This question is governed by {laws}. The library holds no version of them in force on the case date ({date}){held}, so I cannot give a grounded answer, and I will not substitute unrelated provisions. Please consult the law as it stood then, or a practising lawyer.",
    },
    "not_covered_nothing": {
        "zh": "法规库中没有在案件日期（{date}）有效的相关法律，无法给出有依据的回答。",
        "en": "The corpus has no relevant law in force on the case date ({date}), so I cannot give a grounded answer.",
    },
    "comparison": {
        "zh": "从旧兼从轻（《中华人民共和国刑法》第十二条）：适用行为时的法律，但现行法律不认为是犯罪或者处刑较轻的，适用现行法律。以下条文在行为后有修改：",
        "en": "Old law unless the new is lighter (Criminal Law Article 12): the law at the time of the act applies, unless the current law does not treat the act as a crime or punishes it more lightly. These provisions changed after the act:",
    },
    "comparison_item": {
        "zh": "• {label}\n  行为时（{old_version}，{old_window}）：“{old_text}”\n  现行（{new_version}，{new_window}）：“{new_text}”",
        "en": "• {label}\n  at the time of the act ({old_version}, {old_window}): \"{old_text}\"\n  today ({new_version}, {new_window}): \"{new_text}\"",
    },
    "removed": {
        "zh": "说明：回答中有 {count} 处法条引用无法在案件日期有效的法规中核实，已删除：{items}。",
        "en": "Note: {count} citation(s) could not be verified against the law in force on the case date and were removed: {items}.",
    },
    "dropped_later": {
        "zh": "说明：回答中有表述使用了案件日期之后才生效的条文文字，已删除；案件日期适用的文字见下文。",
        "en": "Note: a statement quoting wording that took effect only after the case date was removed; the wording that applied is shown below.",
    },
    "degraded": {
        "zh": "抱歉，语言模型暂时不可用，无法生成完整分析。以下是在案件日期（{date}）有效的相关法条，供您参考：",
        "en": "Sorry, the language model is unavailable right now, so I cannot write a full analysis. These provisions were in force on the case date ({date}):",
    },
    "retrieved_heading": {
        "zh": "检索到的相关条文（回答未直接引用）：",
        "en": "Related provisions retrieved (not cited in the answer):",
    },
}


def say(key: str, language: str, **values: object) -> str:
    return TEXTS[key]["zh" if language == "zh" else "en"].format(**values)
