"""An article's versions as a timeline picture (PNG), for the chat and `tempolex history --out`.

matplotlib draws it (object API on the Agg canvas: no GUI, no global pyplot state, safe in a
worker thread). Chinese labels need a CJK font that no fresh machine is assumed to have: the
Noto Sans CJK face ships in the `cvttf-notosanscjk-regular` wheel (SIL OFL), checked against its
SHA-256 before FreeType reads it, because its publisher is anonymous.
"""

from __future__ import annotations

import hashlib
import io
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache
from pathlib import Path
from typing import Literal

FONT_SHA256 = "f57e46120a3dd025ac993801981849622405d1359b32093b1f046490f7885711"

Kind = Literal["version", "predecessor", "successor"]
_COLOURS = {"version": "#2f6db5", "predecessor": "#9a9a9a", "successor": "#3f9b5a"}
_CURRENT = "#d9822b"


class FontUnavailable(RuntimeError):
    """The CJK font wheel is missing or its file is not the one pinned."""


@dataclass(frozen=True)
class Bar:
    """One row: a version's window (end None: still in force), or a linked article's."""

    label: str
    start: date
    end: date | None
    kind: Kind = "version"


@lru_cache(maxsize=1)
def cjk_font_path() -> Path:
    """The bundled Noto Sans CJK file, once its hash matches."""
    try:
        import cvttf_NotoSansCJK_Regular as font_package
    except ImportError as error:
        raise FontUnavailable("the CJK font package is missing: pip install cvttf-notosanscjk-regular==1.0") from error
    path = Path(font_package.get_TTF_path())
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if digest != FONT_SHA256:
        raise FontUnavailable(f"{path} has sha256 {digest}, expected {FONT_SHA256}")
    return path


def render_timeline(title: str, bars: list[Bar], today: date, marker: date | None = None) -> bytes:
    """A PNG (about 1000 px wide, one row per bar, oldest at the top) of `bars` on a date axis;
    open-ended bars run to `today` with an arrow; `marker` draws a dashed line (an amendment day)."""
    from matplotlib import dates as mdates
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.font_manager import FontProperties

    font = FontProperties(fname=str(cjk_font_path()), size=11)
    small = FontProperties(fname=str(cjk_font_path()), size=9)
    rows = len(bars)
    figure = Figure(figsize=(7.2, 1.5 + 0.62 * rows), dpi=140)
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    earliest = min(bar.start for bar in bars)
    latest = max([today, *(bar.end for bar in bars if bar.end)])
    span = (latest - earliest).days or 365
    for row, bar in enumerate(bars):
        end = bar.end or today
        colour = _CURRENT if bar.end is None and bar.kind == "version" else _COLOURS[bar.kind]
        start_num = mdates.date2num(bar.start)
        width = max(mdates.date2num(end + timedelta(days=1)) - start_num, span * 0.004)
        axes.barh(row, width, left=start_num, height=0.55, color=colour,
                  hatch="//" if bar.kind != "version" else None, edgecolor="white", linewidth=0)
        if bar.end is None:
            axes.annotate("", xy=(mdates.date2num(end) + span * 0.04, row), xytext=(mdates.date2num(end), row),
                          arrowprops={"arrowstyle": "->", "color": colour, "lw": 1.6})
        window = f"{bar.start.isoformat()} – {bar.end.isoformat() if bar.end else '…'}"
        late = (bar.start - earliest).days > 0.6 * span  # a late bar's label ends at its end
        axes.text(mdates.date2num(end) if late else start_num, row - 0.38, f"{bar.label}   {window}",
                  fontproperties=small, va="bottom", ha="right" if late else "left", color="#222222")
    if marker is not None:
        axes.axvline(mdates.date2num(marker), color="#c0392b", linestyle="--", linewidth=1)
    axes.set_ylim(rows - 0.4, -0.9)
    axes.set_xlim(mdates.date2num(earliest) - span * 0.02, mdates.date2num(latest) + span * 0.08)
    axes.set_yticks([])
    axes.xaxis.set_major_locator(mdates.AutoDateLocator(minticks=3, maxticks=8))
    axes.xaxis.set_major_formatter(mdates.DateFormatter("%Y"))
    for side in ("top", "right", "left"):
        axes.spines[side].set_visible(False)
    axes.grid(axis="x", color="#e5e5e5", linewidth=0.8)
    axes.set_axisbelow(True)
    axes.set_title(title, fontproperties=font, loc="left")
    figure.tight_layout()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()
