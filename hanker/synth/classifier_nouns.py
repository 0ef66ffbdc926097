"""A name after a common noun that says what kind of thing it names ("the ship Endeavour").

A name is often set after a lower-case noun that classifies it: "the frigate Aurora", "the
parrot Kiki", "the comet Hale", "the poem Ulysses". The tagger may call such a name a person
(its first word looks like a given name), but the classifier noun says what it is:

* a classifier that names no person ("frigate", "parrot", "comet", "monster") makes the
  answer a thing, asked with "what" (``the classifier names a thing``); a person noun
  ("the painter Ana Ruiz", "the singer Joss") keeps "who";
* after a verb of naming ("they named the parrot Kiki", "she rechristened the boat Aurora")
  a thing's classifier phrase is what was named and the name is the new name: one answer
  that runs the two together ("the parrot Kiki"), or the name alone as what was named, misreads
  the clause, and the case is dropped ("named the coach Ana Ruiz" appoints her, and stays).
"""

from __future__ import annotations

from typing import Any

from hanker.synth.wh_nouns import _THING_AGENTS
from hanker.synth.wh_people import _GROUPS
from hanker.text.person_nouns import person_word

# verbs whose object takes a new name after it ("named the dog Rex", "dubbed the ship X")
NAMING_VERBS = frozenset(
    {*("name", "rename", "call", "dub", "christen", "rechristen", "nickname", "baptise")}
    | {"baptize", "title", "retitle", "term", "style", "label", "brand", "rebrand"}
)
# after a verb of naming the parser may read the classifier as an adjective ("named the
# [amod] parrot Kiki"): no adjective of a person's name is wanted there either
_NAMED_DEPS = frozenset({"compound", "amod"})
_ARTICLES = {"the", "a", "an", "this", "that", "his", "her", "its", "their", "our"}


def classifier(root: Any, deps: frozenset[str] = frozenset({"compound"})) -> Any | None:
    """The lower-case common noun set before the name ``root`` and compounded to it
    ("the frigate Aurora": ``frigate``), when an article or owner opens the phrase; ``deps``
    the relations the noun may have to the name."""
    if root.pos_ != "PROPN":
        return None
    nouns = [
        c
        for c in root.children
        if c.dep_ in deps and c.i < root.i and c.pos_ in {"NOUN", "ADJ"} and c.text.islower()
    ]
    nouns = [c for c in nouns if c.pos_ == "NOUN" or c.dep_ != "compound"]
    if len(nouns) != 1:
        return None
    start = min(nouns[0].left_edge.i, root.left_edge.i)
    return nouns[0] if root.doc[start].lower_ in _ARTICLES else None


def classified_thing(root: Any, deps: frozenset[str] = frozenset({"compound"})) -> bool:
    """Whether the name ``root`` follows a classifier noun that names no person or group of
    people ("the comet Hale", not "the painter Ana Ruiz")."""
    noun = classifier(root, deps)
    if noun is None:
        return False
    lemma = noun.lemma_.lower()
    people = person_word(lemma) and lemma not in _THING_AGENTS
    return not people and lemma not in _GROUPS


def named_and_name(root: Any) -> bool:
    """Whether ``root`` is a name after a classifier as the object of a verb of naming ("named
    the parrot Kiki"): the object and its new name read as one phrase."""
    verb = root.head
    lemma = verb.lemma_.lower()  # the lemmatiser may add a stray "e" ("rechristene")
    naming = root.dep_ in {"dobj", "oprd"} and (lemma in NAMING_VERBS or lemma[:-1] in NAMING_VERBS)
    return naming and classified_thing(root, _NAMED_DEPS)  # "named the coach X": appointed
