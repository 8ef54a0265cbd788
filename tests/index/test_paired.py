"""The paired difference with its bootstrap interval (the publish gate and `eval memory`)."""

from __future__ import annotations

import pytest

from index.common.paired import paired_difference


def test_a_constant_difference_has_no_uncertainty() -> None:
    result = paired_difference([0.8, 0.6, 0.9], [0.3, 0.1, 0.4])
    assert result["difference"] == 0.5 and result["ci95"] == [0.5, 0.5]
    assert (result["items"], result["better"], result["worse"]) == (3, 3, 0)


def test_a_noisy_difference_gets_an_interval_around_its_mean_that_holds_zero_when_it_should() -> None:
    """Half the items gain 1, half lose 1: the mean is 0 and the interval straddles it widely."""
    result = paired_difference([1, 0] * 10, [0, 1] * 10)
    low, high = result["ci95"]
    assert result["difference"] == 0.0 and low < -0.2 and high > 0.2
    assert (result["better"], result["worse"]) == (10, 10)


def test_one_gain_in_forty_is_not_certain() -> None:
    result = paired_difference([1] + [0] * 39, [0] * 40)
    assert result["difference"] == 0.025 and result["ci95"][0] == 0.0


def test_the_arms_must_score_the_same_items() -> None:
    with pytest.raises(ValueError):
        paired_difference([1, 0], [1])
    with pytest.raises(ValueError):
        paired_difference([], [])
