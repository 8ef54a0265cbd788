"""Find every provision a draft mentions and check it against the evidence and the case window.

This is the deterministic half of the rubric and the product's legal-honesty guarantee: a
provision that is not in the evidence, not valid on the case date, or not in the corpus at all
never reaches the user as a citation.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from datetime import date
from typing import Literal

from core.codification import successor_note
from core.evidence import Evidence, window_text
from index.corpus import StatuteVersion
from index.law_names import find_law_mentions
from index.common.text import ARTICLE, chinese_to_int, han_count

Status = Literal["ok", "comparison", "not_in_evidence", "not_valid_on_date", "not_in_corpus", "ambiguous"]

_EN_ARTICLE = re.compile(r"\b(?:Art\.|Article)\s*(?P<num>\d+)(?:-(?P<sub>\d+))?(?P<tail>\s+of\s+the\s+[A-Z][A-Za-z' ]{2,60}?(?:Law|Code))?")


@dataclass(frozen=True)
class Mention:
    """One provision as written in the draft, with the law it belongs to.

    `law` is the corpus's canonical name when `covered`, else the name of a law the corpus lacks,
    or None when no law is named anywhere before it.
    """

    start: int
    end: int
    text: str
    law: str | None
    covered: bool
    article: int
    article_sub: int


@dataclass(frozen=True)
class CitationCheck:
    mention: Mention
    status: Status
    version: StatuteVersion | None = None

    @property
    def acceptable(self) -> bool:
        return self.status in ("ok", "comparison")

    def to_log(self) -> dict:
        v = self.version
        return {
            "text": self.mention.text,
            "law": self.mention.law,
            "article": self.mention.article,
            "article_sub": self.mention.article_sub,
            "status": self.status,
            "version": v.version if v else None,
            "valid_from": v.valid_from if v else None,
            "valid_to": v.valid_to if v else None,
        }


def find_mentions(text: str) -> list[Mention]:
    """Every "（《X法》）第N条（之M）" and "Article N (of the X Law)" in reading order.

    A law named right before the article (or after "Article N of the") binds to it; a bare
    "第N条" belongs to the law named most recently before it, as Chinese legal writing does
    ("《刑法》第七十四条……第十二条").
    """
    laws = [m for m in find_law_mentions(text) if m.binds]
    mentions: list[Mention] = []
    for pattern, english in ((ARTICLE, False), (_EN_ARTICLE, True)):
        for match in pattern.finditer(text):
            try:
                article = chinese_to_int(match.group("num"))
                sub = chinese_to_int(match.group("sub")) if match.group("sub") else 0
            except ValueError:
                continue
            start, end = match.start(), match.end()
            adjacent = [m for m in laws if 0 <= start - m.end <= 2 and not text[m.end : start].strip("的 ")]
            after = [m for m in laws if english and start <= m.start < end]
            earlier = [m for m in laws if m.end <= start]
            law = (adjacent or after or earlier[-1:] or [None])[-1]
            if adjacent:
                start = adjacent[-1].start
            if english and match.group("tail") and not after:
                # "Article 74 of the Civil Law": a name that is no law's spelling cannot be bound
                # to one (a loose match once sent 民法典's 第七十四条 to another law's).
                named = re.sub(r"^\s+of\s+the\s+", "", match.group("tail"))
                mentions.append(Mention(start, end, text[start:end], named, False, article, sub))
                continue
            mentions.append(
                Mention(start, end, text[start:end], law.law if law else None, law.covered if law else True, article, sub)
            )
    return sorted(mentions, key=lambda m: m.start)


#: "本法第二百四十三条" in a quoted article refers within that article's own law.
_SELF_REFERENCE = re.compile(r"本(?:法|条例|规定|解释|办法)$")


def citable_mentions(text: str, evidence: list[Evidence]) -> list[Mention]:
    """The draft's mentions less the cross-references it copied along with an article's words:
    quoting 民法典 第三百五十八条 ("…应当依据本法第二百四十三条的规定…") is no citation of
    第二百四十三条, and checking it as one removed it from the middle of the statute's sentence."""
    wordings = [item.version.text for item in evidence]
    kept = []
    for mention in find_mentions(text):
        prefix = _SELF_REFERENCE.search(text, max(0, mention.start - 3), mention.start)
        if mention.text.startswith("第") and prefix and any(prefix.group() + mention.text in w for w in wordings):
            continue
        if _copied_with(text, mention, wordings):
            continue
        kept.append(mention)
    return kept


