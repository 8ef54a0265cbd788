"""A name the reply gives a business the user never named.

"我发现一家美容院把我的照片放在他们的广告里" came back as "萨斯美容院侵犯了你的肖像权" (stranger40 u4, twice, each time
another name): the 1.5B model names what the user left unnamed, and a reply that puts a name in the user's mouth is
one a lawyer would not sign. Where the user speaks of "一家美容院" (a kind of business, unnamed), a name the reply puts
before that kind ("萨斯美容院") is replaced by "这家美容院". A name the user gave is kept.
"""

from __future__ import annotations

import re

from index.common.text import HAN, han_ngrams

#: Kinds of business a user speaks of without naming ("一家理发店", "那家公司").
KINDS = ("美容院", "理发店", "健身房", "培训机构", "装修公司", "公司", "超市", "商场", "饭店", "餐厅", "酒店", "医院", "学校",
         "幼儿园", "驾校", "商店", "门店", "药店", "网店", "工厂", "中介")
_KIND = "|".join(sorted(KINDS, key=len, reverse=True))
#: The user leaving the business unnamed: "一家美容院", "某公司", "那家店".
UNNAMED = re.compile(rf"(?:一|某|那|这)(?:家|个|所)?({_KIND})")
#: Characters a name is not made of: pointing, possession, verbs and particles that stand before a business's kind.
NOT_A_NAME = set("这那该一某家个所的了和与及或对向找让跟由是被把给在从等你我他她们其本此诉告请求起去到")
#: What kind of business it is, not its name ("保险公司", "物业公司"): a reply may name another business by its trade.
TRADES = ("保险", "物业", "快递", "物流", "科技", "劳务", "装修", "房地产", "网络", "外卖", "培训", "银行", "担保", "贷款", "人力")
#: Up to four characters before a kind the reply writes: the name, when none of them is `NOT_A_NAME`'s.
NAMED = re.compile(rf"([{HAN}]{{2,4}})({_KIND})")


def without_invented_names(body: str, users_words: str) -> str:
    """The body with each name it puts before a kind of business the user left unnamed replaced by "这家"."""
    unnamed = {match.group(1) for match in UNNAMED.finditer(users_words)}
    if not unnamed:
        return body
    given = han_ngrams(users_words)

    def unname(match: re.Match[str]) -> str:
        before, kind = match.groups()
        name = before[max((n + 1 for n, char in enumerate(before) if char in NOT_A_NAME), default=0):]
        if kind not in unnamed or len(name) < 2 or name.endswith(TRADES) or han_ngrams(name + kind[0]) & given:
            return match.group(0)
        return f"{before[:len(before) - len(name)]}这家{kind}"
    return NAMED.sub(unname, body)
