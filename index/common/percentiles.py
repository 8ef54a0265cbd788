"""The one percentile rule every benchmark and evaluation reports with.

Linear interpolation between ranks (numpy's default, `statistics.quantiles(method="inclusive")`),
so p50/p95 figures from different commands can be compared.
"""

from __future__ import annotations

from typing import Sequence


def percentile(values: Sequence[float], q: float) -> float | None:
    """The q-quantile (0 <= q <= 1) of `values`; None when there are none."""
    if not values:
        return None
    ordered = sorted(values)
    position = q * (len(ordered) - 1)
    lower = int(position)
    upper = min(lower + 1, len(ordered) - 1)
    return ordered[lower] + (ordered[upper] - ordered[lower]) * (position - lower)