#: How many characters before an article reference must be the statute's own for the reference to be
#: the statute's cross-reference, copied with its words ("本法第三十九条和第四十条第一项",
#: "可以认定为民法典第二百八十六条第二款所称的").
_COPIED_REACH = 6


def _copied_with(text: str, mention: Mention, wordings: list[str]) -> bool:
    """Whether the reference stands in a run of an evidence article's own words: the second reference of
    "本法第三十九条和第四十条" has no "本法" before it, and 建筑物区分所有权解释 第十五条's "民法典第二百八十六条"
    is not in the evidence; both were removed from the middle of the quoted rule."""
    before = text[max(0, mention.start - _COPIED_REACH):mention.start]
    return len(before) == _COPIED_REACH and any(before + mention.text in w for w in wordings)


def check_mentions(
    mentions: list[Mention],
    evidence: list[Evidence],
    window: tuple[date, date],
    corpus_versions,
) -> list[CitationCheck]:
    """Classify each mention. `corpus_versions(law, article, sub)` lists the corpus's versions of it.

    ok: an in-force evidence version matches. comparison: only the later version given for the
    第十二条 comparison matches. ambiguous: no law is named and the evidence holds that article
    number in more than one law. Otherwise the reason it must not be cited.
    """
    checks = []
    for mention in mentions:
        law = mention.law
        if not mention.covered:
            checks.append(CitationCheck(mention, "not_in_corpus"))
            continue
        matching = [
            item for item in evidence
            if item.version.article == mention.article and item.version.article_sub == mention.article_sub
            and (law is None or item.version.law == law)
        ]
        in_force = [item for item in matching if item.role == "in_force" and item.version.valid_on(*window)]
        if law is None and len({item.version.law for item in matching}) > 1:
            checks.append(CitationCheck(mention, "ambiguous"))
        elif in_force:
            checks.append(CitationCheck(mention, "ok", in_force[0].version))
        elif any(item.role == "later_version" for item in matching):
            later = next(item for item in matching if item.role == "later_version")
            checks.append(CitationCheck(mention, "comparison", later.version))
        else:
            versions = corpus_versions(law, mention.article, mention.article_sub)
            if not versions:
                checks.append(CitationCheck(mention, "not_in_corpus"))
            elif any(v.valid_on(*window) for v in versions):
                checks.append(CitationCheck(mention, "not_in_evidence"))
            else:
                checks.append(CitationCheck(mention, "not_valid_on_date"))
    return checks


def later_only_fragments(old: str, new: str, context: int = 2, minimum: int = 4) -> list[str]:
    """Pieces of a later wording that the earlier one lacks, with a little context on the left.

    "对于累犯，不适用缓刑。" -> "对于累犯和犯罪集团的首要分子，不适用缓刑。" gives "累犯和犯罪集团的首要分子":
    text a reply must not attribute to the version in force before the amendment.
    """
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    fragments = []
    for tag, _, _, j1, j2 in matcher.get_opcodes():
        if tag in ("insert", "replace") and j2 - j1 >= minimum:
            fragment = new[max(0, j1 - context) : j2].strip("，。；、 \n")
            if fragment and fragment not in old:
                fragments.append(fragment)
    return fragments


