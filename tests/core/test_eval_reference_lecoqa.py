"""METEOR and BLEU as LeCoQA computes them, checked against figures worked out by hand."""

from __future__ import annotations

import math

import jieba
import nltk
import pytest

from core.evals.reference import bleu, meteor


def test_meteor_and_bleu_match_the_hand_computed_values_without_any_nltk_corpus(monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(nltk.data, "path", [str(tmp_path)])  # no WordNet anywhere: nothing may need it
    reference, reply = "我爱北京天安门。", "我爱北京天安门"
    assert list(jieba.cut(reference)) == ["我", "爱", "北京", "天安门", "。"]
    # 4 of 4 reply tokens match, in one chunk: P = 1, R = 4/5,
    # Fmean = P*R / (0.9 P + 0.1 R) = 0.8 / 0.98, penalty = 0.5 * (1/4)^3.
    assert meteor(reply, reference) == pytest.approx(0.8 / 0.98 * (1 - 0.5 / 64))
    # Every 1- to 4-gram of the reply is in the reference; brevity penalty exp(1 - 5/4).
    assert bleu(reply, reference) == pytest.approx(math.exp(-0.25))


def test_an_unrelated_reply_scores_near_zero_and_an_identical_one_near_one() -> None:
    reference = "用人单位不得解除怀孕女职工的劳动合同。"
    assert meteor("今天天气很好", reference) == 0.0
    assert bleu("今天天气很好", reference) < 0.05
    assert meteor(reference, reference) > 0.99 and bleu(reference, reference) == pytest.approx(1.0)
