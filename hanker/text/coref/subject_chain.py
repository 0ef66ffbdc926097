"""Subject chains and names of things: when ``he``/``she`` has no one sure antecedent.

The pronoun resolver links ``he``/``she`` to the one *name* that fits. These things make that
one name a guess in running prose, and this module tells the resolver to leave the pronoun then:

* **A name that is no person** (:func:`names_no_person`). The tagger reads many place and
  facility names as persons. A name is not taken for a person when it is the name given to a
  thing (``a camp called Amira Dosti``: the object predicate of *call*/*name* whose thing is no
  person noun), when it modifies a common noun that is no person (``the Amira Dosti camp``), or
  when its first or last word is a place word (``Parc Lemoine``, ``Dunmore Square``; not
  ``Lane`` or ``Hall``, which are surnames too).
* **A name's gender from its noun** (:func:`described_gender`): ``her brother, Tom Reed,`` is a
  man whatever his given name, so ``she`` is not him.
* **Another subject in the chain** (:func:`off_the_chain`). ``he``/``she`` continues the
  subject of the passage. When the one fitting name is not a clause subject of the window (the
  sentence before and the pronoun's own sentence before it), only an object or complement
  (``Ruiz picked the youngster ahead of keeper Tom Bale. He later dropped ...``), and another
  proper name is a subject there, the pronoun may well stand for that subject, whose person the
  tagger may have missed or filed as an organization: so the link is not made. A subject that
  is a definite description of a person (``The ex-banker ... approached Mr Case. The report
  found he had failed ...``) is such a rival too. The same holds
  after a subject ``he``/``she`` of the same gender left as written in speech that the name
  itself is quoted saying in the window (someone unnamed the speaker talks about), or after ``him``/``her`` as the object of
  the name's own verb (``Ann Roe received her``: someone else): the person talked about is
  not the name. Nor is a subject pronoun linked to a name its own sentence spells out later
  (``He went to his ton ... before attempting to cut Root``: not Root, ``rules-coref.v16``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hanker.text.coref.competitors import person_noun_gender
from hanker.text.coref.identity import same_person, surname
from hanker.text.coref.pronouns import Mention

Tokens = list[tuple[int, int, Any]]

_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
_NAMING_VERBS = frozenset({"call", "name", "dub", "know", "nickname", "title", "label"})
_PLACE_WORDS = frozenset(  # last words of place names that are hardly ever surnames
    {
        *("square", "parc", "street", "road", "avenue", "bridge", "camp", "hospital"),
        *("stadium", "church", "cathedral", "chapel", "palace", "castle", "airport", "station"),
        *("college", "school", "university", "island", "lake", "river", "mountain", "valley"),
        *("centre", "center", "arena", "gardens", "abbey", "tower", "plaza", "boulevard"),
        *("beach", "museum", "library", "forest", "harbour", "harbor", "cemetery", "prison"),
    }
)
_PLACE_OPENERS = frozenset({"parc", "mount", "lake", "camp", "fort", "port", "rue", "piazza"})
_NOT_PEOPLE = frozenset(
    {
        *("GPE", "LOC", "FAC", "NORP", "DATE", "TIME", "MONEY", "CARDINAL", "ORDINAL"),
        *("WORK_OF_ART", "EVENT", "PRODUCT", "LAW", "LANGUAGE", "PERCENT", "QUANTITY"),
    }
)
_PRONOUN_GENDER = {"he": "m", "she": "f", "him": "m", "her": "f"}


def names_no_person(ent: Any) -> bool:
    """Whether a PERSON-tagged entity names a thing or a place rather than a person: the name
    given to a non-person noun (``a camp called X``), a modifier of a non-person common noun
    (``the X camp``), or a name whose first or last word is a place word (``X Square``)."""
    words = [t.lower_ for t in ent if t.is_alpha]
    if words and (words[0] in _PLACE_OPENERS or words[-1] in _PLACE_WORDS):
        return True
    root = ent.root
    head = root.head
    if root.dep_ == "compound" and head.i == ent.end and _determined_noun(head, ent.start):
        return person_noun_gender(head) is None  # "the X camp", not "the X lookalike"
    if root.dep_ == "oprd" and head.lemma_.lower() in _NAMING_VERBS:
        thing = _named_thing(head)
        return thing is not None and thing.pos_ == "NOUN" and person_noun_gender(thing) is None
    return False


def _determined_noun(noun: Any, before: int) -> bool:
    """Whether ``noun`` is a common noun in a noun phrase opened by a determiner or a possessive
    before token ``before`` (``the X camp``), not a verb the tagger took for a noun."""
    if noun.pos_ != "NOUN" or noun.dep_ == "ROOT":
        return False
    return any(c.dep_ in {"det", "poss"} and c.i < before for c in noun.children)


def _named_thing(verb: Any) -> Any:
    """The noun a naming verb names: its object, or the noun it modifies as a participle
    (``a camp called X``: ``camp``)."""
    objects = [c for c in verb.children if c.dep_ in {"dobj", "nsubjpass"}]
    if objects:
        return objects[0]
    return verb.head if verb.dep_ in {"acl", "relcl"} and verb.head is not verb else None


def off_the_chain(
    token: Any,
    name: str,
    gender: str,
    window: tuple[Tokens, list[Mention]],
    looks: tuple[Callable[[int], bool], Callable[[str], str]],
    start: int,
) -> bool:
    """Whether ``token`` (``he``/``she``/...) should not be linked to ``name`` (see the module
    docstring; an object ``him``/``her`` is never its own verb's subject either):
    ``window`` holds the tokens and mentions of the sentence before and of the pronoun's own
    sentence; ``looks`` tells whether an absolute offset is in quoted speech and the known
    gender of a name (``m``, ``f`` or ''); ``start`` is the pronoun's absolute offset."""
    quoted, genders = looks
    tokens, mentions = window
    if _named_after(token, name, mentions, start):
        return True  # "He went to his ton ... attempting to cut Root": not Root
    own = [m for m in mentions if m.start < start and same_person(m.name, name)]
    if not own:
        return False
    spans = [(m.start, m.end or m.start + 1) for m in own]
    if _object_of(token, own, start):
        return True  # "Ann Roe welcomed her": not Ann Roe
    resolved = [m for m in mentions if m.pronoun and m.start < start]
    if _left_pronoun(tokens, gender, own + resolved, quoted, start):
        return True
    if any(_subject_within(tokens, span) for span in spans):
        return False
    words = set(name.replace(".", "").split())
    for s, _e, t in tokens:
        if s >= start or any(a <= s < b for a, b in spans) or t.text in words:
            continue
        if t.dep_ in _SUBJECTS and _described_person(t) in {"", gender}:
            return True  # "The ex-banker ... approached Mr Case. ... he had failed to"
        if (t.dep_ in _SUBJECTS or t.dep_ == "ROOT") and _person_like(t):
            if t.dep_ != "ROOT" and _holds(t, spans, s):
                continue  # "Old Oak by Ann Roe is ...": the name is inside the subject phrase
            # a name as the root: the subject of a misparsed clause; one of the other gender
            # (``Mr``, a given name, a pronoun linked before) is no rival
            rival = next((m.name for m in mentions if m.start <= s < (m.end or m.start + 1)), "")
            if genders(rival or t.text) in {"", gender}:
                return True
    return False


def _named_after(token: Any, name: str, mentions: list[Mention], start: int) -> bool:
    """Whether the name is written later in the sentence whose subject the pronoun is: a
    subject ``he``/``she`` never stands for a name its own sentence goes on to spell out
    (``He ... before attempting to cut Root``: someone other than Root)."""
    if token.dep_ not in _SUBJECTS:
        return False
    end = start + (token.sent.end_char - token.idx)  # the sentence's end, absolute
    if any(start < m.start < end and not m.pronoun and same_person(m.name, name) for m in mentions):
        return True
    family = surname(name)
    return any(  # a surname the tagger left untagged ("attempting to cut Root")
        t.text == family and t.pos_ == "PROPN" for t in token.sent if t.i > token.i
    )


def _left_pronoun(
    tokens: Tokens, gender: str, own: list[Mention], quoted: Callable[[int], bool], start: int
) -> bool:
    """A ``he``/``she`` of ``gender`` before the pronoun, left as written, that stands for
    someone other than the name: a subject in speech the name quotes (``"He has ...," said Tom
    Reed``: the one Tom Reed talks about) or the object of the name's own verb (``Tom Reed met him``).
    Other pronouns left as written (two names fitted, a cataphoric ``In his youth, Tom Reed``)
    say nothing against the name."""
    resolved = {m.start for m in own if m.pronoun}
    for s, _e, t in tokens:
        if s >= start or _PRONOUN_GENDER.get(t.lower_) != gender or s in resolved:
            continue
        if _object_of(t, own, s) or (t.dep_ in _SUBJECTS and quoted(s) and _said_by(t, own, s)):
            return True
    return False


def _said_by(pronoun: Any, own: list[Mention], start: int) -> bool:
    """Whether the name is the speaker of the pronoun's sentence (a speaker does not call
    himself ``he``)."""
    lo = pronoun.sent.start_char - pronoun.idx + start  # absolute bounds of its sentence
    hi = pronoun.sent.end_char - pronoun.idx + start
    return any(m.speaker and not m.pronoun and lo <= m.start < hi for m in own)


def described_gender(ent: Any) -> str:
    """``m``/``f`` from a gendered person noun the name stands in apposition or compound with
    (``her brother, Tom Reed,``; ``Tom Reed, her brother``; ``brother Tom Reed``), else ''."""
    root = ent.root
    nouns = [root.head] if root.dep_ == "appos" else []
    nouns += [c for c in root.children if c.dep_ in {"appos", "compound"} and c.i < ent.start]
    nouns += [c for c in root.children if c.dep_ == "appos" and c.i >= ent.end]
    for noun in nouns:
        gender = person_noun_gender(noun) if noun.pos_ == "NOUN" else None
        if gender:
            return gender
    return ""


def _holds(token: Any, spans: list[tuple[int, int]], start: int) -> bool:
    """Whether a mention of the name lies in the phrase the token heads (absolute ``start``)."""
    offset = token.idx - start
    lo = token.left_edge.idx - offset
    hi = token.right_edge.idx + len(token.right_edge.text) - offset
    return any(lo <= a < hi for a, _b in spans)


def _object_of(pronoun: Any, own: list[Mention], start: int) -> bool:
    """Whether ``him``/``her`` is the object of a verb whose subject is a mention of the name
    (``Ann Roe received her``): an object pronoun is never its own clause's subject, so it
    stands for another person of that gender."""
    if pronoun.tag_ != "PRP" or pronoun.dep_ not in {"dobj", "dative"}:
        return False
    offset = pronoun.idx - start  # absolute offsets are parse offsets minus this
    subjects = [c for c in pronoun.head.children if c.dep_ in _SUBJECTS]
    return any(
        m.start <= c.idx - offset < (m.end or m.start + 1) and not m.pronoun
        for c in subjects
        for m in own
    )


def _subject_within(tokens: Tokens, span: tuple[int, int]) -> bool:
    """Whether a token of the mention is a clause subject, in apposition to one, or the agent
    of a passive (``overseen by Ann Roe``)."""
    return any(
        span[0] <= s < span[1]
        and (
            t.dep_ in _SUBJECTS
            or (t.dep_ == "appos" and t.head.dep_ in _SUBJECTS)
            or (t.dep_ == "pobj" and t.head.dep_ == "agent")
        )
        for s, _e, t in tokens
    )


def _described_person(token: Any) -> str | None:
    """The gender (``m``, ``f``, '' for either) of a subject that is a definite description of
    a person (``the ex-investment banker``, ``the chairman``), not part of a name (``teacher
    Ann Roe``); None for any other subject (``rules-coref.v16``)."""
    if not any(c.dep_ == "det" and c.lower_ in {"the", "this", "that"} for c in token.children):
        return None
    if any(c.dep_ in {"compound", "appos"} and c.pos_ == "PROPN" for c in token.children):
        return None
    return person_noun_gender(token)


def _person_like(token: Any) -> bool:
    """A proper noun that may name a person: tagged a person, an organization (the tagger files
    many persons so) or nothing; not an acronym, a place or a date."""
    if token.pos_ != "PROPN" or token.text.isupper() or not token.text[:1].isupper():
        return False
    return token.ent_type_ not in _NOT_PEOPLE