def later_wording_used(text: str, evidence: list[Evidence]) -> list[tuple[StatuteVersion, str]]:
    """(in-force version, fragment) for each later-only fragment the text repeats as if it applied."""
    found = []
    for later in (item for item in evidence if item.role == "later_version"):
        for current in (item for item in evidence if item.role == "in_force" and item.version.key == later.version.key):
            for fragment in later_only_fragments(current.version.text, later.version.text):
                if fragment in text:
                    found.append((current.version, fragment))
    return found


# A quotation: straight or curly double quotes, corner brackets.
QUOTATION = re.compile(r"[“\"「『](?P<quote>[^”\"」』\n]{4,400})[”\"」』]")
# How far after a citation a quotation is still read as its wording ("第X条规定：“…”").
_QUOTE_REACH = 24
_NOT_WORDING = re.compile(r"[\s，。；：、,.;:！？!?（）()“”\"「」『』…]+")


def plain_wording(text: str) -> str:
    """The text's words alone, punctuation and spacing taken out: how a copy is told from its source."""
    return _NOT_WORDING.sub("", text)


def _quoted_wording_matches(quote: str, texts: list[str]) -> bool:
    """Whether every piece of the quotation (split at ellipses) is in one of the texts, punctuation
    and spacing aside; a slip of a character or two in a long quotation is tolerated."""
    pieces = [plain for piece in re.split(r"……|\.\.\.|…", quote) if (plain := _NOT_WORDING.sub("", piece))]
    joined = "".join(pieces)
    for text in texts:
        plain = _NOT_WORDING.sub("", text)
        if all(piece in plain for piece in pieces):
            return True
        matcher = difflib.SequenceMatcher(a=joined, b=plain, autojunk=False)
        if joined and sum(b.size for b in matcher.get_matching_blocks() if b.size >= 4) >= 0.9 * len(joined):
            return True
    return False


def misquoted(text: str, checks: list[CitationCheck], evidence: list[Evidence]) -> list[tuple[StatuteVersion, str]]:
    """(version, quotation) for each Chinese quotation right after a verified citation that the
    cited article's wording on the case date does not contain: an invented or later wording put
    in the statute's mouth. (An English gloss cannot be checked against the Chinese text and is
    left alone; the sources block quotes the real wording under it.)"""
    found: list[tuple[StatuteVersion, str]] = []
    for check in checks:
        if check.status != "ok" or check.version is None:
            continue
        texts = [item.version.text for item in evidence if item.version.key == check.version.key]
        at = text.find(check.mention.text)
        while at >= 0:
            after = at + len(check.mention.text)
            quote = QUOTATION.search(text, after, after + _QUOTE_REACH + 400)
            between = text[after : quote.start()] if quote else ""
            if quote and len(between) <= _QUOTE_REACH and not re.search(r"[。！？!?\n]", between):
                wording = quote.group("quote")
                cjk = han_count(wording)
                if cjk >= 4 and not _quoted_wording_matches(wording, texts) and (check.version, wording) not in found:
                    found.append((check.version, wording))
            at = text.find(check.mention.text, after)
    return found


#: Words a sentence shares with an article of the evidence it does not cite, at least this many in
#: a row, while sharing fewer than `_OWN_WORDS` with every article it cites: it states another
#: article's rule under the wrong number ("第六十五条规定，农村村民一户只能拥有一处宅基地", 第六十二条's).
_OTHER_WORDS, _OWN_WORDS = 10, 6
_SENTENCES = re.compile(r"[^。！？!?\n]+[。！？!?\n]?")


def _longest_shared(a: str, b: str) -> str:
    match = difflib.SequenceMatcher(a=a, b=b, autojunk=False).find_longest_match(0, len(a), 0, len(b))
    return a[match.a : match.a + match.size]


