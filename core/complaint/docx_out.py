"""The complaint as a Word document (python-docx), laid out like a filed 民事起诉状, and the element-style
layout (要素式起诉状: a two-column table of elements) courts publish for some dispute types."""

from __future__ import annotations

import io

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn
from docx.shared import Pt

from core.complaint.elements import Elements
from core.complaint.render import Sections


def _document() -> Document:
    document = Document()
    style = document.styles["Normal"]
    style.font.name = "SimSun"
    style.font.size = Pt(14)
    style.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
    return document


def _para(document, text: str, bold: bool = False, align=None, size: int | None = None, indent: bool = False):
    paragraph = document.add_paragraph()
    run = paragraph.add_run(text)
    run.bold = bold
    if size:
        run.font.size = Pt(size)
    if align is not None:
        paragraph.alignment = align
    if indent:
        paragraph.paragraph_format.first_line_indent = Pt(28)
    return paragraph


def _save(document) -> bytes:
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def complaint_docx(sections: Sections) -> bytes:
    document = _document()
    _para(document, sections.title, bold=True, align=WD_ALIGN_PARAGRAPH.CENTER, size=22)
    for line in [*sections.plaintiffs, *sections.defendants]:
        _para(document, line)
    _para(document, "诉讼请求：", bold=True)
    for line in sections.claims:
        _para(document, line, indent=True)
    _para(document, "事实和理由：", bold=True)
    for line in sections.facts:
        _para(document, line, indent=True)
    _para(document, "证据和证据来源，证人姓名和住所：", bold=True)
    for line in sections.evidence:
        _para(document, line, indent=True)
    _para(document, "此致", indent=True)
    _para(document, sections.court)
    for line in sections.signature:
        _para(document, line, align=WD_ALIGN_PARAGRAPH.RIGHT)
    _para(document, sections.date, align=WD_ALIGN_PARAGRAPH.RIGHT)
    for line in sections.attachments:
        _para(document, line)
    return _save(document)


def _labelled(lines: list[str], role: str) -> list[tuple[str, str]]:
    """Each party line under its own label, the word before its colon: 原告, 法定代表人, 法定代理人 (D98)."""
    rows = []
    for line in lines:
        label, colon, value = line.partition("：")
        rows.append((label, value) if colon else (role, line))
    return rows


def element_style_docx(sections: Sections, elements: Elements) -> bytes:
    """要素式起诉状: the same content, one element per row, for the dispute types courts publish it for."""
    document = _document()
    _para(document, f"民事起诉状（{elements.dispute}·要素式）", bold=True, align=WD_ALIGN_PARAGRAPH.CENTER, size=20)
    rows: list[tuple[str, str]] = []
    rows += _labelled(sections.plaintiffs, "原告") + _labelled(sections.defendants, "被告")
    rows += [(f"诉讼请求{i + 1}", line) for i, line in enumerate(sections.claims)]
    rows += [("事实和理由", "\n".join(sections.facts))]
    rows += [("证据和证据来源，证人姓名和住所", "\n".join(sections.evidence))]
    rows += [("受诉人民法院", sections.court), ("具状人", "\n".join(sections.signature)), ("日期", sections.date)]
    table = document.add_table(rows=len(rows), cols=2)
    table.style = "Table Grid"
    for row, (name, value) in zip(table.rows, rows):
        row.cells[0].text, row.cells[1].text = name, value
    for line in sections.attachments:
        _para(document, line)
    return _save(document)


def docx_text(data: bytes) -> str:
    """Every paragraph and table cell of a .docx, in order (for tests and the evaluation)."""
    document = Document(io.BytesIO(data))
    lines = [p.text for p in document.paragraphs]
    for table in document.tables:
        for row in table.rows:
            lines += [cell.text for cell in row.cells]
    return "\n".join(lines)
