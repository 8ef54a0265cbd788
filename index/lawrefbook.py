"""Statute markdown in the LawRefBook layout -> versioned corpus records.

A LawRefBook file (github.com/LawRefBook/Laws, `法律法规模版.md`) looks like::

    # 中华人民共和国劳动合同法            <- the law's full title
    2007年6月29日 …通过                   <- header: dated events, one a line
    2012年12月28日 …修正
    2013年7月1日 施行                     <- optional: the effective date of this text
    <!-- INFO END -->
    ## 第一章 总则                        <- 编/章/节 headings: structure only, never numbering
    第一条 为了……                         <- an article; each following line is a 款 or a 项
    第十四条之一 ……                       <- 第X条之N: article_sub = N

and is usually named `标题(YYYY-MM-DD).md`, the date of the text's promulgation or last amendment.
Blemishes of the crawled files are not article text: zero-width spaces, a line between a heading and
the next article (a heading broken over two lines), a bare 总则/分则/附则 line; "第五条本法……" and
"第五 条本法……" open an article only when 第五条 is the next number in sequence.

The effective date (施行) of a text is taken, in order, from: a date given by the caller (a firm
that knows it, or the shipped library's manifest), a "YYYY年M月D日 施行" header line, or the
closing article ("本法自2008年1月1日起施行", "自公布之日起施行"). When the closing article's date is
*earlier* than the file's date, the file is an amended text whose closing article still names the
original law's date: the amended text's own effective date is unknown, so the file is refused
rather than stretched over a period it may not have governed.

Several files of one law become consecutive windows: each text from its effective date to the day
before the next held text takes effect; the last one is open unless the law was repealed.
Anything malformed is reported as one line naming file:line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any, cast

from index.common.text import ARTICLE_NUMBER, ZH_NUMERALS, chinese_to_int, int_to_chinese

_ARTICLE = re.compile(rf"^第({ARTICLE_NUMBER})条(?:之({ARTICLE_NUMBER}))?(?=[\s\u3000]|$)[\s\u3000]*(.*)$")
_ARTICLE_TIGHT = re.compile(rf"^第({ARTICLE_NUMBER})条(?:之({ARTICLE_NUMBER}))?(.*)$")
_ARTICLE_SPACED = re.compile(rf"^第({ARTICLE_NUMBER})[\s\u3000]+条(?:之({ARTICLE_NUMBER}))?[\s\u3000]*(.*)$")
_STRUCTURE = re.compile(rf"^(?:第[{ZH_NUMERALS}\d]+[编章节分](?:编|章|节)?(?:[\s\u3000]|$)|[总分附][\s\u3000]*则$)")
_ZERO_WIDTH = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")
_FILE_DATE = re.compile(r"[(（](\d{4})-(\d{1,2})-(\d{1,2})[)）]\s*$")
_DATE = rf"([\d{ZH_NUMERALS}]{{4}})\s*年\s*([\d{ZH_NUMERALS}]{{1,3}})\s*月\s*([\d{ZH_NUMERALS}]{{1,3}})\s*日"
_HEADER_EVENT = re.compile(rf"^{_DATE}\s*(.*)$")
_STARTS = re.compile(rf"自\s*{_DATE}\s*起(?:施行|实施|生效)")
_ON_PUBLICATION = re.compile(r"自(?:公布|发布|颁布|印发)之日起(?:施行|实施|生效)")
_COMMENT = re.compile(r"<!--.*?-->")
_APPENDIX = re.compile(r"^(?:附录|附件|附表|附)[\d一二三四五六七八九十]*\s*[：:]?$")
_INFO_END = "<!-- INFO END -->"


class LawRefBookError(ValueError):
    """A file that cannot be imported; the message is one line naming file:line."""


@dataclass(frozen=True)
class ParsedArticle:
    article: int
    article_sub: int
    label: str
    text: str
    line: int


@dataclass
class ParsedLaw:
    """One markdown file: the title, its dated header events and its articles in order."""

    origin: str  # how errors name the file
    title: str
    file_date: date | None
    events: list[tuple[date, str, int]] = field(default_factory=list)
    articles: list[ParsedArticle] = field(default_factory=list)

    @property
    def amended(self) -> bool:
        """The text is not the original one: the header records a 修正/修订 or a second adoption, or
        the file's date is later than an earlier publication or than every header event."""
        if any(("修正" in e[1] or "修订" in e[1]) for e in self.events):
            return True
        if len([e for e in self.events if "通过" in e[1]]) > 1:
            return True
        if self.file_date is not None and self.events:
            published_before = any(e[0] < self.file_date and ("公布" in e[1] or "发布" in e[1]) for e in self.events)
            return published_before or self.file_date > max(e[0] for e in self.events)
        return False


