"""Slots whose words say too little or the wrong thing (the checks of ``spacy-patterns.v26`` and ``v27``).

Each returns the drop reason counted in the KG manifest, or None:

* ``tail opens with an adverbial``: a tail whose first word is a preposition or adverb the
  relation should hold ("(X, kiss, outside court)", "(X, be diagnosed with, later ADHD)"): the
  object is missing or garbled;
* ``idiom split across relation and tail``: the tail is the bare noun of a fixed phrase
  (``on board``, ``in place``, ``at home``; ``follow suit``, ``take part``:
  :mod:`hanker.text.prep_idioms`);
* ``time adjunct only``: a bare time with no preposition taken as the object of a verb that
  is no copula ("(X, meet, a week last Friday)", "(X, spot, One day)"): the object the verb
  needs is missing; verbs that take a time alone (``die``, ``disappear``) are kept;
* ``role said of a place``: a place named as a person's kin ("(London, be, the son of a tea
  merchant)" from "born in Hampstead, north London, the son of ..."): an apposition hung on
  the wrong noun;
* ``head inside an aside``: a head set off by dashes whose tail lies outside them ("During the
  killings - which took place days after the murder of X - Y held down Z": the parser made
  "the murder of X" the subject of "held"); a name in apposition between dashes is kept;
* ``tail names nothing but the head's own``: a thing the head founded or launched named only
  as the head's ("(José Andrés, found, José Andrés's charity group)", "(X, launch, X's
  invasion)"): which one only the passage says;
* ``upbringing of a possessed head``: "Growing up in Seoul, Min Park's works ...": a fronted
  participle of upbringing (``grow up``, ``be born``, ``be raised``) hung on a possessed head
  ("(Min Park's works, grow up in, Seoul)"): the participle is the possessor's;
* ``photo caption``: a picture's own occasion (``(X, be pictured at, an earlier hearing)``,
  ``a previous court appearance``): it dates the photograph, not a fact about X;
* ``head ends on a verb's particle``: "What sets X's writing apart is Y" gives the head "X's
  writing apart": the particle of "set ... apart" belongs to the verb (``spacy-patterns.v27``);
* ``works said to live``: a writer's works as the doer of what only people do ("(X's novels,
  experience, spiritual awakenings)" from "X's novels often feature characters who experience
  ..."): the verb is the characters' (``spacy-patterns.v27``);
* ``time or event said to see``: "Slalom victory in Are saw the American surpass the record":
  a time or event as the subject of ``see`` says when something happened, not who saw it
  (``spacy-patterns.v27``);
* ``head cut from its name``: a head that starts inside a name the tagger found ("Rural
  Affairs" of "the Department for Environment, Food and Rural Affairs"); a person's name after
  a rank (``Det Insp X``) is whole.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Any

from hanker.text.nlp import text_tokens
from hanker.text.person_nouns import PERSON_NOUNS
from hanker.text.prep_idioms import FIGURATIVE_OBJECTS, PREP_IDIOMS, VERB_IDIOMS

# adjuncts of place or time after a figure of speech ("raised eyebrows in Belfast"); "strike a
# chord with X", "make headlines for X" say something with their complement
_TAIL_PREPS = frozenset({"in", "on", "at", "across", "among", "during"})

OPENING_ADVERBIAL = "tail opens with an adverbial"
SPLIT_IDIOM = "idiom split across relation and tail"
TIME_ONLY = "time adjunct only"
PLACE_ROLE = "role said of a place"
HEAD_CUT = "head cut from its name"
HEAD_ASIDE = "head inside an aside"
OWN_THING = "tail names nothing but the head's own"
PHOTO_CAPTION = "photo caption"
_CAPTION = re.compile(r"^(?:an?|the) (?:earlier|previous|recent|prior)\b")
DANGLING_UPBRINGING = "upbringing of a possessed head"
HEAD_PARTICLE = "head ends on a verb's particle"
WITNESSING_EVENT = "time or event said to see"
WORKS_LIVING = "works said to live"
_WORKS = re.compile(
    r"['’]s (?:[a-z-]+ )?(?:novels?|books?|works?|stories|story|writings?|narratives?|poems?|"
    r"poetry|fiction|plays?|films?)$"
)
_LIVING = frozenset(
    {*("experience", "engage", "undergo", "encounter", "meet", "live", "travel", "die")}
    | {*("marry", "feel", "suffer", "struggle", "embark", "fight", "love", "survive", "battle")}
)
_PARTICLES = frozenset({"apart", "aside", "away", "off", "out", "up", "down", "back"})
_UPBRINGING = re.compile(r"^(?:grow up|be born|be raised|be brought up|be educated)\b")
_POSSESSED = re.compile(r"['’]s [a-z][\w-]*(?: [a-z][\w-]*)*$")
_CREATING = frozenset(
    {*("found", "launch", "create", "set", "start", "establish", "form", "begin", "open")}
)
_DASHES = frozenset({"-", "–", "—"})

_OPENERS = frozenset(
    {*("outside", "inside", "near", "behind", "beyond", "beneath", "across", "along")}
    | {*("through", "throughout", "toward", "towards", "without", "within", "despite")}
    | {"during", "later"}
)
_TIME_PREPS = frozenset(
    {*("in", "on", "at", "for", "since", "until", "by", "during", "from", "to", "after")}
    | {*("before", "between", "over", "within", "around", "about", "of", "into", "till")}
    | {"through", "throughout", "ago"}
)
_TIME_ALONE = frozenset(
    {*("die", "disappear", "arrive", "retire", "resign", "marry", "age", "span", "last")}
    | {"take", "serve", "run", "cover"}  # "span several decades", "served ten years"
)
_TIME_FILLERS = frozenset(
    {*("just", "over", "about", "more", "than", "a", "the", "last", "ago", "almost")}
    | {"nearly", "around", "some", "under"}
)
_KIN = frozenset(
    {*("son", "daughter", "wife", "husband", "mother", "father", "brother", "sister")}
    | {*("widow", "widower", "grandson", "granddaughter", "nephew", "niece", "cousin")}
    | {*("uncle", "aunt", "child", "children", "parents", "partner", "girlfriend")}
    | {"boyfriend", "fiance", "fiancee"}
)
_VALUES = frozenset({"DATE", "TIME", "CARDINAL", "QUANTITY", "MONEY", "PERCENT", "ORDINAL"})
_COPULAS = frozenset({"be", "become", "be known as"})


def _span(text: str, doc: Any) -> Any | None:
    """The tokens of ``text`` in ``doc`` as a span (its first occurrence), None when absent."""
    tokens = text_tokens(" ".join(text.split()), doc)
    return doc[tokens[0].i : tokens[-1].i + 1] if tokens else None


def _bare_time(relation: str, tail: Any) -> bool:
    """Whether ``tail`` is a time alone, after a verb with no preposition of its own."""
    words = relation.split()
    if not words or words[-1].lower() in _TIME_PREPS or words[0] in {"be", "age"}:
        return False
    if words[0].lower() in _TIME_ALONE or "born" in words:
        return False
    times = [t for t in tail if t.ent_type_ in {"DATE", "TIME"}]
    if not any(t.is_alpha for t in times):
        return False  # "64449": a number the tagger took for a date
    return bool(times) and all(
        t.ent_type_ in {"DATE", "TIME"} or t.is_punct or t.lower_ in _TIME_FILLERS for t in tail
    )


def _place_kin(head: Any, relation: str, tail: str) -> bool:
    """A place said to be someone's kin: an apposition read onto the wrong noun."""
    if relation not in _COPULAS or head.root.ent_type_ not in {"GPE", "LOC", "FAC"}:
        return False
    return any(word.lower() in _KIN for word in tail.split()[:3])


