"""Runs of names from a table read as a sentence (spaCy extractor, ``spacy-patterns.v44``).

Web and encyclopaedia text loses its tables when markup is stripped: a table of credits or
nominees becomes one long "sentence" of names and titles run together (``The Turning Point
1978 Paul SylbertEdwin O'Donovan George Gaines Heaven Can Wait Dean Tavoularis ...``). The
parser then reads one name's first word as the next name's title, or a film title as a
description, and every fact from it is wrong. Such a run is told by its length and by its
words: at least 25 words, four in five of them proper nouns or numbers, and hardly any commas
or semicolons (a list written as prose, ``Aristotle; Pliny; Ray; ...``, separates its items
and is read as usual). It gives no fact (``table of names``, counted in the KG manifest).
"""

from __future__ import annotations

from typing import Any

NAME_TABLE = "table of names"
_MIN_WORDS = 25
_NAME_SHARE = 0.8
_MAX_SEPARATORS = 2


def name_table(doc: Any, stats: Any) -> bool:
    """Whether the parsed sentence is a run of names from a table (see the module); counts
    the drop in ``stats`` when it is."""
    words = [t for t in doc if not t.is_punct and not t.is_space]
    if len(words) < _MIN_WORDS:
        return False
    separators = sum(t.text in {",", ";"} for t in doc)
    names = sum(t.pos_ in {"PROPN", "NUM"} for t in words)
    if separators > _MAX_SEPARATORS or names < _NAME_SHARE * len(words):
        return False
    stats.drop(NAME_TABLE)
    return True
