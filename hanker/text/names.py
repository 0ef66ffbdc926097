"""Person names with lower-case particles read whole (``name-particles.v1``), after the tagger.

The recognizer often stops a name at a lower-case particle: ``Erik ten Hag`` becomes the
person ``Erik`` and the number ``ten``; ``Anna van der Berg`` the person ``Anna``. A person
entity followed by one or more particles (``van``, ``der``, ``de``, ``da``, ``bin``, ``al-``
...) and a capitalised word is widened over them (and over the entity the capitalised word
opens); a particle run before a person entity (``Louis`` ``van Gaal`` tagged ``Gaal``) is
taken in when a capitalised word stands before it. Entities the widened span overlaps are
dropped. ``name-particles.v2``: an entity that stops right after its particles, whatever
their case (``Femke Van der`` of ``Femke Van der Veen``), takes the proper noun after them. ``v3``
(:func:`apostrophe_name`): a name opened by a one-letter particle and an apostrophe
(``O’Neill``) is a proper noun whatever the tagger made of it, and a person entity that stops
right before one takes it in.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.text.calendar import CALENDAR_WORDS

NAME_PARTICLES_VERSION = "name-particles.v3"
COMPONENT_NAME = "hanker_name_particles"

PARTICLES = frozenset(
    {
        *("van", "von", "de", "der", "den", "des", "del", "della", "di", "da", "dos", "das"),
        *("du", "la", "le", "ten", "ter", "zu", "bin", "bint", "ibn", "al", "el"),
    }
)
_JOINERS = frozenset({"-", "\u2010", "\u2011"})  # "al-Sisi": the particle hyphened to the name


def _particle_run(doc: Any, start: int) -> int:
    """The index after the particles (and their hyphens) that open at ``start``; ``start`` when
    none does."""
    i = start
    while i < len(doc) and doc[i].text in PARTICLES:
        i += 1
        if i < len(doc) and doc[i].text in _JOINERS and not doc[i - 1].whitespace_:
            i += 1
    return i


# a one-letter particle joined by an apostrophe: "O'Neill", "D’Angelo", "N’Golo"
_APOSTROPHE_NAME = re.compile(r"^[A-Z]['’][A-Z][a-zà-ÿ]+$")


def apostrophe_name(token: Any) -> bool:
    """Whether the token is a name opened by a one-letter particle and an apostrophe (``O’Neill``,
    ``D'Angelo``): the tagger may read the curly-quoted form as an adverb or a noun, but it is
    a proper noun, part of the name before it."""
    return bool(_APOSTROPHE_NAME.match(token.text))


def _capitalised(token: Any) -> bool:
    return token.text[:1].isupper() and token.text.replace("'", "").replace("’", "").isalpha()


def _surname_after(token: Any) -> bool:
    """A capitalised proper noun that opens no entity of another kind and is no calendar word
    (``Anh Le Tuesday``: ``Tuesday`` is a date)."""
    other = token.ent_type_ not in {"", "PERSON"}
    calendar = token.lower_ in CALENDAR_WORDS
    return _capitalised(token) and token.pos_ == "PROPN" and not other and not calendar


def _widened(doc: Any, ent: Any) -> tuple[int, int]:
    """The token range of a person entity widened over particle names on either side."""
    start, end = ent.start, ent.end
    inner = end
    while inner > start + 1 and doc[inner - 1].lower_ in PARTICLES:
        inner -= 1  # "Femke Van der" of "Femke Van der Veen": the entity stopped in its particles
    if inner < end and end < len(doc) and _surname_after(doc[end]):
        end += 1
    if end < len(doc) and apostrophe_name(doc[end]) and doc[end].ent_type_ in {"", "PERSON"}:
        end += 1  # "Peter James" of "Peter James O’Neill"
    after = _particle_run(doc, end)
    if after > end and after < len(doc) and _capitalised(doc[after]):
        end = after + 1
        opened = next((e for e in doc.ents if e.start == after), None)
        if opened is not None and opened.label_ in {"PERSON", "ORG", "GPE", "NORP", ""}:
            end = max(end, opened.end)
    back = start
    while back > 0 and doc[back - 1].text in PARTICLES | _JOINERS:
        back -= 1
    particles = 0 < back < start and doc[back].text in PARTICLES
    if particles and _capitalised(doc[back - 1]) and _particle_run(doc, back) == start:
        start = back - 1
    return start, end


def merge_name_particles(doc: Any) -> Any:
    """spaCy component (after the recognizer): person entities widened over name particles,
    apostrophe names (``O’Neill``) tagged proper nouns."""
    from spacy.tokens import Span
    from spacy.util import filter_spans

    for token in doc:
        if apostrophe_name(token) and token.pos_ != "PROPN":
            token.tag_, token.pos_ = "NNP", "PROPN"  # "O’Neill" tagged an adverb or a noun
    ents = list(doc.ents)
    widened = []
    for ent in ents:
        if ent.label_ != "PERSON":
            continue
        start, end = _widened(doc, ent)
        if (start, end) != (ent.start, ent.end):
            widened.append(Span(doc, start, end, label="PERSON"))
    if not widened:
        return doc
    widened = filter_spans(widened)  # "Louis" widened on, "Gaal" widened back: one name
    kept = [e for e in ents if not any(e.start < w.end and w.start < e.end for w in widened)]
    doc.ents = sorted(kept + widened, key=lambda span: span.start)
    return doc


def add_name_particles(nlp: Any) -> None:
    """Put the particle merger right after the recognizer of a loaded pipeline (once)."""
    from spacy.language import Language

    if COMPONENT_NAME not in Language.factories:
        Language.component(COMPONENT_NAME, func=merge_name_particles)
    if COMPONENT_NAME not in nlp.pipe_names and "ner" in nlp.pipe_names:
        nlp.add_pipe(COMPONENT_NAME, after="ner")


_PLACES = frozenset({"GPE", "LOC"})


def region_of_place(token: Any) -> bool:
    """Whether the phrase ``token`` heads is a place right after another place and a comma
    (``Mumbai, India``; ``Kingston, Jamaica``): the first place's region or country, which the
    parser may read as a noun phrase of its own."""
    start = min(t.i for t in token.subtree)
    if token.ent_type_ not in _PLACES or start < 2 or token.doc[start - 1].text != ",":
        return False
    return token.doc[start - 2].ent_type_ in _PLACES
