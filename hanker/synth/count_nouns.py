"""The counted noun of a "how many" question, with the words that restrict it
(``template.v12``).

"Sweden has expelled 1,100 British nationals" is asked "How many British nationals has Sweden
expelled?", not "How many nationals ...?": the adjectives and compound nouns between the number
and its noun say which ones are counted, and a question without them counts all of them.
"""

from __future__ import annotations

from typing import Any

_RESTRICTING = {"compound", "amod"}
_NOT_RESTRICTING = {"more", "less", "fewer", "other", "additional", "extra", "further"}


def counted_words(span: Any, noun: Any) -> str:
    """The counted noun with its restricting adjectives and compounds from the answer ``span``
    ("British asylum seekers" of "1,100 British asylum seekers")."""
    numbers = [t.i for t in span if t.like_num and t.i < noun.i]
    start = max(numbers) + 1 if numbers else span.start
    covered: set[int] = set()
    for child in noun.lefts:
        if child.dep_ in _RESTRICTING and child.lower_ not in _NOT_RESTRICTING:
            covered |= {t.i for t in child.subtree}
    first = noun.i
    while first - 1 >= start and first - 1 in covered:
        first -= 1
    return " ".join(t.text for t in noun.doc[first : noun.i + 1]).replace(" - ", "-")
