"""Asides on the answer stay out of its question (``template.v6``).

"Her first book was 'Gleams of Azure', a Christian fiction novel that ..." asks "What was
her first book?", not "What was her first book a Christian fiction novel that ...?": an
apposition or a comma-set relative or participle clause hung on the answer describes the
answer, and leaves with it. So does a second object the parser hung on the verb after a
comma, a dash or a bracket (``was 'The Whispering Norns', an innovative take on ...``: two
``attr``): an apposition misread, up to the dash or bracket that closes it. A predicate conjoined to the question's verb (``continues to contribute to X and
plans on writing more books``) is another fact, and is left out too. A name resolved from a
pronoun is put in without its age aside (``Thomas Griffiths, 17,``).
"""

from __future__ import annotations

import re
from typing import Any

_ASIDES = frozenset({"appos", "relcl", "acl"})
_OBJECTS = frozenset({"attr", "dobj", "acomp", "oprd"})
_SETTERS = frozenset({",", "-", "–", "—", "("})
_CLOSERS = {"-": "-", "–": "–", "—": "—", "(": ")"}


def answer_asides(doc: Any, covered: set[int]) -> set[int]:
    """Token ids of the asides of the answer's words (``covered``) that lie outside it, with
    the comma or dash that sets each off."""
    out: set[int] = set()
    for i in covered:
        for child in doc[i].children:
            if child.dep_ not in _ASIDES or child.i in covered or child.i < i:
                continue
            ids = {t.i for t in child.subtree}
            first = min(ids)
            if child.dep_ != "appos" and not (
                first > 0 and doc[first - 1].text in {",", "-", "–", "—"}
            ):
                continue  # a restrictive clause belongs to the answer's phrase
            if first > 0 and doc[first - 1].is_punct:
                ids.add(first - 1)
            out |= ids
    return out | _second_objects(doc, covered)


def _second_objects(doc: Any, covered: set[int]) -> set[int]:
    """A noun after the answer, set off by a comma, a dash or a bracket, in the same role on
    the same verb; a dash or bracket that closes it ends it ("giving the SDK (the Software
    Kit) to developers": "to developers" stays, whatever the parser hung it on)."""
    out: set[int] = set()
    end = max(covered) if covered else -1
    for i in covered:
        token = doc[i]
        if token.dep_ not in _OBJECTS:
            continue
        for sibling in token.head.children:
            if sibling.dep_ not in _OBJECTS or sibling.i <= end:
                continue
            ids = {t.i for t in sibling.subtree}
            between = doc[end + 1 : min(ids)]
            if not any(t.text in _SETTERS for t in between) or any(t.dep_ == "cc" for t in between):
                continue
            opener = next(t.text for t in between if t.text in _SETTERS)
            closer = _CLOSERS.get(opener, "")
            closing = [j for j in sorted(ids) if doc[j].text == closer]
            if closing:
                ids = {j for j in ids if j <= closing[0]}
            out |= ids | {t.i for t in between}
    return out


_COMPLEMENTS = frozenset({"dobj", "prep", "ccomp", "xcomp", "attr", "acomp", "dative", "oprd"})


def conjoined_predicates(verb: Any, covered: set[int]) -> set[int]:
    """Token ids of the verb phrases conjoined after the question's verb (or after the verb
    it completes), with their conjunction and comma, unless the answer is in them."""
    out: set[int] = set()
    governors = [verb, *(c for c in verb.children if c.dep_ == "xcomp")]
    if verb.dep_ == "xcomp":
        governors.append(verb.head)
    for governor in governors:
        if governor is not verb and not any(c.dep_ in _COMPLEMENTS for c in governor.children):
            continue  # "to try and resolve the dispute": the conjunct says what is tried (v36)
        for child in governor.children:
            if child.dep_ != "conj" or child.i < verb.i:  # a verb's conjunct is a predicate
                continue
            ids = {t.i for t in child.subtree}
            if ids & covered:
                continue
            glue = {
                c.i
                for c in governor.children
                if c.dep_ in {"cc", "punct"} and verb.i < c.i < min(ids)
            }
            out |= ids | glue
    return out


_PLURAL_FORMS = frozenset({"were", "are", "have", "do"})


def subject_cut_from_list(verb: Any, subject: list[Any]) -> bool:
    """A plural verb whose subject, as kept, is one singular name: the rest of the list it
    belongs to was left out ("Marsiah Collins, two other teenagers and a 23-year-old were
    killed" must not ask "During what were Marsiah Collins killed?")."""
    if not subject or any(t.lower_ in {"and", "&"} or t.tag_ in {"NNS", "NNPS"} for t in subject):
        return False
    auxes = [c for c in verb.children if c.dep_ in {"aux", "auxpass"} and c.i < verb.i]
    finite = auxes[0] if auxes else verb
    plural = finite.tag_ == "VBP" or finite.lower_ in _PLURAL_FORMS
    return (
        plural
        and any(t.tag_ == "NNP" for t in subject)
        and not any(t.tag_ == "PRP" for t in subject)
    )


_AGE_ASIDE = re.compile(r"^(?P<name>.*?\w)\s*,\s*(?:aged\s+)?\d{1,3}\s*(?:,.*)?$", re.IGNORECASE)


def without_age(mention: str) -> str:
    """A resolved mention without the age or number aside on its name ("Thomas Griffiths, 17,"
    is put in a question as "Thomas Griffiths"); other mentions unchanged."""
    match = _AGE_ASIDE.match(mention.strip())
    return match.group("name") if match else mention
