"""What a question asks to be paid, returned or given (or of whom), and the words of an article that grants it.

"劳动合同到期了公司不跟我续签，公司要给我经济补偿吗" was answered from 劳动合同法 第四十五条 (a contract kept
alive for a pregnant worker), ranked first, while 第四十六条, second, is the article that owes 经济补偿
(stranger85 a9, session 54, blind); "我能要求未休年假的工资吗" from 年休假条例 第二条 (the right to leave)
before 实施办法 第十条 (the 300 % pay); "特价商品不退，可以吗" from 消保法 第二十六条 (standard terms) before
第二十五条 (seven days to return). An article that does not name the thing asked for does not decide
whether it is owed. The thing asked for is in the question's asking clause: "商家只肯退款，我能要求十倍赔偿吗"
asks for the tenfold damages, not the refund.
"""

from __future__ import annotations

import re

#: (the user's words for a remedy, the words of an article that grants it), the statute's words
#: checked in the corpus (劳动合同法 第三十一条 加班费 and 劳动法 第四十四条 延长工作时间, 实施办法 第十条
#: 年休假工资, 劳动合同法 第八十二条 二倍的工资, 消保法 第二十五条 退货, 婚姻家庭编解释(一) 第五条 彩礼).
REMEDIES: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple((re.compile(asked), re.compile(granted)) for asked, granted in (
    (r"经济补偿|补偿金", r"经济补偿"),
    (r"赔偿金|[双二三十]倍赔偿|赔偿[双二三十]倍", r"赔偿金|三倍|十倍"),
    (r"加班费|加班工资", r"加班费|延长工作时间|休息日安排劳动者工作"),
    (r"(?:未休|没休|没有休).{0,3}年假|年假.{0,4}(?:工资|钱|补偿)", r"年休假工资"),
    (r"[双两二]倍工资", r"二倍的工资"),
    (r"退货|退款|想退|能退|可以退|不退|退吗|退掉", r"退货"),
    (r"违约金", r"违约金"),
    (r"定金", r"定金"),
    (r"彩礼", r"彩礼"),
    (r"抚养费", r"抚养费"),
    (r"赡养费", r"赡养"),
    (r"精神损失|精神损害|精神赔偿", r"精神损害"),
    (r"利息", r"利息|利率"),
    # a kind of contract asked for, and the one asked whether it answers: "我能要求签无固定期限合同吗" (劳动合同法 第十四条,
    # which owes it, not 劳动争议解释(一) 第三十四条 on a contract run on, which names it only for the case it was owed), "平台有责任吗" (食品安全法 第一百三十一条 on platforms, not
    # 第一百四十八条 on sellers) (stranger86 b3, b1, session 54, blind)
    (r"无固定期限", r"应当订立无固定期限劳动合同"),
    (r"平台", r"平台"),
))
#: A last clause this short ("可以吗", "合法吗") asks about the clause before it.
SHORT_ASK = 5


def asking_clause(question: str) -> str:
    """The clause that asks: the question's last, with the one before when the last is only "可以吗"."""
    parts = [part for part in re.split(r"[，,。；;？?！!\n]", question) if part.strip()]
    if not parts:
        return question
    last = parts[-1]
    return f"{parts[-2]}，{last}" if len(last) <= SHORT_ASK and len(parts) > 1 else last


def granting_words(question: str) -> list[re.Pattern[str]]:
    """For each remedy the asking clause names, the words an article that grants it uses."""
    asked = asking_clause(question)
    return [granted for wanted, granted in REMEDIES if wanted.search(asked)]
