"""The basic people's court (基层人民法院) of an address, by its real name, or none.

A basic court is named after its county-level division (人民法院组织法 第二十三条: 县、自治县、不设区的市、
市辖区 each have one): 杭州市拱墅区人民法院, 北京市海淀区人民法院, 浙江省桐庐县人民法院. The division
comes from jionlp's administrative-division table (民政部 county-level codes, with the changes since,
e.g. 下城区 merged into 拱墅区 in 2021), never from the user's words alone, so an area that is not a
county-level division (苏州工业园区, a development zone, a typo) gets no court: the user is asked
for the court's name instead of being handed one that does not exist.
"""

from __future__ import annotations

import contextlib
import io
import re
from dataclasses import dataclass
from functools import lru_cache

SOURCE = "jionlp 1.5.31 china_location（民政部县级以上行政区划代码及其变更）"
MUNICIPALITIES = ("北京市", "上海市", "天津市", "重庆市")


@dataclass(frozen=True)
class Court:
    name: str  # 杭州市拱墅区人民法院
    province: str
    city: str
    county: str
    source: str = SOURCE


@lru_cache(maxsize=1)
def _parser():
    """jionlp prints a banner on import and builds its tables on first use: done once, off stdout
    (a `--json` command prints nothing else)."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        import jionlp

        jionlp.parse_location("北京市海淀区")
    return jionlp.parse_location


@lru_cache(maxsize=512)
def division(address: str) -> tuple[str, str, str] | None:
    """(province, city, county) of an address whose county-level division is known and unambiguous."""
    text = (address or "").strip()
    if not re.search(r"[省市区县旗州]", text):
        return None
    parsed = _parser()(text, change2new=True)
    province, city, county = parsed.get("province"), parsed.get("city"), parsed.get("county")
    if not (province and county):
        return None
    return province, city or "", county


#: prefecture-level cities without counties: their basic courts are numbered and divided by towns
#: (东莞市第一/第二/第三人民法院), which no division table says; the court is asked for, never guessed
NO_COUNTIES = ("东莞市", "中山市", "儋州市", "嘉峪关市")


def city_without_counties(address: str) -> str:
    """The city when the address lies in one whose basic court cannot be told from the address."""
    return next((city for city in NO_COUNTIES if city in (address or "")), "")


def basic_court(address: str) -> Court | None:
    """The court of the county-level division the address lies in; None when it cannot be confirmed."""
    found = division(address)
    if found is None:
        return None
    province, city, county = found
    if province in MUNICIPALITIES:
        name = f"{province}{county}人民法院"
    elif city and county.startswith(city.removesuffix("市")):  # 苏州工业园区人民法院: the zone's name holds its city's
        name = f"{county}人民法院"
    elif county.endswith("区") and city:
        name = f"{city}{county}人民法院"
    else:  # 县、自治县、旗、不设区的市: named with the province (浙江省桐庐县人民法院)
        name = f"{province}{county}人民法院"
    return Court(name, province, city, county)


def same_court(a: str, b: str) -> bool:
    """Two spellings of one court: "浙江省杭州市拱墅区人民法院" and "杭州市拱墅区人民法院"."""
    strip = lambda s: re.sub(r"^.*?(?:省|自治区)", "", s or "")  # noqa: E731
    return bool(a and b) and (a == b or strip(a) == strip(b) or strip(a).endswith(strip(b)) or strip(b).endswith(strip(a)))
