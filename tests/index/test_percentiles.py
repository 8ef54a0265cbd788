"""Every benchmark reports percentiles the same way (numpy's linear interpolation)."""

from __future__ import annotations

import statistics

import pytest

from index.common.percentiles import percentile


def test_matches_statistics_inclusive_method() -> None:
    values = [float(v) for v in range(1, 101)]
    cuts = statistics.quantiles(values, n=100, method="inclusive")
    assert percentile(values, 0.50) == pytest.approx(cuts[49]) == pytest.approx(50.5)
    assert percentile(values, 0.95) == pytest.approx(cuts[94]) == pytest.approx(95.05)


def test_order_does_not_matter_and_edges_are_exact() -> None:
    assert percentile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert percentile([7.0], 0.95) == 7.0
    assert percentile([], 0.5) is None