def _in_aside(head: Any, tail: Any) -> bool:
    """Whether ``head`` lies between two spaced dashes that ``tail`` lies outside of."""
    doc = head.doc
    dashes = [t.i for t in doc if t.text in _DASHES and t.i > 0 and doc[t.i - 1].whitespace_]
    for first, second in pairwise(dashes):
        inside = first < head.start and head.end <= second
        if inside and not (first < tail.start and tail.end <= second):
            return head.root.dep_ != "appos"  # "One citizen - William - said": a name
    return False


def _noun_before_preposition(words: list[str]) -> str:
    """The last word before the tail's first preposition, singular (``raised eyebrows in
    Belfast``: ``eyebrow``)."""
    cut = next((k for k, w in enumerate(words) if k and w.lower() in _TAIL_PREPS), len(words))
    return words[cut - 1].lower().rstrip("s")


def _own_thing(head: str, relation: str, tail: str) -> bool:
    """Whether a founded or launched thing is named only as the head's own."""
    words = relation.split()
    if not words or words[0] not in _CREATING or "to" in words:
        return False
    for owner in (f"{head}'s ", f"{head}’s "):
        rest = tail[len(owner) :] if tail.startswith(owner) else ""
        if rest and not any(word[:1].isupper() for word in rest.split()):
            return True
    return False


