"""The grammar of template multi-hop questions: a relation's shape, descriptions, questions.

A relation is read as one of a few shapes, each with its own wording (examples for a sales
contract ``K``):

- ``plain`` noun attribute, (K, total price, $X): "the contract whose total price is $X",
  "the total price of K", "What is the total price of K?", "Which contract has D as its seller?";
- ``in_unit`` attribute with a unit, (K, warranty period in years, 2): "whose warranty period is
  2 years", "How many years is the warranty period of K?";
- ``unit`` count, (K, defect notice days, 21): "the contract with 21 defect notice days";
- ``due``, (K, invoice due days after delivery, 5): "under which the invoice is due 5 days after
  delivery";
- ``after``, (K, late penalty after days, 60): "under which a late penalty applies after 60 days";
- ``by`` participle attribute, (K, shipping costs paid by, Seller): "under which the shipping
  costs are paid by the Seller", "By whom are the shipping costs paid under K?";
- ``participle``, (K, goods sold, desks): "whose goods sold are desks", "the goods sold under K";
- ``verb``, (Ann, founded, Qpubwe): "the company that Ann founded", "the person that founded
  Qpubwe", "What did Ann found?";
- ``passive``, (Qpubwe, was founded by, Ann): "the company that was founded by Ann".

Anything else (a clause fragment such as "The unit price of leather belts be") has no shape,
and a path needing it gives no template question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from hanker.synth.multihop_names import COMPANY

_UNITS = r"(?P<unit>days|years|months|weeks|hours|dollars|euros|pounds)"
_DUE = re.compile(rf"^(?P<noun>.+?) due {_UNITS}(?: (?P<tail>(?:after|before|from|of) .+))?$")
_AFTER = re.compile(rf"^(?P<noun>.+?) (?P<prep>after|before|within) {_UNITS}$")
_IN_UNIT = re.compile(rf"^(?P<noun>.+?) in {_UNITS}$")
_UNIT = re.compile(rf"^(?P<noun>.+?) {_UNITS}$")
_BE = {"is": "is", "are": "are", "was": "was", "were": "were", "be": "is"}
_CLOSED = {
    *("the", "a", "an", "this", "that", "these", "those", "it", "its", "their", "his", "her"),
    *("is", "are", "was", "were", "be", "been", "has", "have", "had", "will", "shall", "may"),
    *("must", "can", "and", "or", "not", "no", "any", "either", "each", "every", "which", "who"),
}
_PLURALS = {"goods", "costs", "terms", "proceeds", "premises"}
_DO = {"VBD": "did", "VBZ": "does"}
_PLURAL_OF = {"is": "are", "was": "were", "has": "have"}


@dataclass(frozen=True)
class Shape:
    """How a relation reads: its kind and its parts (see the module docstring)."""

    kind: str
    noun: str = ""  # the attribute noun phrase ("total price", "shipping costs")
    plural: bool = False  # whether the noun phrase is plural
    unit: str = ""  # "days", "dollars"
    verb: str = ""  # "founded", "chosen"
    lemma: str = ""  # "found" (for do-support)
    prep: str = ""  # "by", "after", "to", "for"
    tail: str = ""  # "after delivery" of a ``due`` relation
    aux: str = ""  # "did"/"does" for a verb, "was"/"is" for a passive


@cache
def _nlp() -> Any:
    from hanker.text.nlp import load_spacy

    return load_spacy()


def parse(text: str) -> Any:
    """The spaCy parse of ``text`` (the pipeline the question writer uses)."""
    return _nlp()(text)


def _noun_phrase(text: str) -> tuple[bool, bool]:
    """(whether ``text`` is a bare noun phrase, whether it is plural): no function word, no
    finite verb, a noun last ("defect notice", "cooling-off period", "place of birth")."""
    words = text.split()
    if not words or any(w in _CLOSED for w in words) or not re.fullmatch(r"[a-z][a-z -]*", text):
        return False, False
    doc = _nlp()(" ".join(w.replace("-", "") for w in words))
    if any(t.tag_ in {"VBZ", "VBD", "VBP", "MD"} for t in doc[:-1]):
        return False, False
    head = doc[: next((t.i for t in doc if t.lower_ == "of"), len(doc))]
    if (
        not len(head)
        or doc[-1].pos_ not in {"NOUN", "PROPN"}
        or head[-1].pos_ not in {"NOUN", "PROPN"}
    ):
        return False, False
    return True, head[-1].tag_ in {"NNS", "NNPS"} or head[-1].lower_ in _PLURALS


def _unit_shape(relation: str) -> Shape | None:
    for kind, pattern in (("due", _DUE), ("after", _AFTER), ("in_unit", _IN_UNIT), ("unit", _UNIT)):
        match = pattern.match(relation)
        if match is None:
            continue
        parts = match.groupdict()
        clean, plural = _noun_phrase(parts["noun"])
        if not clean:
            return None
        return Shape(
            kind,
            noun=parts["noun"],
            plural=plural,
            unit=parts["unit"],
            prep=parts.get("prep") or "",
            tail=parts.get("tail") or "",
        )
    return None


def _verb_shape(doc: Any) -> Shape | None:
    first = doc[0]
    if first.lower_ in _BE and len(doc) >= 2 and doc[1].tag_ == "VBN":
        rest = doc[2:]
        if len(rest) <= 1 and all(t.pos_ == "ADP" for t in rest):
            prep = rest.text if len(rest) else ""
            return Shape("passive", verb=doc[1].text, prep=prep, aux=_BE[first.lower_])
        return None
    if first.tag_ in _DO and first.lemma_ not in {"be", "have"}:
        rest = doc[1:]
        if len(rest) <= 1 and all(t.pos_ in {"ADP", "PART"} for t in rest):
            prep = rest.text if len(rest) else ""
            return Shape(
                "verb", verb=first.text, lemma=first.lemma_, prep=prep, aux=_DO[first.tag_]
            )
    return None


@lru_cache(maxsize=65536)
def shape(relation: str) -> Shape | None:
    """The shape of ``relation`` (None when it reads as no clean phrase)."""
    relation = " ".join(relation.split())
    if not relation or relation[:1].isupper() or not re.fullmatch(r"[a-z][a-z -]*", relation):
        return None
    unit = _unit_shape(relation)
    if unit is not None or any(p.match(relation) for p in (_DUE, _AFTER, _IN_UNIT, _UNIT)):
        return unit
    doc = _nlp()(relation)
    verb = _verb_shape(doc)
    if verb is not None or doc[0].tag_ in _DO or doc[0].lower_ in _BE:
        return verb
    words = relation.split()
    last = doc[-1]
    if len(doc) >= 3 and last.lower_ == "by" and doc[-2].tag_ in {"VBN", "VBD"}:
        noun = " ".join(words[:-2])  # "shipping costs paid by"
        clean, plural = _noun_phrase(noun)
        return Shape("by", noun=noun, plural=plural, verb=words[-2], prep="by") if clean else None
    if len(doc) >= 2 and last.tag_ in {"VBN", "VBD"}:  # "goods sold"
        clean, plural = _noun_phrase(" ".join(words[:-1]))
        if not clean:
            return None
        return Shape("participle", noun=" ".join(words[:-1]), plural=plural, verb=last.text)
    clean, plural = _noun_phrase(relation)
    return Shape("plain", noun=relation, plural=plural) if clean else None


# --- phrases ------------------------------------------------------------------------------

_NUMBER = re.compile(r"[\d.,]+")


def _be(plural: bool) -> str:
    return "are" if plural else "is"


def _number(value: str) -> bool:
    return _NUMBER.fullmatch(value.strip()) is not None


def agree(aux: str, subject: str) -> str:
    """``aux`` ("is", "was", "has been") agreeing with the subject's head noun ("the goods ...":
    "are")."""
    first, _, rest = aux.partition(" ")
    if first not in _PLURAL_OF:
        return aux
    root = next((t for t in _nlp()(subject) if t.dep_ == "ROOT"), None)
    plural = root is not None and root.tag_ in {"NNS", "NNPS"}
    return " ".join(filter(None, (_PLURAL_OF[first] if plural else first, rest)))


def _inverted(wh: str, aux: str, subject: str, verb: str) -> str:
    """A passive question with its auxiliary's first word before the subject ("Where shall
    the goods be delivered?")."""
    first, _, rest = agree(aux, subject).partition(" ")
    return " ".join(filter(None, (wh, first, subject, rest, verb))) + "?"


