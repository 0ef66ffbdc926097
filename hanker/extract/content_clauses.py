"""Content clauses the parser hangs on a noun (``clauses.v6``, spacy-patterns.v15).

A ``that`` clause is the content of a saying or a belief, but the small parser often hangs it
on the nearest noun instead of on the verb: in ``X claimed in an interview that Y had sent
troops`` the clause ``that Y had sent troops`` becomes a modifier of ``interview``, and the
chain of governors no longer passes through ``claimed``. A clause with its own ``that`` (or
``whether``) marker and a subject of its own is no relative clause (a relative's ``that`` is
its subject or object, not a marker): it is the content of the noun it hangs on. The clause
is reported when that noun stands in the clause of a verb of saying (``told reporters that
...``, ``said in a statement that ...``); :func:`content_frame` gives the noun and the verb
over it. (The content of an idea noun, ``the claim that ...``, is
:func:`hanker.extract.modifier_checks.idea_content`.)
"""

from __future__ import annotations

from typing import Any

_MARKS = frozenset({"that", "whether"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl"})


def content_frame(clause: Any) -> tuple[Any, Any] | None:
    """For a clause hung on a noun as its content (see the module): the noun and the verb
    that governs the noun (through ``dobj``, ``dative`` or a preposition), else None."""
    if clause.dep_ not in {"acl", "relcl"} or clause.head.pos_ not in {"NOUN", "PROPN"}:
        return None
    marked = any(c.dep_ == "mark" and c.lower_ in _MARKS for c in clause.children)
    if not marked or not any(c.dep_ in _SUBJECTS for c in clause.children):
        return None
    noun = clause.head
    verb = noun.head
    if noun.dep_ == "pobj" and verb.dep_ == "prep":
        verb = verb.head
    elif noun.dep_ not in {"dobj", "dative", "npadvmod"}:
        return noun, None
    return noun, verb if verb.pos_ in {"VERB", "AUX"} else None