@dataclass(frozen=True)
class Effective:
    """A text's effective date and the sentence that says where it comes from."""

    day: date
    basis: str


def _cn_date(y: str, m: str, d: str) -> date:
    return date(chinese_to_int(y), chinese_to_int(m), chinese_to_int(d))


def article_label(article: int, sub: int = 0) -> str:
    """第七十四条 / 第一百二十条之一, as the corpus writes labels."""
    label = f"第{int_to_chinese(article)}条"
    return f"{label}之{int_to_chinese(sub)}" if sub else label


def parse_markdown(text: str, origin: str, file_name: str | None = None) -> ParsedLaw:
    """Parse one LawRefBook markdown text; `origin` names it in errors ("path")."""
    lines = text.splitlines()
    number = 0
    if lines and lines[0].strip() == "---":  # front matter
        for number in range(1, len(lines)):
            if lines[number].strip() == "---":
                number += 1
                break
        else:
            raise LawRefBookError(f"{origin}:1: front matter opened with --- is never closed")
    title = None
    while number < len(lines):
        line = _COMMENT.sub("", lines[number]).strip()
        number += 1
        if not line:
            continue
        if line.startswith("# "):
            title = line[2:].strip()
            break
        raise LawRefBookError(f"{origin}:{number}: expected the title line '# 法规名称', found {line[:30]!r}")
    if not title:
        raise LawRefBookError(f"{origin}:1: no title line '# 法规名称'")
    file_date = None
    if file_name and (m := _FILE_DATE.search(Path(file_name).stem)):
        try:
            file_date = date(int(m[1]), int(m[2]), int(m[3]))
        except ValueError:
            raise LawRefBookError(f"{origin}:1: the date in the file name is not a real date: {m[0]}") from None
    law = ParsedLaw(origin=origin, title=title, file_date=file_date)
    has_info_end = any(_INFO_END in raw for raw in lines[number:])
    in_header = True
    after_heading = False  # between a 编/章/节 heading and the next article
    current: list[str] | None = None
    start_line = 0
    key: tuple[int, int] | None = None
    label = ""

    def close() -> None:
        if current is None:
            return
        body = "\n".join(current).strip()
        if not body:
            raise LawRefBookError(f"{origin}:{start_line}: {label} has no text")
        article_key = cast("tuple[int, int]", key)  # set together with `current`
        law.articles.append(ParsedArticle(article_key[0], article_key[1], label, body, start_line))

    while number < len(lines):
        raw = lines[number]
        number += 1
        if in_header and _INFO_END in raw:
            in_header = False
            continue
        line = _ZERO_WIDTH.sub("", _COMMENT.sub("", raw)).strip().strip("\u3000").strip()
        if not line:
            continue
        if in_header:
            if m := _HEADER_EVENT.match(line):
                try:
                    law.events.append((_cn_date(m[1], m[2], m[3]), m[4].strip(), number))
                except ValueError:
                    raise LawRefBookError(f"{origin}:{number}: not a real date: {line[:30]!r}") from None
                continue
            if has_info_end:
                continue  # other header notes before the marker (a subtitle, a source line)
            in_header = False  # no marker: the header ends at the first line that is not a dated event
        if line.startswith("#") or _STRUCTURE.match(line):
            after_heading = True
            continue  # 编/章/节: structure, not numbering
        if current is not None and _APPENDIX.match(line):
            break  # an appendix (附录：) after the last article is not article text
        m = _ARTICLE.match(line)
        for loose in (_ARTICLE_TIGHT, _ARTICLE_SPACED):
            # "第五条本法……" with no space, "第五 条本法……" with one astray: an article only if it is
            # the next number in sequence
            if m is not None or key is None or (t := loose.match(line)) is None:
                continue
            try:
                if (chinese_to_int(t[1]), chinese_to_int(t[2]) if t[2] else 0) in _successors(key):
                    m = t
            except ValueError:
                pass
        if m is not None:
            try:
                new_key = (chinese_to_int(m[1]), chinese_to_int(m[2]) if m[2] else 0)
            except ValueError:
                raise LawRefBookError(f"{origin}:{number}: unreadable article number {line[:12]!r}") from None
            new_label = article_label(*new_key)
            if key is not None and new_key <= key:
                raise LawRefBookError(
                    f"{origin}:{number}: {new_label} comes after {label}: article numbers must increase")
            if key is None and new_key != (1, 0):
                raise LawRefBookError(f"{origin}:{number}: the first article is {new_label}, not 第一条")
            if key is not None and new_key not in _successors(key):
                raise LawRefBookError(
                    f"{origin}:{number}: {new_label} follows {label}: the articles between them are missing")
            close()
            key, label, start_line = new_key, new_label, number
            current = [m[3].strip()] if m[3].strip() else []
            after_heading = False
            continue
        if current is None:
            continue  # a preamble (序言, 为……制定本解释) before the first article
        if after_heading:
            continue  # a heading's second line ("违法所得的没收程序"): not the previous article's text
        current.append(line)
    close()
    if not law.articles:
        raise LawRefBookError(f"{origin}:{number or 1}: no articles (第一条 …) found")
    return law


