"""Heads (and tails) that name no specific entity, drawn from their phrase's shape (spaCy
extractor; called from :func:`hanker.extract.triple_context.triple_problem`).

Each check returns a drop reason (counted in the KG manifest) or ``None``:

* ``demonstrative head``: ``these radio debates``, ``that council plan``: a noun phrase opened
  by a demonstrative points back into the passage;
* ``other plus a plural``: ``other Leeds hospitals``: ``other`` says "not the ones named
  before", a set the fact alone cannot fix;
* ``age descriptor for a person``: ``the 34-year-old`` (head or tail) stands for a person the
  passage names elsewhere;
* ``report noun as the head``: ``reports about councillors`` read as the subject of the
  gerund after it (``reports about councillors complaining``): the container, not the people;
* ``unnamed group``: ``Paramedics from Yorkshire Ambulance Service``: a bare plural person
  noun with a prepositional phrase names some members, never which;
* ``indefinite head of a participle``: ``(a doctorate at Durham, look at, black holes)`` of
  ``... followed by a doctorate at Durham looking at black holes``: an ``-ing`` participle after
  an indefinite noun phrase (``a``/``an``) describes it and has no named doer (this widens
  ``indefinite head`` of :mod:`.head_fragments`, which covers person nouns and names beside);
* ``numbered part of a series``: ``Game Four``, ``Round 2``, ``Part III``: a part of a
  series (a match, a contest, a serial) by its number names no series; only the passage says
  which one (a numbered name of a thing, ``Terminal 5``, ``Apollo 11``, is no such part);
* ``infinitive conjunct of a noun``: ``(Ana's pledges, fix, potholes)`` of ``her pledges to cut
  taxes and fix potholes``: a verb in a list of infinitives that complement a noun has no
  subject, and the noun is not its doer.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.text.person_nouns import PERSON_NOUNS

DEMONSTRATIVE_HEAD = "demonstrative head"
OTHER_PLURAL = "other plus a plural"
AGE_DESCRIPTOR = "age descriptor for a person"
REPORT_CONTAINER = "report noun as the head"
UNNAMED_GROUP = "unnamed group"
INFINITIVE_CONJUNCT = "infinitive conjunct of a noun"
INDEFINITE_PARTICIPLE = "indefinite head of a participle"

_DEMONSTRATIVES = frozenset({"this", "that", "these", "those"})
_AGE = re.compile(r"^(?:the|a|an)\s+(?:\w+-)?\d+-year-old(?:\s+[a-z]+)?$", re.I)
_REPORT = re.compile(
    r"^(?:(?:the|some|many|several|\w+'s)\s+)?"
    r"(?:stories|story|reports|report|rumours|rumors|claims|allegations|accounts|tales|talk)"
    r"\s+(?:about|of|over)\s",
    re.I,
)
_GROUP_LINKS = frozenset({"from", "at", "with"})
NUMBERED_PART = "numbered part of a series"
# nouns of the parts of a series (a closed class): "Game Four" of which match?
_NUMBERED_PART = re.compile(
    r"^(?:the\s+)?(?:Game|Match|Round|Leg|Heat|Stage|Part|Episode|Chapter|Act|Scene|Phase|Day)"
    r"\s+(?:\d{1,3}|[IVX]{1,5}|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve)$"
)


def unnamed_head_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """The drop reason when the fact's head (or for an age descriptor, its tail) names no
    specific entity by its shape, else ``None``."""
    words = head.split()
    if not words:
        return None
    first = words[0].lower()
    if first in _DEMONSTRATIVES and len(words) > 1 and words[-1].islower():
        return DEMONSTRATIVE_HEAD
    if first == "other" and len(words) > 1 and words[-1].islower() and words[-1].endswith("s"):
        return OTHER_PLURAL
    if _AGE.match(head) or _AGE.match(tail):
        return AGE_DESCRIPTOR
    if _REPORT.match(head) and doc is not None and _participle_after(head, relation, doc):
        return REPORT_CONTAINER  # "reports about X complaining": the gerund's doer is X
    if _NUMBERED_PART.match(head):
        return NUMBERED_PART
    if _unnamed_group(words):
        return UNNAMED_GROUP
    if doc is not None and _infinitive_conjunct(words, relation, doc):
        return INFINITIVE_CONJUNCT
    if first in {"a", "an"} and doc is not None and _participle_after(head, relation, doc):
        return INDEFINITE_PARTICIPLE
    return None


def _unnamed_group(words: list[str]) -> bool:
    """A plural person noun with no determiner, then ``from``/``at``/``with`` (``Officers
    from the Met``)."""
    if len(words) < 3 or words[1].lower() not in _GROUP_LINKS:
        return False
    noun = words[0].lower()
    return noun.endswith("s") and (noun in PERSON_NOUNS or noun[:-1] in PERSON_NOUNS)


def _infinitive_conjunct(words: list[str], relation: str, doc: Any) -> bool:
    """Whether the relation's verb is a later infinitive in a list whose first member
    complements the head's noun, parsed as that noun's own clause (``her pledges to cut
    taxes, build homes and fix roads``: ``build`` read with the subject ``pledges``): a bare
    verb (tag ``VB``, no ``to`` or modal) after the noun's ``to``-infinitive."""
    verb = relation.split()[0].lower() if relation.split() else ""
    noun = words[-1].lower()
    for token in doc:
        if token.lemma_.lower() != verb or token.tag_ != "VB":
            continue
        first = token
        while first.dep_ == "conj" and first.head.i != first.i:
            first = first.head
        if first.tag_ != "VB" or any(c.dep_ == "aux" for c in first.children):
            continue
        for subject in (c for c in first.children if c.dep_ in {"nsubj", "nsubjpass"}):
            infinitives = [a for a in subject.children if a.dep_ == "acl" and a.i < first.i]
            to = any(c.lower_ == "to" for a in infinitives for c in a.children)
            if subject.lower_ == noun and to:
                return True
    return False


def _participle_after(head: str, relation: str, doc: Any) -> bool:
    """Whether the relation's verb is an ``-ing`` participle (a clause modifier, tag ``VBG``)
    after the head's place in the sentence."""
    verb = relation.split()[0].lower() if relation.split() else ""
    at = doc.text.find(head)
    if at < 0:
        return False
    end = at + len(head)
    return any(
        t.tag_ == "VBG" and t.lemma_.lower() == verb and t.dep_ in {"acl", "advcl"} and t.idx >= end
        for t in doc
    )
