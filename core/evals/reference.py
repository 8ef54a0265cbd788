"""Agreement with LawBench 3-8's reference answers at the level of articles and of wording.

- Reference articles: the 第X条 the reference answer cites, each with the law named before it
  (《民法典》第二百零九条…第二百三十八条 gives two 民法典 articles); articles of laws the corpus does
  not know, or with no law named, are left out (they cannot be matched to a citation).
- Article hit: a reply citing at least one reference article.
- ROUGE-L: LawBench's own metric for 3-8 (evaluation/utils/function_utils.py `compute_rouge`):
  both texts segmented by jieba's default dictionary and joined by spaces, an empty reply scored as
  "无内容", then `rouge_chinese.Rouge().get_scores(...)["rouge-l"]["f"]`, averaged over items. The
  same library and steps in `index.common.text.rouge_l_lawbench`, so the figure compares with
  published LawBench results.
- METEOR and BLEU: LeCoQA's metrics (its evaluation/calc.py, nltk 3.9.1 as it pins): both texts
  cut by jieba's default dictionary, `meteor_score([reference], reply)` with nltk's defaults and
  `sentence_bleu([reference], reply, smoothing_function=SmoothingFunction().method4)`, averaged
  over items. METEOR's synonym stage asks WordNet, whose corpus cannot be downloaded here; it is
  given a WordNet with no synsets, which is what the real one returns for Chinese tokens, so the
  Chinese figures are unchanged (only a Latin-script token such as "app" could differ).
- Evidence recall@k: retrieval alone (no model), the share of reference articles held in the case
  window that the top-k evidence contains; how the glossary's effect on English questions is measured.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from datetime import date

import jieba
from nltk.translate.bleu_score import SmoothingFunction, sentence_bleu
from nltk.translate.meteor_score import meteor_score

from core.citations import find_mentions
from index.evals.coverage import reference_text
from index.query_analysis import analyze
from index.retrieval import Retriever

ArticleKey = tuple[str, int, int]


def reference_articles(answer: str) -> set[ArticleKey]:
    """The (law, article, article_sub) the reference answer cites, for laws the corpus knows."""
    return {(m.law, m.article, m.article_sub) for m in find_mentions(reference_text(answer)) if m.law and m.covered}


def article_hit(cited: Iterable[ArticleKey], reference: set[ArticleKey]) -> bool:
    return bool(reference & set(cited))


class NoSynonyms:
    """Stands in for nltk's WordNet in METEOR: no synsets for any token (WordNet has none for
    Chinese words), so nothing reads or downloads the WordNet corpus."""

    def synsets(self, word: str) -> list:
        return []


def _tokens(text: str) -> list[str]:
    jieba.setLogLevel(logging.WARNING)
    return list(jieba.cut(text))


def meteor(reply: str, reference: str) -> float:
    """METEOR of `reply` against `reference`, computed as LeCoQA computes it."""
    return float(meteor_score([_tokens(reference)], _tokens(reply), wordnet=NoSynonyms()))


def bleu(reply: str, reference: str) -> float:
    """Sentence BLEU (smoothing method 4) of `reply` against `reference`, as LeCoQA computes it."""
    return float(sentence_bleu([_tokens(reference)], _tokens(reply), smoothing_function=SmoothingFunction().method4))


def _held(retriever: Retriever, key: ArticleKey, window: tuple[date, date]) -> bool:
    return any(v.valid_on(*window) for v in retriever.versions_of(*key))


def evidence_recall(
    retriever: Retriever,
    items: list[dict],
    today: date,
    top: int = 10,
    use_glossary: bool = True,
    progress: Callable[[str, int, int], None] | None = None,
) -> dict:
    """Recall@`top` of the reference articles among the evidence retrieval returns, per item
    averaged, over items whose reference cites an article held in the question's window. An
    item's "rewrite" (Chinese terms a model proposed) joins its query when present."""
    recalls: list[float] = []
    hits = 0
    for number, item in enumerate(items, start=1):
        analysis = analyze(item["question"], today, use_glossary, tuple(item.get("rewrite", ())))
        result = retriever.search(item["question"], top=top, today=today, analysis=analysis)
        reference = {key for key in reference_articles(item["answer"]) if _held(retriever, key, result.window)}
        if reference:
            found = reference & {hit.version.key for hit in result.hits}
            recalls.append(len(found) / len(reference))
            hits += bool(found)
        if progress:
            progress("evidence recall", number, len(items))
    measured = len(recalls)
    return {
        "items": len(items),
        "measurable": measured,
        f"recall_at_{top}": sum(recalls) / measured if measured else None,
        f"hit_at_{top}": hits / measured if measured else None,
    }
