"""Appositive definitions completed by their relative clause (spaCy extractor, called from
:meth:`hanker.extract.spacy_extras.ExtrasMixin._appositive`).

A name is often defined by an appositive whose noun is a generic class (``a condition``,
``a process``, ``a device``) and whose content is a restrictive relative clause right after it:
``Lyme disease, an infection that spreads through tick bites``, ``Crohn's disease, a
condition that inflames the gut``. The noun phrase alone (``a condition``) defines nothing and
is dropped (``bare class noun as a definition``, :mod:`.tail_content`); the definition is the
noun with its clause, ``(Crohn's disease, be, a condition that inflames the gut)``.

:func:`defining_clause_end` gives where such a clause ends, when all of these hold, else None:

* the appositive is indefinite (``a``/``an``) and its noun is a generic class noun;
* one relative clause follows the noun at once, opened by ``that``, ``which`` or ``who``
  (no comma: restrictive) and not negated;
* the clause holds no comma, semicolon, bracket or dash (an aside or a list the span would
  cut in two).
"""

from __future__ import annotations

from typing import Any

from hanker.extract.tail_content import CLASS_NOUNS

DEFINING_CLAUSES_VERSION = "defining-clauses.v1"

_OPENERS = frozenset({"that", "which", "who"})
_BREAKS = frozenset({",", ";", "(", ")", "-", "–", "—", ":", '"', "“", "”"})


def defining_clause_end(noun: Any) -> int | None:
    """The character offset where the restrictive relative clause completing the indefinite
    class-noun appositive ``noun`` ends (see the module), else None."""
    if noun.pos_ != "NOUN" or noun.lemma_.lower() not in CLASS_NOUNS:
        return None
    if not any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in noun.children):
        return None
    clauses = [c for c in noun.children if c.dep_ == "relcl" and c.i > noun.i]
    if len(clauses) != 1:
        return None
    clause = clauses[0]
    words = list(clause.subtree)
    if words[0].i != noun.i + 1 or words[0].lower_ not in _OPENERS:
        return None
    if any(t.dep_ == "neg" or t.lower_ == "never" for t in words):
        return None
    if any(t.text in _BREAKS for t in words):
        return None
    last = words[-1]
    return int(last.idx + len(last.text))
