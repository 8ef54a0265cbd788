"""Months counted from a day, across year ends, and a month's last day in leap and common years."""

from __future__ import annotations

from datetime import date

from index.common.months import month_end, shift_months


def test_a_term_of_months_crosses_the_year_both_ways() -> None:
    assert shift_months(date(2019, 3, 15), 6) == date(2019, 9, 1)
    assert shift_months(date(2019, 11, 30), 3) == date(2020, 2, 1)
    assert shift_months(date(2020, 1, 31), -1) == date(2019, 12, 1)


def test_the_last_day_of_a_month() -> None:
    assert month_end(date(2024, 2, 10)) == date(2024, 2, 29)
    assert month_end(date(2023, 2, 1)) == date(2023, 2, 28)
    assert month_end(date(2023, 12, 5)) == date(2023, 12, 31)
