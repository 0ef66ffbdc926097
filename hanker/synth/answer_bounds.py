"""Answers cut from their phrase (the rules of ``template.v27``).

**Names.**

The tagger's entities mark where a name begins and ends. An answer that starts inside one
("Lifesaving Club" of "the Carlton Park Surf Lifesaving Club", "African Writing" of "the
Caine Prize for African Writing") or stops before its end ("the Right Care" of "the Right
Care, Right Person scheme") is part of a name: the reader is asked for the rest of it, or is
told a wrong name. Values (dates, counts, sums) are left to their own checks, and a name the
sentence breaks off with a dash or a bracket ("Woodstock School - a Christian school") ends
where the answer does, as a possessor does before its ``'s``.

**Objects the parser split.** An adjective of change the parser read as a verb ("Spain
experiences worsening droughts": ``worsening`` taking ``droughts`` as its object) would leave
"What does Spain experience worsening?"; a ``by`` phrase naming the maker of an active verb's
object ("outpacing new releases by Drake") would leave "What did X outpace by Drake?". Both
are one noun phrase the question cannot split. Nor is a verb of naming asked for its object
when the answer runs on into the name given ("branded the attack on the dam "ecocide"":
the object and its label in one answer).

**"As" opening a clause.** "The pool was demolished as the new stadium - now the X - rose":
``as`` is the conjunction of a clause whose verb follows the answer (past a dash aside), not a
preposition; "As what was the pool demolished?" misreads it.
"""

from __future__ import annotations

from typing import Any

from hanker.synth.question_checks import Rejection

_VALUE_TYPES = frozenset({"DATE", "TIME", "CARDINAL", "QUANTITY", "MONEY", "PERCENT", "ORDINAL"})
_DASH_ASIDES = frozenset({"-", "–", "—"})
_BREAKS = frozenset({"-", "–", "—", "(", ")", "[", '"', "“", "”"})


def _inside(token: Any) -> bool:
    """Whether ``token`` continues a name that began before it."""
    return bool(token.ent_iob_ == "I" and token.ent_type_ not in _VALUE_TYPES)


def name_cut(span: Any) -> Rejection | None:
    """Why ``span`` is part of a name rather than a whole one, or None."""
    doc = span.doc
    if _inside(span[0]):
        return Rejection("answer is part of a name")
    after = doc[span.end] if span.end < len(doc) else None
    if after is not None and after.text not in _BREAKS and after.tag_ != "POS" and _inside(after):
        return Rejection("answer is part of a name")
    return None


# "-ing" words of change that modify a noun; the parser reads them as verbs taking it as object
_CHANGE_ADJECTIVES = frozenset(
    {*("worsening", "growing", "increasing", "rising", "falling", "declining", "mounting")}
    | {*("deepening", "soaring", "dwindling", "shrinking", "improving", "emerging")}
    | {*("escalating", "spiralling", "spiraling", "surging", "widening", "ageing", "aging")}
)


_NAMING = frozenset({"brand", "call", "dub", "label", "name", "term", "declare", "describe"})
_QUOTES = frozenset({'"', "“", "”", "'", "‘", "’"})


def split_object(span: Any) -> Rejection | None:
    """Why an object answer is one part of a noun phrase the parser split, or holds the
    label a verb of naming gives it, or None."""
    root = span.root
    if root.dep_ != "dobj":
        return None
    verb = root.head
    quoted = [t.i for t in span if t.text in _QUOTES]
    if verb.lemma_.lower() in _NAMING and quoted and quoted[0] > span.start:
        return Rejection("answer holds the name it is given")  # the attack "ecocide"
    if verb.lower_ in _CHANGE_ADJECTIVES and verb.dep_ == "xcomp" and verb.i == span.start - 1:
        return Rejection("answer is not a whole phrase")  # "experiences worsening droughts"
    if any(c.dep_ in {"auxpass", "nsubjpass"} for c in verb.children):
        return None
    for child in verb.children:
        if child.dep_ != "prep" or child.lower_ != "by" or child.i < root.i:
            continue
        objects = [c for c in child.children if c.dep_ == "pobj"]
        if objects and objects[0].pos_ == "PROPN" and objects[0].ent_type_ in {"PERSON", "ORG"}:
            return Rejection("answer is not a whole phrase")  # "new releases by Drake"
    return None


_FINITE = frozenset({"VBD", "VBZ", "VBP"})


def as_clause(span: Any) -> Rejection | None:
    """Why the answer is the subject of a clause that ``as`` opens, or None."""
    root = span.root
    if root.dep_ != "pobj" or root.head.lower_ != "as":
        return None
    doc, i = span.doc, span.end
    if i < len(doc) and doc[i].text in _DASH_ASIDES:  # "- now the Principality Stadium -"
        closing = [t.i for t in doc[i + 1 :] if t.text == doc[i].text]
        i = closing[0] + 1 if closing else i
    if i < len(doc) and doc[i].tag_ in _FINITE:
        return Rejection("clause read as a phrase")  # "as the new stadium ... rose"
    return None
