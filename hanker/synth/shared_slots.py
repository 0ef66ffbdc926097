"""Slots the sentence fills more than once: a question on one filler has other answers.

* the same verb twice in the sentence with one subject, each with an object ("She sang two
  ballads and sang a hymn", "known for singing folk songs, she sang a hymn": "What did she
  sing? -- a hymn" has another answer, two ballads);
* a verb of inclusion marked as adding to a list ("The menu also included fresh bread",
  "The cast features Ann Lee too"): the list has other members the question does not name.

Either gives no question on the object.
"""

from __future__ import annotations

from typing import Any

from hanker.synth.question_checks import Rejection

_OBJECTS = {"dobj", "attr", "oprd"}
_INCLUSION = frozenset({"feature", "include", "contain", "comprise", "involve", "star", "list"})
_ADDITIVE = frozenset({"also", "too"})


def _object_verb(arg: Any) -> Any:
    """The verb whose object ``arg`` is, or None."""
    if arg.dep_ in _OBJECTS and arg.head.pos_ in {"VERB", "AUX"}:
        return arg.head
    return None


def _additive(verb: Any) -> bool:
    """Whether the verb is marked as adding to something said ("also", "too", "as well")."""
    for child in verb.children:
        if child.dep_ == "advmod" and child.lower_ in _ADDITIVE:
            return True
        following = child.doc[child.i + 1] if child.i + 1 < len(child.doc) else None
        if child.lower_ == "as" and following is not None and following.lower_ == "well":
            return True
    return False


def _subject_text(verb: Any) -> str:
    """The words of the verb's own subject, lower-cased ('' when it has none of its own)."""
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    return " ".join(t.lower_ for t in subjects[0].subtree) if subjects else ""


def other_fillers(arg: Any) -> Rejection | None:
    """Why the object ``arg`` is not the only filler of its slot (see the module), or None."""
    verb = _object_verb(arg)
    if verb is None:
        return None
    for twin in verb.sent:
        if twin == verb or twin.pos_ != "VERB" or twin.lemma_.lower() != verb.lemma_.lower():
            continue
        objects = any(c.dep_ in _OBJECTS for c in twin.children)
        planned = any(c.dep_ == "aux" and c.tag_ == "TO" for c in twin.children)
        if objects and not planned and _subject_text(twin) in {"", _subject_text(verb)}:
            return Rejection("verb repeated with another object")  # "sang X and sang Y"
    if verb.lemma_.lower() in _INCLUSION and _additive(verb):
        return Rejection("object is one of a longer list")  # "also included fresh bread"
    return None
