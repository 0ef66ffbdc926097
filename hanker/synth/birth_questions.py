"""Questions on a birth ask one thing (``template.v20``).

A biography gives the date and the place of a birth in one clause (``X was born on the 8th of
February 1968 in the city of Berlin``). Asked for the date, the question kept the place
(``When was X born in the city of Berlin?``), which readers found odd: it reads as if X had
been born more than once, or elsewhere at other times. Asked for the place, it kept the date
or the part of it the parse gave the verb (``Where was X born on August 23?``). The date or
place of a birth that is not the answer is left out of the question: ``When was X born?``,
``Where was X born?``; the name alone says who is meant. An unnamed one (``the novelist``)
keeps the other half, which tells which one is meant.
"""

from __future__ import annotations

from typing import Any

_TIME_WH = frozenset({"when", "in what year", "in which year", "on what date"})
_PLACE_KINDS = frozenset({"GPE", "LOC", "FAC"})
_TIME_KINDS = frozenset({"DATE", "TIME"})
_PERSONAL = frozenset({"he", "she", "they"})


def _birth_verb(arg: Any) -> Any | None:
    """The ``born`` the answer's phrase hangs on, or None."""
    verb = arg.head if arg.dep_ in {"prep", "npadvmod", "pobj"} else None
    if verb is not None and verb.dep_ == "pobj":
        verb = verb.head.head
    return verb if verb is not None and verb.lower_ == "born" else None


def _named_subject(verb: Any) -> bool:
    """Whether the one born is named: a proper noun heads the subject, or a personal pronoun
    the question names (coreference put the name in; an unresolved one is rejected later)."""
    subjects = [c for c in verb.children if c.dep_ in {"nsubjpass", "nsubj"}]
    return bool(subjects) and all(s.pos_ == "PROPN" or s.lower_ in _PERSONAL for s in subjects)


def _other_phrases(verb: Any, arg: Any, kinds: frozenset[str]) -> set[int]:
    """The tokens of the verb's other prepositional phrases on an entity of ``kinds``."""
    out: set[int] = set()
    for child in verb.children:
        if child.i == arg.i or child.dep_ not in {"prep", "npadvmod"}:
            continue
        words = list(child.subtree)
        if any(t.ent_type_ in kinds for t in words):
            out |= {t.i for t in words}
            before = child.doc[words[0].i - 1] if words[0].i > 0 else None
            if before is not None and before.text == ",":
                out.add(before.i)
    return out


def birth_question(wh: tuple[str, set[int]], arg: Any) -> tuple[str, set[int]]:
    """``wh`` (the wh-phrase and the tokens it covers) with the birth's other date or place
    left out of the question when the answer is the date or place of a birth."""
    verb = _birth_verb(arg)
    if verb is None or not _named_subject(verb):
        return wh  # "When was the novelist born in Lagos?": the place says which novelist
    word = wh[0].lower()
    if word in _TIME_WH:
        return wh[0], wh[1] | _other_phrases(verb, arg, _PLACE_KINDS)
    if word == "where":
        return wh[0], wh[1] | _other_phrases(verb, arg, _TIME_KINDS)
    return wh
