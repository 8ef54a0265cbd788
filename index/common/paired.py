"""The one paired comparison every A/B figure is reported with: the mean difference of two arms
scored on the same items, and its 95 % percentile-bootstrap interval.

The publish gate (candidate adapter vs serving) and `tempolex eval memory` (memory on vs off) both
compare two runs item by item; a difference whose interval holds 0 is a tie, not a gain.
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

RESAMPLES = 2000


def paired_difference(treated: Sequence[float], control: Sequence[float], seed: int = 0) -> dict[str, Any]:
    """Mean of treated - control over the same items, its 95 % interval (numpy, RESAMPLES
    resamples, fixed seed), the number of items and how many moved each way."""
    if len(treated) != len(control) or not treated:
        raise ValueError("a paired comparison needs the same, non-empty, items in both arms")
    differences = np.asarray(treated, dtype=float) - np.asarray(control, dtype=float)
    rng = np.random.default_rng(seed)
    means = differences[rng.integers(0, len(differences), size=(RESAMPLES, len(differences)))].mean(axis=1)
    low, high = np.percentile(means, [2.5, 97.5])
    return {"difference": round(float(differences.mean()), 4), "ci95": [round(float(low), 4), round(float(high), 4)],
            "items": len(differences), "better": int((differences > 0).sum()), "worse": int((differences < 0).sum())}
