"""Render contracts from the versioned templates, with exact spans for every attribute.

Templates are plain text with ``{attribute}`` placeholders, one per contract type and wording
family (style): ``templates/<type>.v1.txt`` is the ``classic`` style, ``templates/<type>.<style>.v1.txt``
the others (numbered sections with ``hereinafter`` definitions, term sheets of ``Label: value``
lines, recitals, letters in "we" and "you"). Every style states the same values;
QA templates (``templates/<type>_qa.v1.txt``) give, per attribute, the relation name of its
ground-truth fact, the fact's head (the contract or one of its parties) and the question.
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources

from hanker.core.errors import ConfigError

TEMPLATE_VERSION = "v1"
STYLES_VERSION = "pistol-styles.v1"
STYLES = ("classic", "numbered", "termsheet", "recitals", "letter")
MIXED_STYLE = "mixed"  # one style per contract, drawn from the seed and the edge name
CONTRACT_TITLES = {"sales": "sales contract", "employment": "employment contract"}
_PARTY_FIELDS = {
    "seller": "seller_name",
    "customer": "customer_name",
    "employer": "employer_name",
    "employee": "employee_name",
}


@dataclass(frozen=True)
class QATemplate:
    """One attribute's question template and the shape of its ground-truth fact."""

    attribute: str
    relation: str
    head: str
    question: str


@dataclass(frozen=True)
class RenderedContract:
    """A contract's text and the character span of each attribute's first occurrence."""

    text: str
    spans: Mapping[str, tuple[int, int]]


def _template_text(name: str) -> str:
    return resources.files("hanker.pistol").joinpath("templates", name).read_text(encoding="utf-8")


@cache
def contract_template(contract_type: str, style: str = "classic") -> str:
    """The contract template for ``sales`` or ``employment`` in one wording family."""
    if contract_type not in CONTRACT_TITLES:
        raise ConfigError(f"unknown contract type {contract_type!r}")
    if style not in STYLES:
        raise ConfigError(f"unknown contract style {style!r}; choose from {', '.join(STYLES)}")
    infix = "" if style == "classic" else f".{style}"
    return _template_text(f"{contract_type}{infix}.{TEMPLATE_VERSION}.txt")


@cache
def qa_templates(contract_type: str) -> tuple[QATemplate, ...]:
    """The 20 QA templates of a contract type, in template order."""
    if contract_type not in CONTRACT_TITLES:
        raise ConfigError(f"unknown contract type {contract_type!r}")
    rows = []
    for line in _template_text(f"{contract_type}_qa.{TEMPLATE_VERSION}.txt").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        attribute, relation, head, question = (part.strip() for part in line.split("|", 3))
        rows.append(QATemplate(attribute, relation, head, question))
    return tuple(rows)


def render_contract(
    contract_type: str, values: Mapping[str, str], style: str = "classic"
) -> RenderedContract:
    """Fill a contract template, recording where each attribute value lands in the text."""
    pieces: list[str] = []
    spans: dict[str, tuple[int, int]] = {}
    offset = 0
    for literal, field_name, _spec, _conv in string.Formatter().parse(
        contract_template(contract_type, style)
    ):
        pieces.append(literal)
        offset += len(literal)
        if field_name is None:
            continue
        if field_name not in values:
            raise ConfigError(f"{contract_type} template needs a value for {field_name!r}")
        value = values[field_name]
        spans.setdefault(field_name, (offset, offset + len(value)))
        pieces.append(value)
        offset += len(value)
    return RenderedContract(text="".join(pieces), spans=spans)


def contract_label(contract_type: str, values: Mapping[str, str]) -> str:
    """The entity name of a contract: ``sales contract between SELLER and CUSTOMER``."""
    if contract_type == "sales":
        return f"sales contract between {values['seller_name']} and {values['customer_name']}"
    return f"employment contract between {values['employer_name']} and {values['employee_name']}"


def fact_head(template: QATemplate, contract_type: str, values: Mapping[str, str]) -> str:
    """The head entity of an attribute's fact: the contract itself or the named party."""
    if template.head == "contract":
        return contract_label(contract_type, values)
    return values[_PARTY_FIELDS[template.head]]


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"(])")


def sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """Bounds of the sentence (within its line) that contains ``text[start:end]``."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    if line_end == -1:
        line_end = len(text)
    sent_start, sent_end = line_start, line_end
    for match in _SENTENCE_END.finditer(text, line_start, line_end):
        if match.end() <= start:
            sent_start = match.end()
        elif match.start() >= end:
            sent_end = match.start()
            break
    return sent_start, sent_end
