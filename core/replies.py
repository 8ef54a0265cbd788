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
    "no_question": {"zh": "请直接描述您想咨询的法律问题：发生了什么、什么时候、您想知道什么。我会按事情发生时有效的法律回答。",
                    "en": "Please describe your legal question: what happened, when, and what you want to know. "
                          "I answer under the law in force at the time."},
    "too_long": {
        "zh": "消息太长了（{length} 字，上限 {limit} 字）。请精简后分几条发送，先说明最关键的事实和问题。",
        "en": "That message is too long ({length} characters; the limit is {limit}). Please shorten it and send the key facts and question first.",
    },
    "header": {
        "zh": "案件日期：{date}（依据当时有效的法律版本）",
        "en": "Case date: {date} (answered with the law in force then)",
    },
    "undated_now": {
        "zh": "（未给出日期：所涉条文近{years}年未修改，按现行法律回答；如果事情发生在更早以前，请告诉我时间。）",
        "en": "(No date given: the provisions in play have not changed in the last {years} years, so this is today's law; "
              "if it happened earlier, tell me when.)",
    },
    "header_both": {
        "zh": "案件日期：{date}（期间法条有修改，两个版本均列出）",
        "en": "Case date: {date} (the provisions changed in this period; both versions are shown)",
    },
    "not_covered_law": {
        "zh": "本系统的法规库不包含《{law}》，无法就该法律给出有依据的回答。",
        "en": "The statute corpus does not include {law}, so I cannot give a grounded answer about it.",
    },
    "predecessor_same": {
        "zh": "《民法典》{new}自{day}起施行；案件日期适用的是与其相同的前身{old}，以下按{old}回答。",
        "en": "Civil Code {new} took effect on {day}; on the case date its predecessor {old}, which says the same, applied, and the answer uses it.",
    },
    "predecessor_similar": {
        "zh": "《民法典》{new}自{day}起施行；案件日期适用的是其前身{old}（内容相近，措辞有变化），以下按{old}回答。",
        "en": "Civil Code {new} took effect on {day}; on the case date its predecessor {old} (similar, worded differently) applied, and the answer uses it.",
    },
    "successor_same": {"zh": "现行《民法典》{new}与此相同", "en": "now Civil Code {new}, same wording"},
    "successor_similar": {"zh": "现行《民法典》{new}与此相近", "en": "now Civil Code {new}, similar"},
    "not_covered_period": {
        "zh": "法规库中{what}在案件日期（{date}）没有有效版本；库中收录的有效期为：{windows}。我不会用其他时期的版本代替。",
        "en": "The corpus holds no version of {what} in force on the case date ({date}); it covers: {windows}. I will not substitute a version from another period.",
    },
    "not_governed": {
        "zh": "这个问题适用的是{laws}。法规库没有收录其在案件日期（{date}）有效的版本{held}，所以我不能给出有依据的回答，也不会用不相关的法条代替。建议查阅当时有效的法律文本或咨询执业律师。",
        "en": "This question is governed by {laws}. The library holds no version in force on the case date ({date}){held}, so I cannot give a grounded answer, and I will not substitute unrelated provisions. Please consult the law as it stood then, or a practising lawyer.",
    },
    "governing_missing": {
        "zh": "说明：这个问题还涉及{laws}，法规库没有收录其在案件日期（{date}）有效的版本；以下回答只依据库中收录的法律，可能不完整。",
        "en": "Note: this question also turns on {laws}, which the library does not hold in a version in force on the case date ({date}); the answer below rests only on the laws it holds and may be incomplete.",
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
    "not_in_english": {  # said only to English users
        "en": "Note: this answer could not be put into English, so it is given in Chinese below; each provision it cites is quoted in the sources at the end.",
    },
    "removed": {
        "zh": "说明：回答中有 {count} 处法条引用无法在案件日期有效的法规中核实，已删除：{items}。",
        "en": "Note: {count} citation(s) could not be verified against the law in force on the case date and were removed: {items}.",
    },
    "law_dates": {
        "zh": "说明：回答中有 {count} 处关于法律施行日期的说法与所依据版本的有效期不符，已更正或删除：{items}。",
        "en": "Note: {count} statement(s) about when a law took effect contradicted the versions relied on and were corrected or removed: {items}.",
    },
    "misattributed": {
        "zh": "说明：回答把另一条的规定写在了所引条文下，请以原文为准：{items}。",
        "en": "Note: the answer states another article's rule under the article it cites; rely on the text: {items}.",
    },
    "misattributed_item": {
        "zh": "“{words}”出自{source}，并非{cited}",
        "en": "\"{words}\" is in {source}, not in {cited}",
    },
    "dropped_later": {
        "zh": "说明：回答中有表述使用了案件日期之后才生效的条文文字，已删除；案件日期适用的文字见下文。",
        "en": "Note: a statement quoting wording that took effect only after the case date was removed; the wording that applied is shown below.",
    },
    "degraded": {
        "zh": "抱歉，语言模型暂时不可用，无法生成完整分析。以下是在案件日期（{date}）有效的相关法条，供您参考：",
        "en": "Sorry, the language model is unavailable right now, so I cannot write a full analysis. These provisions were in force on the case date ({date}):",
    },
    "no_answer": {
        "zh": "抱歉，这次没能写出回答（模型只写出了检索请求或代码）。以下是在案件日期（{date}）有效的相关法条，供您参考；可以换个说法再问一次：",
        "en": "Sorry, I could not write an answer this time (the model wrote only search requests or code). These provisions were in force on the case date ({date}); you may ask again in other words:",
    },
    "same_law_either_date": {
        "zh": "消息里提到的日期（{found}）与您设定的案件日期适用的条文相同，以下按您设定的日期回答。",
        "en": "The date in your message ({found}) falls under the same provisions as the case date you set; the answer below uses your date.",
    },
    "which_date": {
        "zh": "您设定的案件日期是 {set}，但消息里提到了 {found}（“{event}”）。我不会擅自改用消息里的年份：这件事应按哪个日期适用法律？请回复日期，例如“{found}”，或回复“{set}”保持原来的日期。",
        "en": "You set the case date to {set}, but the message mentions {found} (\"{event}\"). I will not switch to the year in the message on my own: which date should the law be applied for? Reply with the date, e.g. \"{found}\", or \"{set}\" to keep yours.",
    },
    "governs_criminal_act": {
        "zh": "适用日期：{date}，因为刑事案件适用行为时的法律（“{event}”）",
        "en": "Governing date: {date}, because a crime is judged under the law in force when it was committed (\"{event}\")",
    },
    "governs_civil_divorce": {
        "zh": "适用日期：{date}，因为离婚及财产分割取决于离婚这一法律事实（“{event}”）",
        "en": "Governing date: {date}, because a divorce and the division of property turn on the divorce itself (\"{event}\")",
    },
    "governs_civil_fact": {
        "zh": "适用日期：{date}，因为请求所依据的法律事实发生在那时（“{event}”）",
        "en": "Governing date: {date}, because the claim rests on what happened then (\"{event}\")",
    },
    "governs_procedure": {
        "zh": "适用日期：{date}，因为程序问题适用诉讼行为发生时的程序法（现在起诉，适用现行《中华人民共和国民事诉讼法》）",
        "en": "Governing date: {date}, because procedure follows the law in force when the step is taken (a suit filed now follows today's Civil Procedure Law)",
    },
    "user_set": {"zh": "{date}（您设定的日期）", "en": "{date} (the date you set)"},
    "governs_background": {
        "zh": "；{events}不决定适用的法律",
        "en": "; {events} does not decide which law applies",
    },
    "governs_continuing": {
        "zh": "；{events}发生在民法典施行（2021-01-01）前并持续至施行后，依《最高人民法院关于适用〈中华人民共和国民法典〉时间效力的若干规定》第一条第三款，适用民法典的规定",
        "en": "; {events} began before the Civil Code took effect (2021-01-01) and continues after it, so under 《最高人民法院关于适用〈中华人民共和国民法典〉时间效力的若干规定》第一条第三款 (the SPC provisions on the Civil Code's temporal effect) the Civil Code governs",
    },
    "governs_before_code": {
        "zh": "；民法典施行前的法律事实，适用当时的法律、司法解释（最高人民法院关于适用民法典时间效力的若干规定）",
        "en": "; a fact before the Civil Code took effect (2021-01-01) is governed by the law of its time (SPC provisions on the Civil Code's temporal effect)",
    },
    "procedure_now": {
        "zh": "起诉等程序问题适用起诉时的法律。如果现在起诉，下列现行条文（{date} 有效）说明怎么做；它们不决定请求本身能否得到支持：",
        "en": "Procedure follows the law in force when you act. For a suit filed now, these provisions in force today ({date}) say how to go about it; they do not decide the claim itself:",
    },
    "governs_suit_now": {
        "zh": "；起诉等程序问题适用起诉时（现行）的《中华人民共和国民事诉讼法》",
        "en": "; the lawsuit itself follows the Civil Procedure Law in force when it is filed (today's)",
    },
    "clause_conclusion": {  # core.reasoning: a conclusion contradicting its article, replaced by the article's words
        "zh": "依据该条规定：“{clause}”",
        "en": "Under that article: “{clause}”",
    },
    "needs_lawyer": {
        "zh": "抱歉，我写出的结论与所引条文的规定相矛盾，无法给出可靠的结论。所引条文规定：“{clause}”。您的情况是否符合这一规定的条件，需要由执业律师结合全部事实判断，建议咨询律师。",
        "en": "Sorry: the conclusion I wrote contradicted the article it relies on, so I cannot give you a reliable one. The article says: “{clause}”. Whether your case meets its conditions needs a practising lawyer who can look at all the facts.",
    },
    "conclusion_withheld": {  # core.final_check: the final draft still gives a party's right or duty to the other
        "zh": "结论：自动核查发现回答把条文对一方的规定写成了另一方的（{detail}），因此不给出结论。请以上面引用的条文原文为准，建议咨询律师。",
        "en": "Conclusion: withheld. The final check found the answer gives the article's right or duty to the wrong party ({detail}). Rely on the article's own words above, and consult a lawyer.",
    },
    "conclusion_off_question": {  # core.final_check: the final conclusion answers whether the user pays, not the other side
        "zh": "结论：自动核查发现回答的结论说的是你是否要赔偿（“{detail}”），而你问的是对方是否要赔偿你，因此不给出结论。请以上面引用的条文原文为准，建议咨询律师。",
        "en": "Conclusion: withheld. The final check found the conclusion speaks of whether you must pay (“{detail}”), while you asked whether the other side must pay you. Rely on the article's own words above, and consult a lawyer.",
    },
    "conclusion_claim_not_burden": {  # core.final_check: asked what the user bears, the conclusion gives the user a claim
        "zh": "结论：自动核查发现回答的结论说的是你可以向别人主张什么（“{detail}”），而你问的是你自己要承担什么责任，因此不给出结论。请以上面引用的条文原文为准，建议咨询律师。",
        "en": "Conclusion: withheld. The final check found the conclusion says what you may claim from others (“{detail}”), while you asked what you yourself must bear. Rely on the article's own words above, and consult a lawyer.",
    },
    "conclusion_another_actor": {  # core.final_check: asked whether the user may act, the conclusion says another may
        "zh": "结论：自动核查发现回答的结论说的是另一方能不能这样做（“{detail}”），而你问的是你自己能不能这样做，因此不给出结论。请以上面引用的条文原文为准，建议咨询律师。",
        "en": "Conclusion: withheld. The final check found the conclusion says whether someone else may do it (“{detail}”), while you asked whether you may. Rely on the article's own words above, and consult a lawyer.",
    },
    "conclusion_without_basis": {  # core.final_check: the conclusion says what may or must be done; the article says nothing of it
        "zh": "结论：自动核查发现所引条文并不决定这个问题（{detail}），因此不给出结论。决定这个问题的条文没有找到，建议咨询律师。",
        "en": "Conclusion: withheld. The final check found the cited article does not decide this question ({detail}). The article "
              "that decides it was not found; please consult a lawyer.",
    },
    "contrast": {  # core.contrast: two notions told apart by their own articles, quoted by code (Chinese questions only)
        "zh": "“{a}”和“{b}”由不同的条文规定，区别在于各自的含义和条件：\n\n"
              "{a}：依据《{law_a}》{label_a}：“{words_a}”\n\n{b}：依据《{law_b}》{label_b}：“{words_b}”\n\n"
              "结论：{a}适用《{law_a}》{label_a}，{b}适用《{law_b}》{label_b}，二者的区别以上面两条各自规定的条件为准；"
              "具体情况属于哪一种，要看事实符合哪一条的条件。",
    },
    "conclusion_against_fault": {  # core.final_check: the conclusion puts the loss on a user who says the other side alone is at fault, or who was harmed
        "zh": "结论：自动核查发现回答的结论让你承担损失或责任（“{detail}”），这与你所说的情况和所引条文不符，因此不给出结论。请以上面引用的条文原文为准，建议咨询律师。",
        "en": "Conclusion: withheld. The final check found the conclusion puts the loss or the liability on you (“{detail}”), which does not fit your account and the article quoted. Rely on the article's own words above, and consult a lawyer.",
    },
    "asker_left_out": {  # core.final_check: a share-out the user asked about that names relatives but not the user
        "zh": "注意：上面的结论没有提到你本人。你问的是你和家人怎么分，你本人是否分得、分得多少，请以所引条文为准核对，或咨询律师。",
        "en": "Note: the conclusion above does not mention you. You asked how you and your family share it; check against the article whether and how much you take, or ask a lawyer.",
    },
    "askers_right": {  # core.askers_right: the user's own may, where the conclusion gave only the other side's
        "zh": "结论：可以。依据该条规定：“{clause}”。",
        "en": "Conclusion: yes. The article provides: “{clause}”.",
    },
    "asked_right_held": {  # core.askers_right: the right the user asked about, which the article gives their side
        "zh": "结论：有。依据该条规定：“{clause}”。",
        "en": "Conclusion: yes. The article provides: “{clause}”.",
    },
    "sum_from_nothing": {  # core.final_check: a sum of money in the conclusion when the user gave none to count from
        "zh": "结论：具体金额要按上面所引条文的规定计算。你没有说出所涉的金额（例如价款、费用或工资），所以这里不给出具体数字；"
              "告诉我这些金额后，可以按条文算出。",
        "en": "Conclusion: the amount follows the rule of the article quoted above. You did not say the sums involved (the "
              "price, the fees or the wages), so no figure is given here; tell me them and it can be worked out under the article.",
    },
    "figure_withheld": {  # core.final_check: the conclusion kept, a figure in it nobody gave taken out
        "zh": "注意：具体数额（金额或天数）要按所引条文的规定计算。你没有说出计算所需的数字，所以这里不给出具体数字；告诉我这些数字后，可以按条文算出。",
        "en": "Note: the exact figure (a sum or a number of days) follows the rule of the article quoted. You did not say the numbers it "
              "is worked out from, so none is given here; tell me them and it can be worked out under the article.",
    },
    "amounts_unchecked": {  # core.final_check: figures in the final draft that neither the user nor the article gave
        "zh": "注意：回答中的数字“{amounts}”既不是你给出的，也不在所引条文中，是推算的结果，未经核对，请自行核算或咨询律师。",
        "en": "Note: the figures “{amounts}” in this answer are neither yours nor the article's; they were worked out and are unchecked. Please check them or ask a lawyer.",
    },
    "retrieved_heading": {
        "zh": "检索到的相关条文（回答未直接引用）：",
        "en": "Related provisions retrieved (not cited in the answer):",
    },
}


def say(key: str, language: str, **values: object) -> str:
    return TEXTS[key]["zh" if language == "zh" else "en"].format(**values)
