"""The counted noun of a "how many" question, with the words that restrict it
(``template.v12``).

"Sweden has expelled 1,100 British nationals" is asked "How many British nationals has Sweden
expelled?", not "How many nationals ...?": the adjectives and compound nouns between the number
and its noun say which ones are counted, and a question without them counts all of them.

A short prepositional phrase right after the noun restricts it too (``template.v27``): "Israel
controls two crossings with Gaza" is asked "How many crossings with Gaza does Israel control?"
(Israel controls other crossings), and "145,567 overpayments of Carers Allowance" keeps its
``of`` phrase. Not a time or a measure (``over the next two years``), not a phrase holding a
verb, a comma or a number (a clause or a second count).
"""

from __future__ import annotations

from typing import Any

_RESTRICTING = {"compound", "amod"}
_NOT_RESTRICTING = {"more", "less", "fewer", "other", "additional", "extra", "further"}
_RESTRICTING_PREPS = frozenset({"of", "with", "in", "at", "from", "on", "between", "against"})
_UNRESTRICTING_ENTS = frozenset({"DATE", "TIME", "MONEY", "PERCENT", "QUANTITY", "CARDINAL"})
_MAX_RESTRICTION = 6


def restricting_phrase(span: Any, noun: Any) -> str:
    """The short prepositional phrase right after ``noun`` in the answer ``span`` that says
    which ones are counted (``with Gaza`` of "two crossings with Gaza"), "" when there is none
    (a phrase outside the answer stays in the question's own words)."""
    if noun.ent_type_ in _UNRESTRICTING_ENTS:
        return ""  # "30 years with the RSPB": a span of time, whose phrase is the verb's
    preps = [c for c in noun.rights if c.dep_ == "prep" and c.i == noun.i + 1]
    if not preps or preps[0].lower_ not in _RESTRICTING_PREPS:
        return ""
    words = sorted(preps[0].subtree, key=lambda t: t.i)
    if len(words) < 2 or len(words) > _MAX_RESTRICTION or words[-1].i >= span.end:
        return ""
    if words[-1].i - words[0].i + 1 != len(words):
        return ""
    if any(
        t.pos_ in {"VERB", "AUX", "PRON", "NUM", "PUNCT"} or t.ent_type_ in _UNRESTRICTING_ENTS
        for t in words
    ):
        return ""
    return " " + " ".join(t.text for t in words)


def counted_words(span: Any, noun: Any) -> str:
    """The counted noun with its restricting adjectives and compounds from the answer ``span``
    ("British asylum seekers" of "1,100 British asylum seekers")."""
    doc = noun.doc
    hyphened = {  # "front-nine": a number inside a hyphened word
        t.i for t in span if t.i > 1 and doc[t.i - 1].text == "-" and not doc[t.i - 2].whitespace_
    }
    numbers = [t.i for t in span if t.like_num and t.i < noun.i and t.i not in hyphened]
    start = max(numbers) + 1 if numbers else span.start
    covered: set[int] = set()
    for child in noun.lefts:
        hyphen_word = child.dep_ == "nummod" and child.i in hyphened  # "front-nine"
        if (child.dep_ in _RESTRICTING or hyphen_word) and child.lower_ not in _NOT_RESTRICTING:
            covered |= {t.i for t in child.subtree}
    first = noun.i
    while first - 1 >= start and first - 1 in covered:
        first -= 1
    words = " ".join(t.text for t in noun.doc[first : noun.i + 1]).replace(" - ", "-")
    return words + restricting_phrase(span, noun)