def _dangling_upbringing(head: str, relation: str) -> bool:
    """Whether a verb of upbringing has a possessed head ("X's works", "X's father")."""
    return bool(_UPBRINGING.match(relation)) and bool(_POSSESSED.search(head))


def _wording_problem(head: str, relation: str, tail: str) -> str | None:
    """The checks the triple's words alone decide (see the module), or None."""
    words, parts, named = tail.split(), relation.split(), head.split()
    if len(named) > 1 and named[-1] in _PARTICLES:
        return HEAD_PARTICLE  # "X's writing apart" of "What sets X's writing apart is Y"
    if words and words[0] in _OPENERS:
        return OPENING_ADVERBIAL
    preposition, verb = (parts[-1].lower(), parts[0].lower()) if parts else ("", "")
    if words and words[0].islower() and (preposition, words[0]) in PREP_IDIOMS:
        return SPLIT_IDIOM
    if len(words) == 1 and (verb, words[0]) in VERB_IDIOMS:
        return SPLIT_IDIOM  # "(X, follow, suit)"
    if words and len(parts) == 1 and (verb, _noun_before_preposition(words)) in FIGURATIVE_OBJECTS:
        return SPLIT_IDIOM  # "(X, set, an immense example)", "(X, pave, the way)"
    if _own_thing(head, relation, tail):
        return OWN_THING
    if parts and parts[0] in _LIVING and _WORKS.search(head):
        return WORKS_LIVING  # "(X's novels, experience, spiritual awakenings)"
    if {"pictured", "photographed"} & set(parts) and _CAPTION.match(tail):
        return PHOTO_CAPTION  # "(X, be pictured at, an earlier hearing)"
    return DANGLING_UPBRINGING if _dangling_upbringing(head, relation) else None


def slot_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why the triple's slots say too little or the wrong thing (see the module), or None."""
    relation = relation.split(" (according to ")[0]  # the speaker is no part of the verb
    problem = _wording_problem(head, relation, tail)
    if problem is not None or doc is None:
        return problem
    tail_span, head_span = _span(tail, doc), _span(head, doc)
    if tail_span is not None and _bare_time(relation, tail_span):
        return TIME_ONLY
    if head_span is None:
        return None
    if tail_span is not None and _in_aside(head_span, tail_span):
        return HEAD_ASIDE
    if _place_kin(head_span, relation, tail):
        return PLACE_ROLE
    first = head_span[0]
    if first.ent_iob_ == "I" and first.ent_type_ not in _VALUES | {"PERSON"}:
        return HEAD_CUT
    return WITNESSING_EVENT if _witnessing_event(head_span, relation) else None


def _witnessing_event(head: Any, relation: str) -> bool:
    """A time or event said to "see" what happened in it ("Slalom victory in Are saw X
    surpass ...", "2023 saw ..."): the verb means "was when", not that anyone saw anything."""
    root = head.root
    thing = root.pos_ == "NOUN" or root.ent_type_ in {"DATE", "TIME", "EVENT"}
    return relation.split()[:1] == ["see"] and thing and root.lemma_.lower() not in PERSON_NOUNS