def misattributed(text: str, checks: list[CitationCheck], evidence: list[Evidence]) -> list[tuple[StatuteVersion, StatuteVersion, str]]:
    """(cited version, the version the words come from, the words) for each sentence that cites
    provisions but states, in the words of another provision of the evidence, a rule none of them
    contains. Quotation marks are not needed for this: the model paraphrases as often as it quotes."""
    found: list[tuple[StatuteVersion, StatuteVersion, str]] = []
    cited_checks = [c for c in checks if c.status == "ok" and c.version is not None]
    for sentence in _SENTENCES.finditer(text):
        own = [c for c in cited_checks if sentence.start() <= c.mention.start < sentence.end()]
        if not own:
            continue
        words = sentence.group()
        for check in own:
            words = words.replace(check.mention.text, " ")
        words = _NOT_WORDING.sub("", words)
        keys = {c.version.key for c in own}
        own_texts = [_NOT_WORDING.sub("", item.version.text) for item in evidence if item.version.key in keys]
        if any(len(_longest_shared(words, own_text)) >= _OWN_WORDS for own_text in own_texts):
            continue
        for item in evidence:
            if item.version.key in keys or item.role != "in_force":
                continue
            shared = _longest_shared(words, _NOT_WORDING.sub("", item.version.text))
            if len(shared) >= _OTHER_WORDS:
                found.append((own[0].version, item.version, shared))
                break
    return found


#: Fewer Chinese characters than this could be any article's words ("用人单位").
_ATTRIBUTABLE_CJK = 8
_SENTENCE_BREAK = re.compile(r"[。！？!?\n]|\.(?=\s)")


def attribute_quotations(text: str, evidence: list[Evidence]) -> tuple[str, list[str]]:
    """Name the article a quotation comes from where the model quoted a statute without citing it.

    English drafts, asked to quote the decisive Chinese words, often quote them word for word and
    never name the article ("The law states that “支票限于见票即付…”"), so the reply cited nothing
    and the sources went under "not cited". A quotation of at least eight Chinese characters that
    exactly one evidence article in force holds (punctuation and spacing aside), in a sentence
    that cites nothing, gets that article written after it. Returns the text and what was added.
    """
    wordings = [(item.version, _NOT_WORDING.sub("", item.version.text)) for item in evidence if item.role != "later_version"]
    cited_at = [(m.start, m.end) for m in find_mentions(text)]
    added: list[str] = []
    for match in reversed(list(QUOTATION.finditer(text))):
        plain = _NOT_WORDING.sub("", match.group("quote"))
        if han_count(plain) < _ATTRIBUTABLE_CJK:
            continue
        holders = {(v.law, v.article_label): v for v, wording in wordings if plain in wording}
        if len(holders) != 1:
            continue
        starts = [b.end() for b in _SENTENCE_BREAK.finditer(text, 0, match.start())]
        begin = starts[-1] if starts else 0
        after = _SENTENCE_BREAK.search(text, match.end())
        end = after.start() if after else len(text)
        if any(begin <= start < end for start, _ in cited_at):
            continue
        [version] = holders.values()
        citation = f"（《{version.law}》{version.article_label}）"
        text = text[: match.end()] + citation + text[match.end():]
        added.append(f"{version.law} {version.article_label}：{match.group('quote')}")
    return text, added[::-1]