def _span(verb: str, prep: str) -> str:
    return f"{verb} {prep}".strip()


def _who(answer: str, answer_kind: str) -> bool:
    """Whether the answer is asked with "who": a person, or a company by its legal form."""
    return answer_kind == "person" or (
        answer_kind == "organisation" and COMPANY.search(answer) is not None
    )


def by_value(s: Shape, value: str, kind: str, document: bool) -> str | None:
    """The head of a fact described by the fact ("the sales contract whose total price is X")."""
    be, under, count = _be(s.plural), "under which" if document else "for which", _number(value)
    if s.kind == "plain":
        return f"the {kind} whose {s.noun} {be} {value}"
    if s.kind == "participle":
        return f"the {kind} whose {s.noun} {s.verb} {be} {value}"
    if s.kind == "by":
        return f"the {kind} {under} the {s.noun} {be} {s.verb} by {value}"
    if s.kind == "verb":
        return f"the {kind} that {_span(s.verb, s.prep)} {value}"
    if s.kind == "passive":
        return f"the {kind} that {s.aux} {_span(s.verb, s.prep)} {value}"
    if s.kind == "in_unit":
        amount = f"{value} {s.unit}" if count else value
        return f"the {kind} whose {s.noun} {be} {amount}"
    if not count:
        return None
    if s.kind == "unit":
        return f"the {kind} with {value} {s.noun} {s.unit}"
    if s.kind == "due":
        when = f"{value} {s.unit} {s.tail}" if s.tail else f"within {value} {s.unit}"
        return f"the {kind} {under} the {s.noun} {be} due {when}"
    return f"the {kind} {under} a {s.noun} applies {s.prep} {value} {s.unit}"  # after


