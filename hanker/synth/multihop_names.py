"""How template multi-hop questions name things: documents, type nouns, the cue.

A document's name in a KG is often "KIND between A and B" ("sales contract between Bjpvlj LLP
and Eskaqk SAS"): it is written "the sales contract between ..." in a question, its type noun is
its kind, and where one party is the bridge (which a question must not name) it is called by the
other party ("Wwifex LLC's sales contract") when that is unique among the KG's entities.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from functools import lru_cache

_DOCUMENT = re.compile(
    r"^(?:the |this )?(?P<kind>[A-Za-z][\w -]*?) (?:made )?(?:by and )?between (?P<a>.+?) and (?P<b>.+)$"
)
_DOC_WORDS = re.compile(
    r"\b(contract|agreement|sheet|lease|deed|licen[cs]e|letter|memorandum|terms|policy|order|"
    r"deal|note|charter|treaty|accord|arrangement)\b",
    re.I,
)
COMPANY = re.compile(
    r"\b(LLP|LLC|SAS|SA|SpA|BV|NV|AG|GmbH|Inc|Ltd|PLC|plc|Corp|Co|Group|Oy|AB|AS|SRL|Srl|SARL|KG)\.?$"
)


def document(name: str) -> tuple[str, str, str] | None:
    """(kind, party a, party b) of a document's name, lower-cased kind; None for other names."""
    match = _DOCUMENT.match(" ".join(name.split()))
    word = _DOC_WORDS.search(match["kind"]) if match is not None else None
    if match is None or word is None:
        return None
    kind = match["kind"][: word.end()]  # "term sheet [sale of goods]"
    kind = kind if kind[:2].isupper() else kind[:1].lower() + kind[1:]
    return kind, match["a"], match["b"]


@lru_cache(maxsize=65536)
def kind_noun(name: str, answer_kind: str = "") -> str:
    """The type noun of an entity ("sales contract", "company", "person"), "" when unknown."""
    doc = document(name)
    if doc is not None:
        return doc[0]
    if COMPANY.search(name.strip()):
        return "company"
    if not answer_kind:
        from hanker.synth.clause import answer_kind as kind_of

        answer_kind = kind_of(name)
    return {"person": "person", "organisation": "organisation", "place": "place"}.get(
        answer_kind, ""
    )


def _mentions(text: str, name: str) -> bool:
    name = name.strip()
    return bool(name) and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text, re.I) is not None


def party_documents(names: Iterable[str]) -> Counter[tuple[str, str]]:
    """How many documents of each kind each party has, among the entity ``names``."""
    counts: Counter[tuple[str, str]] = Counter()
    for name in set(names):
        found = document(name)
        if found is not None:
            counts[(found[0], found[1])] += 1
            counts[(found[0], found[2])] += 1
    return counts


def cue_phrase(
    cue: str, bridge: str, sentence: str, documents: Mapping[tuple[str, str], int]
) -> str:
    """How a question names the cue: "the sales contract between A and B", "B's sales
    contract" (when A is the bridge and B has one sales contract in ``documents``, from
    :func:`party_documents`), "the Seller" (as the
    source writes it); "" when it cannot be named without the bridge."""
    cue = " ".join(cue.split())
    doc = document(cue)
    if doc is not None:
        kind, a, b = doc
        if not _mentions(cue, bridge):
            return f"the {kind} between {a} and {b}"
        other = b if _mentions(a, bridge) else a
        if _mentions(other, bridge):
            return ""
        return f"{other}'s {kind}" if documents[(kind, other)] == 1 else ""
    if _mentions(cue, bridge):
        return ""
    if re.search(rf"\bthe {re.escape(cue)}(?!\w)", sentence, re.I) and not cue.lower().startswith(
        "the "
    ):
        return f"the {cue}"
    return cue


def short_cue(cue: str, bridge: str, documents: Mapping[tuple[str, str], int]) -> str:
    """A shorter name of a document cue, by one party ("Bjpvlj LLP's sales contract") that has
    no other document of its kind and is not the bridge; "" when there is none."""
    doc = document(cue)
    if doc is None:
        return ""
    kind, *parties = doc
    for party in parties:
        if not _mentions(party, bridge) and documents[(kind, party)] == 1:
            return f"{party}'s {kind}"
    return ""


def party_document(name: str, party: str, documents: Mapping[tuple[str, str], int]) -> str:
    """A document named by one of its parties ("Bjpvlj LLP's sales contract") when that
    party has no other document of its kind; "" otherwise."""
    doc = document(name)
    party = " ".join(party.split())
    if doc is None or party not in doc[1:] or documents[(doc[0], party)] != 1:
        return ""
    return f"{party}'s {doc[0]}"


def document_term(bridge: str, sentences: Iterable[str]) -> bool:
    """Whether the bridge is a term each source document defines for itself ("the Seller"):
    written with "the" in every source sentence, not a name shared by the documents."""
    bridge = " ".join(bridge.split())
    if bridge.lower().startswith("the ") or not bridge[:1].isupper():
        return False
    return all(re.search(rf"\bthe {re.escape(bridge)}(?!\w)", s, re.I) for s in sentences)