def renumber_misnumbered(text: str, evidence: list[Evidence]) -> tuple[str, list[str]]:
    """Correct an article number the evidence does not hold when the words after it are another
    article's of the same law.

    The 1.5B model copies an evidence article's words and writes a wrong number before them
    ("《中华人民共和国民法典》第1019条，离婚时，夫妻的共同财产由双方协议处理；…", 第一千零八十七条's words):
    the citation was removed as unverifiable and the reply cited nothing. Where the draft names the
    law right before the number, the cited article is in no in-force evidence passage, no other
    citation follows it in its sentence, and the rest of the sentence shares at least ten words
    in a row with exactly one in-force evidence article of the law it names, the number is that
    article's. Returns the text and the corrections ("old → new")."""
    held = {(item.version.law, item.version.article, item.version.article_sub) for item in evidence if item.role == "in_force"}
    changes: list[str] = []
    mentions = find_mentions(text)
    for mention in reversed(mentions):
        if mention.law is None or not mention.covered or (mention.law, mention.article, mention.article_sub) in held:
            continue
        if mention.text.startswith("第"):
            continue  # a bare number: "本法第四十二条" inside a quoted article is its cross-reference
        after = _SENTENCE_BREAK.search(text, mention.end)
        end = after.start() if after else len(text)
        if any(mention.end <= other.start < end for other in mentions):
            continue  # "第X条和第Y条规定，…": the words may be Y's
        words = _NOT_WORDING.sub("", text[mention.end : end])
        holders = {item.version.key: item.version for item in evidence
                   if item.role == "in_force" and item.version.law == mention.law
                   and len(_longest_shared(words, _NOT_WORDING.sub("", item.version.text))) >= _OTHER_WORDS}
        if len(holders) != 1:
            continue
        [version] = holders.values()
        corrected = f"《{version.law}》{version.article_label}"
        text = text[: mention.start] + corrected + text[mention.end :]
        changes.append(f"{mention.text} → {corrected}")
    return text, changes[::-1]


def strip_quotations(text: str, quotations: list[str], language: str) -> str:
    """Replace each quotation (with its quote marks) by a visible marker."""
    marker = "〔与条文原文不符的引文已删除〕" if language == "zh" else "[quotation not matching the statute text removed]"
    for quotation in quotations:
        text = re.sub(rf"[“\"「『]{re.escape(quotation)}[”\"」』]", marker, text)
    return text


def drop_sentences_with(text: str, fragments: list[str]) -> str:
    """Remove every sentence that contains one of `fragments` (sentences end at 。！？!? or a newline)."""
    pieces = re.split(r"(?<=[。！？!?\n])", text)
    return "".join(piece for piece in pieces if not any(f in piece for f in fragments)).strip()


def strip_invalid(text: str, checks: list[CitationCheck], language: str) -> str:
    """Replace each unverifiable mention in the text with a visible marker (last one first)."""
    marker = "〔无法核实的法条引用已删除〕" if language == "zh" else "[unverifiable citation removed]"
    for check in sorted((c for c in checks if not c.acceptable), key=lambda c: c.mention.start, reverse=True):
        text = text[: check.mention.start] + marker + text[check.mention.end :]
    return text


# A provision's wording quoted under its source line: the statute's words, not the reply's
# citations (its own cross-references, 依照本法第六十五条, are not something the reply cites).
QUOTED_WORDING = re.compile(r"^  “[^\n]*”$", re.MULTILINE)


def sources_block(versions: list[StatuteVersion], language: str, heading: str | None = None, with_text: bool = False,
                  quoted: str = "") -> str:
    """The list of sources: law, article, version, validity window, once each, and the wording
    itself when `with_text`, unless `quoted` (the reply above) already quotes all of it. A reply
    quotes only an article's deciding words; the whole wording lets the reader check the
    conclusion against the rest (its exceptions, its other paragraphs), and an English reply
    quotes the Chinese text it glosses."""
    seen: list[StatuteVersion] = []
    for version in versions:
        if version not in seen:
            seen.append(version)
    already = plain_wording(quoted)
    title = heading or ("依据（案件日期有效的版本）：" if language == "zh" else "Sources (versions in force on the case date):")
    lines = [title]
    for v in seen:
        note = successor_note(v, language)
        if language == "zh":
            lines.append(f"• 《{v.law}》{v.article_label}（{v.version}，有效期 {window_text(v, 'zh')}"
                         + (f"；{note}" if note else "") + "）")
        else:
            lines.append(f"• {v.law} {v.article_label} ({v.version}, valid {window_text(v, 'en')}"
                         + (f"; {note}" if note else "") + ")")
        if with_text and plain_wording(v.text) not in already:
            lines.append(f"  “{' '.join(v.text.split())}”")
    return "\n".join(lines)