def _successors(key: tuple[int, int]) -> set[tuple[int, int]]:
    """The article keys that may follow `key`: the next article, or the next 之N of this one."""
    article, sub = key
    return {(article + 1, 0), (article, sub + 1)}


def parse_file(path: Path, origin: str | None = None) -> ParsedLaw:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise LawRefBookError(f"{origin or path}:1: not UTF-8 text ({error.reason})") from None
    return parse_markdown(text, origin or str(path), path.name)


def _closing_statement(law: ParsedLaw) -> tuple[date | None, bool, int] | None:
    """What the last articles say about taking effect: (date, on publication?, line) or None."""
    for article in reversed(law.articles[-3:]):
        text = article.text
        if m := _STARTS.search(text):
            try:
                return _cn_date(m[1], m[2], m[3]), False, article.line
            except ValueError:
                raise LawRefBookError(f"{law.origin}:{article.line}: not a real date in {m[0]!r}") from None
        if _ON_PUBLICATION.search(text):
            return None, True, article.line
    return None


def _publication_date(law: ParsedLaw) -> date | None:
    """The header's 公布/发布 date. Never the file name's: LawRefBook sometimes dates a file by its
    adoption (通过), which may precede publication by months."""
    published = [e[0] for e in law.events if "公布" in e[1] or "发布" in e[1]]
    return max(published) if published else None


