"""Lines of agreements that carry a fact without a clause: ``Label: value``, ``Name, address``, parties.

The dependency patterns read clauses; term sheets and letters state much of their content
in lines the parser cannot read as clauses (``Governing law: ...`` is tagged as a verb phrase,
``Shipping method chosen by: Seller`` has no subject, ``A, 12 High Street`` has no verb).
These readers work on the line's words, whatever the parser tags them, and are used only in
documents with a subject (agreements), never on narrative text:

* ``Label: value`` -> (document subject, label, value); a possessive label
  (``Seller's registered address: ...``, resolved to the party's name) -> (party, rest, value);
* ``Name, 12 High Street`` (a letterhead, an inside address, a ``To:`` line) -> (Name, address, ...);
* a parties clause ``A, a company having its registered office at 12 High Street (the "Seller")``
  or ``A of 12 High Street (the "Seller")`` -> (A, registered address, 12 High Street).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from hanker.text.agreement import defined_value

_LABEL = re.compile(r"^[ \t]*([A-Z][^:\n\d]{1,60}?):[ \t]+(\S[^\n]{0,200}?)[ \t.]*$")
# a company's legal form may be written in lower case (Oakridge Foods plc)
_NAME = (
    r"[A-Z][\w&.'’-]*(?:[ \t]+(?:of[ \t]+|&[ \t]+)?[A-Z][\w&.'’-]*){0,5}"
    r"(?:[ \t]+(?:plc|ltd|llc|llp|inc|corp|gmbh|ag|sa|bv|nv)\b\.?)?"
)
_ADDRESS = r"\d{1,5}[A-Za-z]?(?:[ \t]+[A-Z][\w'’-]*){1,5}"
_TOWN = r"(?:,[ \t]+[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*){0,2})?"  # "12 High Street, Plymouth"
_NAME_THEN_ADDRESS = re.compile(rf"^({_NAME}),[ \t]+({_ADDRESS}{_TOWN})$")
_NAME_ADDRESS = re.compile(rf"^[ \t]*(?:To:[ \t]*)?({_NAME}),[ \t]+({_ADDRESS}{_TOWN})[ \t.]*$")
_PARTY_CLAUSE = re.compile(
    rf"({_NAME})(,?[ \t]+(?:[a-z][\w'’]*[ \t]+){{0,8}})({_ADDRESS})[ \t]*,?[ \t]*\([^()\n]*[\"“]"
)
_MEANS = re.compile(
    r"^[ \t]*(?:[\d.()]+[ \t]+)?[\"“]([A-Z][^\"”\n]{0,40})[\"”][ \t]+(?:means|shall mean|refers to)[ \t]+(.+)$"
)
_POSSESSIVE = re.compile(r"^(.+?)['’]s[ \t]+(.+)$")
_NOT_LABELS = frozenset({"re", "subject", "dear", "to", "from", "cc", "note", "whereas"})


@dataclass
class LineFacts:
    """Facts read from one sentence's words; ``consumed``: the patterns need not read it again."""

    triples: list[tuple[str, str, str]] = field(default_factory=list)
    consumed: bool = False


def _address_relation(words: str) -> str:
    lowered = words.lower()
    if "registered" in lowered:
        return "registered address"
    if "place of business" in lowered:
        return "principal place of business"
    if "resid" in lowered or "lives" in lowered:
        return "residential address"
    return "address"


def _label_fact(original: str, resolved: str, subject: str) -> tuple[str, str, str] | None:
    label_line = _LABEL.match(original)
    if label_line is None or label_line.group(1).strip().lower() in _NOT_LABELS:
        return None
    label, value = label_line.group(1).strip(), label_line.group(2).strip()
    head, relation = subject, label.lower()
    resolved_line = _LABEL.match(resolved)
    if resolved_line is not None:
        owner = _POSSESSIVE.match(resolved_line.group(1).strip())
        role = _POSSESSIVE.match(label)
        if owner and role and owner.group(1) != role.group(1):
            head, relation = owner.group(1), owner.group(2).lower()
        if len(value.split()) == 1 and value[:1].isupper():
            value = resolved_line.group(2).strip()  # a role ("Seller") resolved to its party
    return head, relation, value


def agreement_line_facts(original: str, resolved: str, subject: str | None) -> LineFacts:
    """Facts of a sentence of an agreement that the clause patterns would miss."""
    out = LineFacts()
    if not subject:
        return out
    line = _NAME_ADDRESS.match(original)
    if line is not None:
        out.triples.append((line.group(1), "address", line.group(2)))
        out.consumed = True
        return out
    means = _MEANS.match(original)
    if means is not None:
        out.triples.append((subject, means.group(1).lower(), defined_value(means.group(2))))
        out.consumed = True
        return out
    fact = _label_fact(original, resolved, subject)
    if fact is not None:
        out.triples.append(fact)
        party = _NAME_THEN_ADDRESS.match(fact[2])  # "Buyer: A Ltd, 17 Quay Road, Plymouth"
        if party is not None:
            out.triples.append((party.group(1), "address", party.group(2)))
        out.consumed = True
        return out
    for match in _PARTY_CLAUSE.finditer(original):
        name = re.sub(r"^(?:between|and|of)[ \t]+", "", match.group(1))
        out.triples.append((name, _address_relation(match.group(2)), match.group(3)))
    return out
