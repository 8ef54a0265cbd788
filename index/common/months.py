"""Calendar months counted from a day: a term of months (a loan "一年后还", "下个月") and the last day of a month."""

from __future__ import annotations

from datetime import date, timedelta


def shift_months(day: date, months: int) -> date:
    """The first day of the month `months` after `day`'s month (before it, when negative)."""
    index = day.year * 12 + day.month - 1 + months
    return date(index // 12, index % 12 + 1, 1)


def month_end(day: date) -> date:
    """The last day of `day`'s month."""
    return shift_months(day, 1) - timedelta(days=1)
