"""Words a question must not carry over from its sentence's opening (``template.v8``).

An interjection that answers a question before the sentence ("Yes, X and Y have ...") and a
scene-setting "nearby" that the parser read as part of a name ("Nearby Qatar, which ...")
leave the question; an object pronoun whose coreferent name is already in the question
("When did Ann reward him?", "him" read as Ann) is a pronoun left unresolved.
"""

from __future__ import annotations

from typing import Any

_INTERJECTIONS = {"yes", "no", "well", "oh", "indeed", "sure"}
_SCENE_WORDS = {"nearby"}


def leftover_openers(parts: list[Any]) -> set[int]:
    """Token indices of an opening interjection (with its comma) and a "nearby" on a name."""
    tokens = [p for p in parts if not isinstance(p, str)]
    drop: set[int] = set()
    for token in tokens:
        doc = token.doc
        after = doc[token.i + 1] if token.i + 1 < len(doc) else None
        opener = token.lower_ in _INTERJECTIONS and token.dep_ in {"intj", "dep", "advmod"}
        if opener and after is not None and after.text == ",":
            drop |= {token.i, after.i}
        if token.lower_ in _SCENE_WORDS and token.head.pos_ == "PROPN" and token.i < token.head.i:
            drop.add(token.i)
    return drop


def object_pronoun(token: Any) -> bool:
    """Whether a pronoun is a personal object ("him", "them"), which cannot stand for a name
    the question already says (that would be "himself")."""
    return (
        token.tag_ == "PRP"
        and token.dep_ in {"dobj", "dative", "pobj"}
        and token.lower_
        in {
            *("him", "her", "them", "me", "us"),
        }
    )
