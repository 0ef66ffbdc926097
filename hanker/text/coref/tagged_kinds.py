"""Names the tagger reads as a thing more often than as a person (``rules-coref`` round 26).

The entity tagger is unsure of names it has not seen: a programme, a company or a book named
``Harbour Lights`` may be tagged PERSON in one sentence and ORG or WORK_OF_ART in three others.
One PERSON tag used to make the name a person for the whole document, and then a ``she`` or
``his`` nearby could be replaced by the programme's name (``Her twin, Ann, ... but she was
eating less`` -> ``Harbour Lights was eating less``). A personal pronoun never stands for an
organization, a work, a product or an event, so a name whose tags for such things outnumber its
PERSON tags in the document is taken for a thing: :func:`mostly_things`. A name with an
honorific (``Mr Lights``) or a given name of known gender keeps its PERSON reading.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

from hanker.text.coref.identity import People, given_name_gender
from hanker.text.coref.life_events import life_subject
from hanker.text.coref.place_names import names_a_place
from hanker.text.segment import Sentence

THING_LABELS = frozenset({"ORG", "WORK_OF_ART", "PRODUCT", "EVENT", "FAC", "LAW"})


def _name(text: str) -> str:
    """The entity text without a trailing possessive (``Acme's`` -> ``Acme``)."""
    return re.sub(r"\s*['’]s?$", "", text)


def mostly_things(sentences: Sequence[Sentence]) -> set[str]:
    """Names tagged PERSON somewhere in the document but tagged as an organization, a work, a
    product, an event or a building more often than as a person, and that no given name of
    known gender marks as a person, nor a verb of a person's life (:mod:`.life_events`)."""
    person: Counter[str] = Counter()
    thing: Counter[str] = Counter()
    lived: set[str] = set()
    for sentence in sentences:
        span = sentence.parse
        if span is None:
            continue
        for ent in span.ents:
            name = _name(ent.text)
            if life_subject(ent):
                lived.add(name)  # "X was born", "X married": a person however tagged
            if ent.label_ == "PERSON":
                person[name] += 1
            elif ent.label_ in THING_LABELS:
                thing[name] += 1
    return {
        name
        for name, count in person.items()
        if thing[name] > count and not given_name_gender(name) and name not in lived
    }


def document_people(sentences: Sequence[Sentence], entities: Sequence[list[Any]]) -> People:
    """The document's :class:`People`, after the untitled PERSON mentions (no gender from an
    honorific) of a name :func:`mostly_things` found, or that names a place (``County Marlow``:
    :mod:`.place_names`), became ORG mentions; then every mention of
    a person's name, or of a person's lone surname, whatever its tag, becomes PERSON
    (``Cahill`` tagged ORG after ``Darren Cahill``)."""
    things = mostly_things(sentences) - {m.name for found in entities for m in found if m.gender}
    for found in entities:
        for mention in found:
            if (
                mention.kind == "PERSON"
                and not mention.gender
                and (mention.name in things or names_a_place(mention.name))
            ):
                mention.kind = "ORG"  # a personal pronoun never stands for it
    people = People(m.name for found in entities for m in found if m.kind == "PERSON")
    people.mark_people(m for found in entities for m in found)
    return people