def effective_date(law: ParsedLaw, given: date | None = None, given_basis: str = "") -> Effective:
    """When this text took effect, with its basis; refuses to guess (see the module docstring)."""
    if given is not None:
        return Effective(given, given_basis or f"effective {given.isoformat()} (date given at import)")
    stated = [e for e in law.events if _states(e[1], "施行")]
    if stated:
        day, _, line = max(stated)
        return Effective(day, f"effective {day.isoformat()} (header line {line}: 施行)")
    closing = _closing_statement(law)
    if closing is None:
        raise LawRefBookError(
            f"{law.origin}:{law.articles[-1].line}: no effective date: add a 'YYYY年M月D日 施行' header line "
            "or give the date at import (--effective)")
    day, on_publication, line = cast("tuple[date, bool, int]", closing)  # None only on publication, where it is unused
    if on_publication:
        if law.amended:
            raise LawRefBookError(
                f"{law.origin}:{line}: 'takes effect on publication' names the original publication, but this text "
                "was amended later and its own effective date is not stated: add a 'YYYY年M月D日 施行' header line "
                "or give it at import (--effective)")
        published = _publication_date(law)
        if published is None:
            raise LawRefBookError(
                f"{law.origin}:{line}: takes effect on publication but the header has no 'YYYY年M月D日 …公布' line: "
                "add one (or a '施行' line), or give the date at import (--effective)")
        return Effective(published, f"effective on publication {published.isoformat()} (closing article: 自公布之日起施行)")
    if law.file_date is not None and day < law.file_date:
        raise LawRefBookError(
            f"{law.origin}:{line}: the closing article's date {day.isoformat()} is the original law's, "
            f"before this amended text ({law.file_date.isoformat()}); its own effective date is not stated: "
            "add a 'YYYY年M月D日 施行' header line or give it at import (--effective)")
    return Effective(day, f"effective {day.isoformat()} (closing article: 自…起施行)")


def _states(event: str, word: str) -> bool:
    """A header line that states `word` of this text ("2022年5月1日 施行"), not the title of a
    decision that happens to contain it ("《国务院关于废止和修改部分行政法规的决定》第一次修订")."""
    event = event.strip()
    return event.endswith(word) and "《" not in event and "决定" not in event


def repeal_date(law: ParsedLaw) -> date | None:
    """A "YYYY年M月D日 废止" header line: the day the text stopped being in force."""
    repealed = [e[0] for e in law.events if _states(e[1], "废止") or _states(e[1], "失效")]
    return max(repealed) if repealed else None


def version_label(law: ParsedLaw, effective: Effective) -> str:
    """"2012修正", "2021修订", "2013" (an original text): what the corpus calls a version.

    The year is the text's own (the file name's date, else its effective date); the word is the
    header's for that year, or 修正 for an amended text whose header does not record that year."""
    year = (law.file_date or effective.day).year
    words = [e[1] for e in law.events if e[0].year == year and ("修正" in e[1] or "修订" in e[1])]
    if words:
        return f"{year}{'修订' if any('修订' in w for w in words) else '修正'}"
    return f"{year}修正" if law.amended else str(year)


@dataclass
class TextVersion:
    """One parsed file with the facts its window is built from."""

    law: ParsedLaw
    effective: Effective
    source: str
    version: str = ""
    provenance: str = "verbatim"  # or "verbatim_transcribed": copied by hand from a source no tool can fetch

    def __post_init__(self) -> None:
        self.version = self.version or version_label(self.law, self.effective)


def same_wording(earlier: str, later: str) -> bool:
    """Whether two texts of an article read the same: the database wrote a list's lead-in colon
    half-width in some documents and full-width in others (劳动法 第十八条 in 2009 and 2018), which
    is no amendment and must not show as one in an article's history."""
    return earlier.replace(":", "：") == later.replace(":", "：")


