"""Parts of a multiword name that runs across a preposition (``name-spans``).

The recognizer reads ``the Caine Prize for African Writing`` or ``the Institute for Fiscal
Studies`` as one name, while the parser hangs the ``for`` phrase on the first noun. A fact or
a question that takes the phrase after the preposition as an object (``win the Caine Prize
for -- African Writing``) or the part before it as an answer (``What did she win for African
Writing? -- the Caine Prize``) splits the name: its pieces are no answer of their own. This
module says whether a run of tokens is such a piece: it lies inside a named entity of more
than its own words, and a preposition of that entity stands between the run and the rest.
"""

from __future__ import annotations

from typing import Any

_JOINING = frozenset({"for", "of", "on", "in", "at", "de", "against"})


def _joined_across(tokens: list[Any], entity: Any, after_only: bool) -> bool:
    """Whether a preposition inside ``entity`` and outside ``tokens`` joins them to the rest."""
    first, last = tokens[0].i, tokens[-1].i
    before = [t for t in entity if t.i < first]
    after = [t for t in entity if t.i > last]
    if before and before[-1].lower_ in _JOINING:
        return True
    return not after_only and len(after) > 1 and after[0].lower_ in _JOINING


def name_piece(tokens: list[Any], after_only: bool = False) -> bool:
    """Whether ``tokens`` (contiguous, of one parsed sentence) are a piece of a longer name
    joined to its other piece by a preposition (``African Writing`` or ``the Caine Prize`` in
    ``the Caine Prize for African Writing``); with ``after_only``, only the piece after it."""
    if not tokens:
        return False
    doc = tokens[0].doc
    first, last = tokens[0].i, tokens[-1].i
    for entity in doc.ents:
        if entity.start <= first and last < entity.end and len(entity) > last - first + 1:
            content = [t for t in entity if t.pos_ not in {"DET", "ADP", "CCONJ", "PUNCT"}]
            if all(t.text[:1].isupper() for t in content) and _joined_across(
                tokens, entity, after_only
            ):
                return True
    return False


def name_runs_on(tokens: list[Any]) -> bool:
    """Whether the run ends on a capitalised word that the next word, capitalised too and in
    the middle of the sentence, goes on from (``the BBC's Access | All podcast``, ``County |
    Down band``): the run stops inside a name."""
    if not tokens:
        return False
    last = tokens[-1]
    doc = last.doc
    if last.i + 1 >= len(doc) or not last.whitespace_ or not last.text[:1].isupper():
        return False
    after = doc[last.i + 1]
    return after.is_alpha and after.text[:1].isupper() and not after.is_sent_start


def appositive_name(noun: Any) -> Any | None:
    """The one name set off by commas after a role or common noun (``The Foreign Minister,
    Alexander Downer, ...``, ``The company, Yallourn Energy, ...``): a person's or a body's,
    with no other name joined to it (``The two firms, Acme and Zeta, ...`` names two); None
    otherwise."""
    names = [
        c
        for c in noun.children
        if c.dep_ == "appos"
        and c.i > noun.i
        and c.pos_ == "PROPN"
        and c.ent_type_ in {"PERSON", "ORG"}
        and noun.doc[c.left_edge.i - 1].text == ","
        and not any(g.dep_ == "conj" for g in c.children)
    ]
    return names[0] if len(names) == 1 else None


def name_cut_at_comma(tokens: list[Any]) -> bool:
    """Whether the run stops at a comma inside one name (``the Safe Streets, Safe Homes
    scheme`` cut to ``the Safe Streets``): the comma is followed by capitalised words and a
    common noun with no determiner of its own (no apposition) that heads the whole name,
    and the parser tagged the name as one entity over the comma, or the run opens with
    ``the`` (a place in a place, ``Magor, Monmouthshire,``, has no common noun after it)."""
    if len(tokens) < 2 or not tokens[-1].text[:1].isupper():
        return False
    last = tokens[-1]
    doc = last.doc
    if last.i + 2 >= len(doc) or doc[last.i + 1].text != "," or last.ent_type_ == "PERSON":
        return False
    at = last.i + 2
    while at < len(doc) and doc[at].text[:1].isupper() and doc[at].is_alpha:
        at += 1
    headed = at < len(doc) and doc[at].pos_ == "NOUN" and doc[at].text.islower()
    if headed and doc[at].dep_ in {"nsubj", "nsubjpass"}:
        return False  # "In the Gaza Strip, Israeli forces entered ..": the clause's subject
    if at == last.i + 2 or not headed:
        return False
    tagged = bool(last.ent_type_) and doc[last.i + 1].ent_iob_ == "I"
    return tagged or tokens[0].lower_ == "the"
