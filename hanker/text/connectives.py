"""Connective adverbs that open a sentence (``Whereupon``, ``Thereupon``, ``However``).

Capitalised at the start of a sentence, such a word looks like part of the name after it, and
the parser and the entity recogniser often take it so (``Whereupon Stubb pulled ...``:
``Whereupon`` a compound of ``Stubb``). A fact's head or a question's subject leaves it out.
"""

from __future__ import annotations

from typing import Any

CONNECTIVES = frozenset(
    {
        *("whereupon", "thereupon", "wherefore", "hence", "thus", "however", "moreover"),
        *("furthermore", "nevertheless", "nonetheless", "meanwhile", "therefore", "accordingly"),
        *("consequently", "besides", "instead", "otherwise", "likewise", "anyway", "then"),
        *("afterwards", "afterward", "eventually", "finally", "later", "presently", "suddenly"),
        "soon",
    }
)


def opening_connective(token: Any) -> bool:
    """Whether ``token`` opens its sentence as a connective, with a capitalised word after it
    that the parser joined it to (the name it is no part of)."""
    if not token.is_sent_start or token.lower_ not in CONNECTIVES or token.i + 1 >= len(token.doc):
        return False
    following = token.nbor(1)
    return following.text[:1].isupper() and token.dep_ in {"compound", "nmod", "amod"}