def as_value(s: Shape, owner: str, kind: str, document: bool, person: bool) -> str | None:
    """The tail of a fact described by the fact ("the address of Ann", "the company that Ann
    founded"); None for measures (a number is not described by what it measures)."""
    if s.kind == "plain":
        return f"the {s.noun} of {owner}"
    if s.kind == "participle":
        return f"the {s.noun} {s.verb} {'under' if document else 'by'} {owner}"
    if s.kind == "by" and document and person:
        return f"the {kind} by which the {s.noun} {_be(s.plural)} {s.verb} under {owner}"
    if s.kind == "verb" and kind:
        return f"the {kind} that {owner} {_span(s.verb, s.prep)}"
    if s.kind == "passive" and kind:
        return f"the {kind} that {owner} {agree(s.aux, owner)} {_span(s.verb, s.prep)}"
    return None


def ask_value(s: Shape, subject: str, answer: str, answer_kind: str, document: bool) -> str | None:
    """A question whose answer is the fact's tail, on the head described as ``subject``."""
    be, under, count = _be(s.plural), "under" if document else "for", _number(answer)
    who = _who(answer, answer_kind)
    if s.kind == "plain":
        return f"{'Who' if who else 'What'} {be} the {s.noun} of {subject}?"
    if s.kind == "participle":
        return f"What {be} the {s.noun} {s.verb} {under} {subject}?"
    if s.kind == "by":
        return f"By whom {be} the {s.noun} {s.verb} {under} {subject}?"
    if s.kind == "verb":
        wh = "Whom" if _who(answer, answer_kind) else "What"
        return f"{wh} {s.aux} {subject} {_span(s.lemma, s.prep)}?"
    if s.kind == "passive":
        return _ask_passive(s, subject, answer, answer_kind)
    if s.kind == "in_unit":
        if count:
            return f"How many {s.unit} {be} the {s.noun} of {subject}?"
        return f"What {be} the {s.noun} of {subject}?"
    if not count:
        return None
    if s.kind == "unit":
        return f"How many {s.noun} {s.unit} does {subject} have?"
    if s.kind == "due":
        if s.tail:
            return f"How many {s.unit} {s.tail} {be} the {s.noun} due {under} {subject}?"
        return f"Within how many {s.unit} {be} the {s.noun} due {under} {subject}?"
    return f"{s.prep.capitalize()} how many {s.unit} does a {s.noun} apply {under} {subject}?"


def _ask_passive(s: Shape, subject: str, answer: str, answer_kind: str) -> str | None:
    if answer_kind == "date":
        return _inverted("When", s.aux, subject, s.verb)
    if answer_kind == "place" and s.prep in {"in", "at", "to", "near"}:
        return _inverted("Where", s.aux, subject, s.verb)
    if not s.prep:
        return None
    wh = "whom" if _who(answer, answer_kind) else "what"
    return _inverted(f"{s.prep.capitalize()} {wh}", s.aux, subject, s.verb)


def ask_owner(s: Shape, value: str, kind: str) -> str | None:
    """A question whose answer is the fact's head (a ``kind``), the tail described as ``value``."""
    if s.kind == "plain":
        return f"Of which {kind} {_be(s.plural)} {value} the {s.noun}?"
    if s.kind == "by":
        return f"Under which {kind} {_be(s.plural)} the {s.noun} {s.verb} by {value}?"
    if s.kind == "verb":
        return f"Which {kind} {_span(s.verb, s.prep)} {value}?"
    if s.kind == "passive":
        return f"Which {kind} {s.aux} {_span(s.verb, s.prep)} {value}?"
    return None


def ask_same(s: Shape, owner: str, kind: str) -> str | None:
    """A question on the other head sharing the fact's tail with ``owner`` ("Which other sales
    contract has the same customer as K?")."""
    be = _be(s.plural)
    if s.kind in {"plain", "in_unit"}:
        return f"Which other {kind} has the same {s.noun} as {owner}?"
    if s.kind == "unit":
        return f"Which other {kind} has as many {s.noun} {s.unit} as {owner}?"
    if s.kind == "participle":
        return f"Under which other {kind} {be} the same {s.noun} {s.verb} as under {owner}?"
    if s.kind == "by":
        return f"Under which other {kind} {be} the {s.noun} {s.verb} by the same party as under {owner}?"
    if s.kind == "due":
        when = f"the same number of {s.unit} {s.tail}".strip()
        return f"Under which other {kind} {be} the {s.noun} due {when} as under {owner}?"
    if s.kind == "after":
        return (
            f"Under which other {kind} does a {s.noun} apply {s.prep} the same number of "
            f"{s.unit} as under {owner}?"
        )
    return None
