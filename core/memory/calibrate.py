"""Calibrate the recall threshold delta for the embedder in use.

TALA's delta = 0.5 is for BGE. Cosine scales differ by model (e5 puts unrelated texts near 0.8),
so delta is measured here from two distributions of query-passage cosines, embedded the way
recall embeds them (the question as a query, the experience entry as a passage):

- related: a consultation question (LawBench 3-8) and an experience entry of the same field of
  law, the field taken from the law the reference answer cites;
- unrelated: the same questions against entries of every other field.

A second pair of distributions, question vs question of the same / a different field (both as
passages, as consolidation compares entries), is reported alongside. delta is the threshold
that lets at most 5 % of unrelated pairs through (a bank holds far more unrelated entries than
related ones, so the false-positive rate decides what a turn with no relevant experience gets);
the Youden's-J optimum (TPR - FPR) is reported beside it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import numpy as np

from index.common.paths import lawbench_task

LAWBENCH = lawbench_task("3-8")

# field -> the laws (short names) whose citation puts a question in it
FIELDS: dict[str, tuple[str, ...]] = {
    "labour": ("劳动合同法", "劳动法", "劳动争议调解仲裁法", "职工带薪年休假条例", "劳动合同法实施条例", "工伤保险条例"),
    "social_insurance": ("社会保险法", "城镇职工基本医疗保险条例", "社会保险法实施细则", "住房公积金管理条例"),
    "civil_procedure": ("民事诉讼法", "诉讼费用交纳办法"),
    "traffic": ("道路交通安全法", "道路交通事故处理程序规定", "道路交通安全法实施条例"),
    "criminal": ("刑法", "刑事诉讼法", "治安管理处罚法"),
    "household": ("户口登记条例",),
    "company": ("公司法",),
}

# One experience entry per field, written like distilled ones (guidance, no facts).
ENTRIES: dict[str, str] = {
    "labour": "类型：劳动合同纠纷\n经验：先问清入职时间、是否签订书面劳动合同、解除原因；检索“劳动合同法 经济补偿 违法解除 双倍工资”有效；"
              "未签书面合同的二倍工资、经济补偿按工作年限计算；提醒劳动仲裁时效一年，须先申请劳动仲裁。",
    "social_insurance": "类型：社会保险缴费与待遇\n经验：先问清参保地、累计缴费年限和退休时间；检索“社会保险法 缴费年限 养老保险 医疗保险待遇”有效；"
                        "说明最低缴费年限、补缴和转移接续的规定；不同地区政策不同，建议向当地社保经办机构核实。",
    "civil_procedure": "类型：民事诉讼程序\n经验：先问清诉讼所处阶段（起诉、一审、上诉、执行）和收到文书的日期；检索“民事诉讼法 管辖 上诉期限 执行”有效；"
                       "说明上诉期十五日、裁定十日，诉讼费用按标的额交纳；初稿漏写期限起算点，修改后补上。",
    "traffic": "类型：交通事故责任与赔偿\n经验：先问清事故发生日期、交警责任认定结果和是否有交强险；检索“道路交通安全法 第七十六条 交强险 责任认定”有效；"
               "说明交强险先行赔付、超出部分按过错比例承担；酒驾醉驾另涉危险驾驶罪。",
    "criminal": "类型：刑事案件与刑罚\n经验：先问清行为发生日期（新旧法适用，刑法第十二条从旧兼从轻）、是否有前科；检索“刑法 缓刑 累犯 取保候审”有效；"
                "说明量刑情节和强制措施期限；初稿引用了证据外的条文，核对后删除。",
    "household": "类型：户口登记与迁移\n经验：先问清户籍所在地、迁入地和迁移原因（婚姻、投靠、就业）；检索“户口登记条例 迁移 落户”有效；"
                 "说明需向户口登记机关申报，具体材料以当地公安机关规定为准。",
    "company": "类型：公司股东权利与责任\n经验：先问清公司类型、出资方式和出资期限、股东身份证明；检索“公司法 股东 出资 股权转让 知情权”有效；"
               "说明有限责任公司股权对外转让须经其他股东过半数同意，股东可查阅公司章程和会计账簿。",
}


def field_of(answer: str) -> str | None:
    start = answer.find("法律依据")
    for law in re.findall(r"《([^》]+)》", answer[start:] if start >= 0 else answer):
        short = law.replace("中华人民共和国", "").strip()
        for field, laws in FIELDS.items():
            if short in laws:
                return field
    return None


def labelled_questions(path: Path = LAWBENCH) -> list[tuple[str, str]]:
    """(field, question) for each LawBench 3-8 item whose answer cites a law of a known field."""
    rows = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for row in rows:
        field = field_of(row["answer"])
        if field:
            out.append((field, row["question"]))
    return out


def _percentiles(values: np.ndarray) -> dict[str, float]:
    qs = {"min": 0, "p5": 5, "p25": 25, "p50": 50, "p75": 75, "p95": 95, "max": 100}
    return {name: round(float(np.percentile(values, q)), 4) for name, q in qs.items()} | {"n": int(len(values))}


def best_threshold(related: np.ndarray, unrelated: np.ndarray) -> dict[str, float]:
    """The cut maximising TPR - FPR (Youden's J), with precision and recall at it."""
    candidates = np.unique(np.concatenate([related, unrelated]))
    best = {"delta": float(candidates[0]), "j": -1.0}
    for cut in candidates:
        tpr = float((related >= cut).mean())
        fpr = float((unrelated >= cut).mean())
        if tpr - fpr > best["j"]:
            kept_related, kept_unrelated = (related >= cut).sum(), (unrelated >= cut).sum()
            best = {"delta": round(float(cut), 4), "j": round(tpr - fpr, 4), "tpr": round(tpr, 4), "fpr": round(fpr, 4),
                    "precision": round(float(kept_related / max(kept_related + kept_unrelated, 1)), 4)}
    return best


def high_precision_threshold(related: np.ndarray, unrelated: np.ndarray, max_fpr: float = 0.05) -> dict[str, float]:
    """The lowest cut that lets at most `max_fpr` of unrelated pairs through."""
    for cut in np.unique(np.concatenate([related, unrelated])):
        fpr = float((unrelated >= cut).mean())
        if fpr <= max_fpr:
            kept_related, kept_unrelated = (related >= cut).sum(), (unrelated >= cut).sum()
            return {"delta": round(float(cut), 4), "tpr": round(float((related >= cut).mean()), 4), "fpr": round(fpr, 4),
                    "precision": round(float(kept_related / max(kept_related + kept_unrelated, 1)), 4)}
    return {"delta": 1.0, "tpr": 0.0, "fpr": 0.0, "precision": 0.0}


def calibrate(embedder: Any, path: Path = LAWBENCH) -> dict[str, Any]:
    """Both distributions, the chosen delta, and the entry-vs-entry figures for the record."""
    questions = labelled_questions(path)
    fields = list(ENTRIES)
    entry_vectors = embedder.embed_passages([ENTRIES[f] for f in fields])
    query_vectors = np.stack([embedder.embed_query(q) for _, q in questions])
    scores = query_vectors @ entry_vectors.T  # (questions, fields)
    own = np.array([fields.index(f) for f, _ in questions])
    related = scores[np.arange(len(questions)), own]
    mask = np.ones_like(scores, dtype=bool)
    mask[np.arange(len(questions)), own] = False
    unrelated = scores[mask]
    youden = best_threshold(related, unrelated)
    chosen = high_precision_threshold(related, unrelated)

    passages = embedder.embed_passages([q for _, q in questions])
    pairwise = passages @ passages.T
    same = np.array([[a == b for b, _ in questions] for a, _ in questions])
    upper = np.triu(np.ones_like(same, dtype=bool), k=1)
    return {
        "embedder": getattr(embedder, "model_id", ""),
        "questions": len(questions),
        "fields": {f: sum(1 for g, _ in questions if g == f) for f in fields},
        "query_vs_entry": {
            "related": _percentiles(related),
            "unrelated": _percentiles(unrelated),
            "youden": youden,
            "fpr_at_most_5pct": chosen,
        },
        "question_vs_question": {
            "same_field": _percentiles(pairwise[same & upper]),
            "different_field": _percentiles(pairwise[~same & upper]),
            "best": best_threshold(pairwise[same & upper], pairwise[~same & upper]),
        },
        "tala_delta_bge": 0.5,
        "delta": chosen["delta"],
    }