def build_records(
    versions: list[TextVersion],
    repealed_on: date | None = None,
    repeal_basis: str = "",
    law_name: str | None = None,
) -> list[dict[str, Any]]:
    """Corpus records for every held text of one law, windows consecutive and never overlapping.

    `repealed_on` is the day the law stopped being in force (the last window ends the day before).
    Identical wording of an article in consecutive texts becomes one record with a merged window.
    """
    if not versions:
        return []
    name = law_name or versions[0].law.title
    ordered = sorted(versions, key=lambda v: v.effective.day)
    for earlier, later in zip(ordered, ordered[1:]):
        if earlier.effective.day == later.effective.day:
            raise LawRefBookError(
                f"{later.law.origin}:1: takes effect on {later.effective.day.isoformat()}, the same day as "
                f"{earlier.law.origin}: two texts of {name} cannot govern the same day")
    if repealed_on is None:
        repealed_on = next((d for d in (repeal_date(v.law) for v in ordered) if d), None)
    if repealed_on is not None and repealed_on <= ordered[-1].effective.day:
        raise LawRefBookError(
            f"{ordered[-1].law.origin}:1: repealed on {repealed_on.isoformat()}, not after it took effect")
    ends: list[date | None] = [v.effective.day - timedelta(days=1) for v in ordered[1:]]
    ends.append(repealed_on - timedelta(days=1) if repealed_on else None)
    open_records: dict[tuple[int, int], dict[str, Any]] = {}
    out: list[dict[str, Any]] = []
    for version, end in zip(ordered, ends):
        seen: set[tuple[int, int]] = set()
        for article in version.law.articles:
            key = (article.article, article.article_sub)
            seen.add(key)
            previous = open_records.get(key)
            if previous is not None and same_wording(previous["text"], article.text) \
                    and previous["_end"] == version.effective.day - timedelta(days=1):
                previous["_end"] = end
                previous["_versions"].append(version)
                continue
            record: dict[str, Any] = {
                "law": name,
                "article": article.article,
                "article_sub": article.article_sub,
                "article_label": article.label,
                "version": version.version,
                "valid_from": version.effective.day.isoformat(),
                "text": article.text,
                "_end": end,
                "_versions": [version],
            }
            open_records[key] = record
            out.append(record)
        for key in list(open_records):
            if key not in seen:
                del open_records[key]  # the article is gone from this text: its window already ends
    result: list[dict[str, Any]] = []
    for record in out:
        held = record.pop("_versions")
        end = record.pop("_end")
        record["valid_to"] = end.isoformat() if end else None
        record["source"] = " ; ".join(dict.fromkeys(v.source for v in held))
        # a wording also held in a fetched source is attested verbatim; otherwise it is a transcription
        record["text_provenance"] = "verbatim" if any(v.provenance == "verbatim" for v in held) else held[0].provenance
        record["window_basis"] = _window_basis(held, end, ordered, repealed_on, repeal_basis)
        if len(held) > 1:
            record["note"] = f"text identical in {' and '.join(v.version for v in held)}; window merged"
        result.append(_ordered(record))
    result.sort(key=lambda r: (r["article"], r["article_sub"], r["valid_from"]))
    return result


_FIELD_ORDER = ("law", "article", "article_sub", "article_label", "version", "valid_from", "valid_to", "text",
                "source", "text_provenance", "window_basis", "note")


def _ordered(record: dict[str, Any]) -> dict[str, Any]:
    return {name: record[name] for name in _FIELD_ORDER if name in record}


def _window_basis(held: list[TextVersion], end: date | None, ordered: list[TextVersion],
                  repealed_on: date | None, repeal_basis: str) -> str:
    first = held[0]
    parts = [first.effective.basis]
    if first is ordered[0]:
        parts.append("no earlier text held: dates before it are not covered")
    if end is None:
        parts.append("open: the latest text held")
    elif repealed_on is not None and end == repealed_on - timedelta(days=1):
        parts.append(f"ends {end.isoformat()}: repealed from {repealed_on.isoformat()}"
                     + (f" ({repeal_basis})" if repeal_basis else ""))
    else:
        following = next(v for v in ordered if v.effective.day == end + timedelta(days=1))
        parts.append(f"ends {end.isoformat()}: the {following.version} text takes effect {following.effective.day.isoformat()}")
    return "; ".join(parts)
