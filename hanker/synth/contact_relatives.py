"""A relative clause with no "that" read as a subject and its verb.

In "..., the charity Ana founded in 2019 with her brother" the name and verb after the noun
are a relative clause on it ("the charity [that] Ana founded"). The parser may instead read
the noun as the verb's subject with the name as its apposition, and a question on the clause
("With whom did the charity Ana found?") asks what the charity did. The misparse shows as a
common noun with an article whose apposition is a name set right after it, no comma between,
as the subject of a verb that has no object of its own or hangs under another clause; or a
noun and a name right after a comma that follows a name ("Blue Heron, the studio Marsh set
up ...") as the subject of a verb with no object and no "that" hung under an earlier verb: the
case is dropped (``relative clause read as a subject``). "The poet Keats wrote ..." parses the
name as the head, with the noun its modifier, and is left alone.
"""

from __future__ import annotations

from typing import Any

from hanker.synth.classifier_nouns import classifier

# a verb under another clause's verb, not a main verb nor a reporting tag ("X, the
# defence ministry says,", parataxis)
_HUNG = {"ccomp"}
_OBJECTS = {"dobj", "obj", "ccomp", "xcomp", "attr", "oprd"}


def _name_right_after(noun: Any) -> bool:
    """Whether ``noun`` (a common noun with an article) has a name as its apposition set right
    after it, with no comma between ("the charity Ana")."""
    if noun.pos_ != "NOUN" or not any(c.dep_ == "det" for c in noun.children):
        return False
    return any(
        c.dep_ == "appos" and c.pos_ == "PROPN" and c.left_edge.i == noun.i + 1
        for c in noun.children
    )


def contact_relative(verb: Any, subject: list[Any]) -> bool:
    """Whether the subject (its words) and verb are a noun and its relative clause with no
    "that" (see the module)."""
    heads = [t for t in subject if t.dep_ == "nsubj" and t.head == verb]
    if len(heads) != 1:
        return False
    no_object = not any(c.dep_ in _OBJECTS for c in verb.children)
    if _name_right_after(heads[0]):
        return no_object or verb.dep_ != "ROOT"
    name = heads[0].text[:1].isupper()
    named = name and classifier(heads[0]) is not None  # "the studio Marsh": a noun, a name
    return no_object and named and _in_apposition_slot(heads[0], verb)


def _in_apposition_slot(subject: Any, verb: Any) -> bool:
    """Whether the subject phrase opens with an article right after a comma that follows a
    name or noun ("Blue Heron, the studio Marsh set up ..."), and its verb hangs, with no
    "that", under an earlier verb: an apposition of that name with its relative clause."""
    first = subject.left_edge
    if first.lower_ not in {"the", "a", "an"} or first.i < 2 or verb.dep_ not in _HUNG:
        return False
    comma, before = subject.doc[first.i - 1], subject.doc[first.i - 2]
    marked = any(c.dep_ == "mark" for c in verb.children)
    return comma.text == "," and before.pos_ in {"PROPN", "NOUN"} and not marked
