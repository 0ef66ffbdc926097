"""Verbs buried under a misparsed main clause (``spacy-patterns.v46``).

When the parser finds no main verb, it may make the subject noun the sentence's root and
hang the real main verb below a relative clause of it: in ``The risks we face today as
voters ignore every border`` the root is ``risks``, ``we face`` its relative clause, and
``as voters ignore every border`` an adverbial clause of ``face`` with the subject
``voters`` (an adverbial clause with a subject of its own, right below the relative clause of
a noun root). A fact read from such a buried verb gets the wrong subject (``(voters, ignore,
every border)``): it is dropped (``verb buried in a relative clause``). The relative clause's
own verb keeps its facts, and so does a sentence whose root is a verb.
"""

from __future__ import annotations

from typing import Any

BURIED_VERB = "verb buried in a relative clause"
_NOUNS = frozenset({"NOUN", "PROPN"})


def buried_verb_problem(verb: Any) -> str | None:
    """Why the triple's verb (found in the parse) is no clause of its own but the lost main
    verb of a sentence whose root is a noun (see the module), or None."""
    relative = verb.head
    if verb.dep_ != "advcl" or relative.dep_ != "relcl" or not _own_subject(verb):
        return None  # "the saga that saw X slammed by Y": a complement, not a lost main verb
    noun = relative.head
    return BURIED_VERB if noun.head.i == noun.i and noun.pos_ in _NOUNS else None


def _own_subject(verb: Any) -> bool:
    """Whether the buried verb has a subject of its own (the word read as its head)."""
    return any(c.dep_ in {"nsubj", "nsubjpass"} for c in verb.children)
