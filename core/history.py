"""An article's history: every version with its window and amending act, what changed between
consecutive versions, the article before or after the 2021 codification, and a timeline picture.

The same object serves `/history` in the chat and `tempolex history` (text, --json, --out PNG).
Text is plain with [-deleted-] / {+inserted+} marks (core.word_diff): the bot turns them into
strike-through and underline, the terminal prints them. A law or article the library lacks gets
an answer that names the nearest laws (or articles) it does hold.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import date, timedelta
from typing import Literal

from core.contract import HistoryReply
from core.timeline_image import Bar, render_timeline
from core.word_diff import Piece, changed, marked, shorten, word_diff
from index.article_reference import ArticleReference, english_name, nearest_laws, parse_article_reference, short_name
from index.catalogue import ArticleCatalogue
from index.corpus import StatuteVersion
from index.law_names import CIVIL_CODE
from index.predecessors import CODIFICATION_DAY, REPLACED, CodificationLinks, shipped_links

Language = Literal["zh", "en"]
Problem = Literal["empty", "unknown_law", "law_not_held", "no_article", "article_not_held"]

#: Linked articles shown in full (with their diff); more are listed by label only.
SHOWN_LINKS = 3
NEAREST_ARTICLES = 3
NEAREST_LAWS = 4


@dataclass(frozen=True)
class VersionView:
    version: str
    valid_from: str
    valid_to: str | None
    amended_by: str
    text: str
    source: str


@dataclass(frozen=True)
class ChangeView:
    """What changed from one version to the next; `gap` is a period between them no text covers."""

    from_version: str
    to_version: str
    diff: list[Piece]
    gap: tuple[str, str] | None = None


@dataclass(frozen=True)
class LinkView:
    """The article on the other side of the codification: a predecessor (for a 民法典 article) or
    a successor (for an old law's), with how the link was made and the two texts' diff."""

    direction: Literal["predecessor", "successor"]
    law: str
    article: int
    article_sub: int
    label: str
    relation: str
    method: str
    score: float
    checked: bool
    valid_from: str
    valid_to: str | None
    text: str
    diff: list[Piece]


@dataclass
class ArticleHistory:
    """Everything `/history` shows; `problem` is set (and `nearest` filled) when nothing was found."""

    query: str
    language: Language
    law: str | None = None
    article: int | None = None
    article_sub: int = 0
    label: str = ""
    versions: list[VersionView] = field(default_factory=list)
    changes: list[ChangeView] = field(default_factory=list)
    links: list[LinkView] = field(default_factory=list)
    problem: Problem | None = None
    written: str = ""
    nearest: list[str] = field(default_factory=list)
    replaced_by_code: bool = False

    @property
    def found(self) -> bool:
        return self.problem is None

    def to_dict(self) -> dict:
        data = asdict(self)
        data["found"] = self.found
        for change in data["changes"]:
            change["marked"] = marked(shorten([Piece(**p) for p in change["diff"]]))
        for link in data["links"]:
            link["marked"] = marked(shorten([Piece(**p) for p in link["diff"]]))
        return data


def _view(version: StatuteVersion) -> VersionView:
    return VersionView(version.version, version.valid_from, version.valid_to, version.amended_by, version.text,
                       version.source)


def _gap(before: StatuteVersion, after: StatuteVersion) -> tuple[str, str] | None:
    if before.valid_to is None:
        return None
    first_missing = date.fromisoformat(before.valid_to) + timedelta(days=1)
    last_missing = date.fromisoformat(after.valid_from) - timedelta(days=1)
    return (first_missing.isoformat(), last_missing.isoformat()) if first_missing <= last_missing else None


def _links(versions: list[StatuteVersion], catalogue: ArticleCatalogue, links: CodificationLinks) -> list[LinkView]:
    head = versions[0]
    views = []
    for link in links.links_of(*head.key):
        is_code = head.law == CIVIL_CODE
        other = link.old_key if is_code else link.new_key
        other_versions = catalogue.versions_of(*other)
        if not other_versions:
            continue
        # the wording in force at the codification day on each side
        old_text = (other_versions[-1] if is_code else versions[-1]).text
        new_text = (versions[0] if is_code else other_versions[0]).text
        shown = other_versions[-1] if is_code else other_versions[0]
        views.append(LinkView(
            "predecessor" if is_code else "successor", other[0], other[1], other[2], shown.article_label,
            link.relation, link.method, link.score, link.checked, shown.valid_from, shown.valid_to, shown.text,
            word_diff(old_text, new_text),
        ))
    return views


def _label_of(catalogue: ArticleCatalogue, law: str, article: int, sub: int) -> str:
    return catalogue.versions_of(law, article, sub)[0].article_label


def article_history(query: str, catalogue: ArticleCatalogue, links: CodificationLinks,
                    language: Language | None = None) -> ArticleHistory:
    """The history of the article `query` names ("刑法第七十四条", "Criminal Law Article 74")."""
    ref: ArticleReference = parse_article_reference(query)
    history = ArticleHistory(query=query, language=language or ref.language, written=ref.written)
    if not query.strip():
        history.problem = "empty"
        return history
    held = catalogue.laws()
    if ref.law is None or ref.law not in held:
        history.problem = "unknown_law" if ref.law is None else "law_not_held"
        history.law = ref.law
        history.replaced_by_code = ref.law in REPLACED
        history.nearest = nearest_laws(short_name(ref.law) if ref.law else ref.written, held, NEAREST_LAWS)
        return history
    history.law, history.article, history.article_sub = ref.law, ref.article, ref.article_sub
    articles = catalogue.articles_of(ref.law)
    if ref.article is None:
        history.problem = "no_article"
        history.nearest = [_label_of(catalogue, ref.law, *articles[0]), _label_of(catalogue, ref.law, *articles[-1])]
        return history
    versions = catalogue.versions_of(ref.law, ref.article, ref.article_sub)
    if not versions:
        history.problem = "article_not_held"
        closest = sorted(articles, key=lambda a: (abs(a[0] - ref.article) + abs(a[1] - ref.article_sub) * 0.1, a))
        history.nearest = [_label_of(catalogue, ref.law, *a) for a in sorted(closest[:NEAREST_ARTICLES])]
        return history
    history.label = versions[0].article_label
    history.versions = [_view(v) for v in versions]
    history.changes = [
        ChangeView(a.version, b.version, word_diff(a.text, b.text), _gap(a, b)) for a, b in zip(versions, versions[1:])
    ]
    history.links = _links(versions, catalogue, links)
    return history


# ------------------------------------------------------------------------------------ text

_CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"
_RELATION = {"zh": {"same": "相同", "similar": "相近"}, "en": {"same": "same", "similar": "similar"}}
_METHOD = {
    "zh": {"tfidf-cosine": "词语相似度", "containment": "文本包含度", "hand": "人工对照"},
    "en": {"tfidf-cosine": "word similarity", "containment": "text containment", "hand": "compared by hand"},
}


def law_title(law: str, language: Language) -> str:
    """《刑法》 in Chinese; "Criminal Law (刑法)" in English where the name table has one."""
    name = short_name(law) if "《" in law else f"《{short_name(law)}》"
    if language == "zh":
        return name
    english = english_name(law)
    return f"{english} ({short_name(law)})" if english else name


def _window(valid_from: str, valid_to: str | None, language: Language) -> str:
    if language == "zh":
        return f"{valid_from} 至 {valid_to}" if valid_to else f"{valid_from} 起（现行）"
    return f"{valid_from} – {valid_to}" if valid_to else f"from {valid_from} (in force)"


def _number(index: int) -> str:
    return _CIRCLED[index] if index < len(_CIRCLED) else f"({index + 1})"


def _heading(history: ArticleHistory) -> str:
    assert history.law is not None
    count = len(history.versions)
    if history.language == "zh":
        return f"{law_title(history.law, 'zh')}{history.label} · 共{count}个版本"
    return f"{law_title(history.law, 'en')}, Article {history.article}" + (
        f"-{history.article_sub}" if history.article_sub else "") + f" ({history.label}) · {count} version{'s' * (count != 1)}"


def _version_lines(history: ArticleHistory) -> list[str]:
    zh = history.language == "zh"
    blocks = []
    for index, version in enumerate(history.versions):
        head = f"{_number(index)} {version.version} · {_window(version.valid_from, version.valid_to, history.language)}"
        if version.amended_by and version.amended_by not in version.version:
            head += f" · {'修改：' if zh else 'amended by '}{version.amended_by}"
        if index == 0:
            blocks.append(f"{head}\n{version.text}")
            continue
        change = history.changes[index - 1]
        lines = [head]
        if change.gap:
            lines.append(f"（{change.gap[0]} 至 {change.gap[1]} 本库无文本）" if zh
                         else f"(no text held for {change.gap[0]} – {change.gap[1]})")
        if changed(change.diff):
            lines.append(("变化：" if zh else "Changes: ") + marked(shorten(change.diff)))
        else:
            lines.append("文字未变。" if zh else "Wording unchanged.")
        blocks.append("\n".join(lines))
    last = history.versions[-1]
    if last.valid_to and not history.links:
        blocks.append(f"{last.valid_to} 之后失效。" if zh else f"No longer in force after {last.valid_to}.")
    return blocks


def _link_lines(history: ArticleHistory) -> list[str]:
    if not history.links:
        return []
    zh = history.language == "zh"
    successor = history.links[0].direction == "successor"
    if zh:
        title = f"《民法典》施行后（{CODIFICATION_DAY}起）由以下条文承继：" if successor else f"前身（{CODIFICATION_DAY}以前适用）："
    else:
        title = (f"From {CODIFICATION_DAY} the Civil Code carries it on in:" if successor
                 else f"Predecessor (applied before {CODIFICATION_DAY}):")
    blocks = [title]
    for index, link in enumerate(history.links):
        arrow = "→" if successor else "←"
        how = f"{_METHOD[history.language][link.method]} {link.score:.2f}"
        if link.checked and link.method != "hand":
            how += "，已人工核对" if zh else ", checked by hand"
        relation = _RELATION[history.language][link.relation]
        line = f"{arrow} {law_title(link.law, history.language)}{link.label}"
        if not successor:
            line += f"（{_window(link.valid_from, link.valid_to, 'zh')}）" if zh else f" ({_window(link.valid_from, link.valid_to, 'en')})"
        line += f" — {relation}（{how}）" if zh else f" — {relation} ({how})"
        if index < SHOWN_LINKS and changed(link.diff):
            line += "\n" + ("差异：" if zh else "Differences: ") + marked(shorten(link.diff))
        blocks.append(line)
    return ["\n".join(blocks)]


def _legend(history: ArticleHistory) -> str:
    return "（[-删去-] {+新增+}）" if history.language == "zh" else "([-deleted-] {+inserted+})"


def _problem_text(history: ArticleHistory) -> str:
    zh = history.language == "zh"
    example = "/history 刑法第七十四条" if zh else "/history Criminal Law Article 74"
    if history.problem == "empty":
        return (f"请写出法律和条号，例如 {example}、/history 民法典第1087条。" if zh
                else f"Name a law and an article, e.g. {example} or /history Civil Code Article 1087.")
    nearest = "、".join(law_title(law, "zh") for law in history.nearest) if zh else ", ".join(
        law_title(law, "en") for law in history.nearest)
    if history.problem in ("unknown_law", "law_not_held"):
        name = law_title(history.law, "zh") if history.law else f"「{history.written}」"
        if zh:
            text = f"本库没有收录{name}。" if history.law else f"没有找到名为{name}的法律。"
            if history.replaced_by_code:
                text += f"它已于{CODIFICATION_DAY}被《民法典》取代，可查询《民法典》的相应条文。"
            return text + (f"\n本库收有的相近法律：{nearest}" if nearest else f"\n请用 {example} 这样的格式。")
        name = law_title(history.law, "en") if history.law else f"“{history.written}”"
        text = f"The library does not hold {name}." if history.law else f"No law named {name} is known."
        if history.replaced_by_code:
            text += f" It was replaced by the Civil Code on {CODIFICATION_DAY}; ask for the Civil Code's article instead."
        return text + (f"\nClosest laws held: {nearest}" if nearest else f"\nTry the form {example}.")
    assert history.law is not None
    if history.problem == "no_article":
        first, last = history.nearest
        return (f"请写明条号，例如 /history {short_name(history.law)}第一条。本库收有{law_title(history.law, 'zh')}{first}至{last}。"
                if zh else f"Which article? {law_title(history.law, 'en')} is held from {first} to {last}.")
    labels = "、".join(history.nearest) if zh else ", ".join(history.nearest)
    wanted = f"第{history.article}条" + (f"之{history.article_sub}" if history.article_sub else "")
    return (f"本库的{law_title(history.law, 'zh')}没有{wanted}。最接近的条文：{labels}" if zh
            else f"{law_title(history.law, 'en')} has no Article {history.article} in the library. Nearest held: {labels}")


def history_text(history: ArticleHistory) -> str:
    """The reply as plain text: heading, versions with their changes, the codification link."""
    if not history.found:
        return _problem_text(history)
    parts = [_heading(history), *_version_lines(history), *_link_lines(history)]
    if history.changes or any(changed(link.diff) for link in history.links):
        parts.append(_legend(history))
    return "\n\n".join(parts)


def history_caption(history: ArticleHistory) -> str:
    """The picture's caption: which article, how many versions."""
    assert history.law is not None
    if history.language == "zh":
        return f"{law_title(history.law, 'zh')}{history.label}的版本时间线"
    return f"Timeline of {law_title(history.law, 'en')}, Article {history.article}"


def history_image(history: ArticleHistory, today: date) -> bytes | None:
    """The timeline PNG: the versions, and the article before or after the codification."""
    if not history.found or history.law is None:
        return None
    bars = [Bar(v.version, date.fromisoformat(v.valid_from), _day(v.valid_to)) for v in history.versions]
    linked = [Bar(f"{short_name(link.law)} {link.label}", date.fromisoformat(link.valid_from), _day(link.valid_to),
                  link.direction) for link in history.links[:SHOWN_LINKS]]
    bars = [*linked, *bars] if linked and linked[0].kind == "predecessor" else [*bars, *linked]
    marker = date.fromisoformat(CODIFICATION_DAY) if history.links else None
    title = f"{short_name(history.law)} {history.label}"
    return render_timeline(title, bars, today, marker)


def _day(text: str | None) -> date | None:
    return date.fromisoformat(text) if text else None


def image_name(history: ArticleHistory) -> str:
    """An ASCII file name for the picture (Telegram clients show it)."""
    return f"history-{history.article or 0}{f'-{history.article_sub}' if history.article_sub else ''}.png"


def history_reply(query: str, catalogue: ArticleCatalogue, today: date, fallback_language: Language) -> HistoryReply:
    """What a chat front end sends for `/history query`: the text, and the picture when found.
    An empty query is answered in the chat's language, any other in the query's."""
    history = article_history(query, catalogue, shipped_links(), None if query.strip() else fallback_language)
    if not history.found:
        return HistoryReply(history_text(history), found=False)
    return HistoryReply(history_text(history), True, history_image(history, today), image_name(history),
                        history_caption(history))
