"""Whole titles before a name: a ``title`` fact's tail is the whole role phrase or nothing.

The spaCy extractor reads ``Levelling Up Secretary Michael Gove`` as (Michael Gove, title,
Levelling Up Secretary). The words before a name are a title only when the fact keeps every
word the role needs and none it does not own; :func:`title_text` checks the title tokens the
extractor chose (``hanker.extract.spacy_extras`` and ``hanker.extract.role_names``) and gives
the title's text, widened to the whole phrase, or None with a drop reason counted in the KG
manifest:

* ``title cut from its phrase``: a word left of the title still modifies it (a particle
  verb or a hyphened place in a compound, ``Levelling Up Secretary``, ``Stoke-on-Trent
  South MP``; a qualifier that changes what the role is, ``shadow``, ``former``, ``acting``,
  ``ex-``): the title is widened over such words, and dropped when it cannot be widened whole
  (more than :data:`MAX_TITLE` words);
  a title that is the second half of a coordinated office (``Housing and Communities
  Secretary``) is dropped;
* ``title inside a noun phrase``: the title opens after an indefinite article (``an event
  sports author X believes ...``: the noun after ``an`` belongs to a phrase of its own whose
  relative clause the name opens; ``a Labour MP X`` describes, it names no office);
* ``relational title``: a kinship or social noun (``sister``, ``friend``, ``neighbour``,
  ``colleague``) or ``fellow``: the role is one side of a relation whose other side, the
  anchor (``my``, the speaker, the person the passage is about), the fact leaves out;
* ``rank glued to a role``: a capitalised rank written after a lower-case role noun
  (``French leader General X``): two titles run together, neither whole;
* ``title runs on from before it`` (``spacy-patterns.v37``): a lower-case noun that is no
  role opens the title before a capitalised word (``game Stoke boss`` of ``After the game
  Stoke boss X``): the noun ends a phrase of its own; a title with ``own`` (``her own party
  leader``) names whose role it is only through a word the fact leaves out;
* ``superlative title`` (``spacy-patterns.v39``): ``the UK's largest dairy producer Arla
  Foods``: a rank within a scope (the possessor, a place), which the title fact would drop;
* ``title in quoted speech`` (``spacy-patterns.v39``): the title and name stand inside a
  quotation (``"I wanted to be Captain Kirk," he said``): what the speaker calls someone,
  perhaps a character or a wish, not an office the text states;
* ``title of a possessor it leaves out`` (round 35, :mod:`.owned_titles`): ``the guild's
  Home Office liaison X``;
* ``status at an event``: ``qualifier``, ``wildcard``, ``finalist``: how a player
  entered or stands in one tournament, not a role; ``veteran`` (``American veteran X``) says
  how long, not what.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.head_phrases import RANKS
from hanker.extract.name_checks import TITLE_WORDS
from hanker.extract.owned_titles import OWNED_TITLE, possessor_left_out
from hanker.text.calendar import CALENDAR_WORDS
from hanker.text.nlp import in_open_quotation
from hanker.text.person_nouns import person_word

TITLE_CUT = "title cut from its phrase"
TITLE_IN_PHRASE = "title inside a noun phrase"
RELATIONAL_TITLE = "relational title"
GLUED_RANK = "rank glued to a role"
RUN_ON_TITLE = "title runs on from before it"
EVENT_STATUS = "status at an event"
QUOTED_TITLE = "title in quoted speech"
SUPERLATIVE_TITLE = "superlative title"
_STATUS_NOUNS = frozenset(
    {"qualifier", "wildcard", "wild-card", "finalist", "semi-finalist", "debutant"}
    | {"runner-up", "favourite", "favorite", "underdog", "outsider", "contender", "hopeful"}
    | {"veteran"}
)
MAX_TITLE = 9  # words of one title, widened

# words before a role that change what the role is ("shadow health secretary" is no health
# secretary); the parser often tags them as verbs or leaves them out of the compound
QUALIFIERS = frozenset(
    {
        *("former", "shadow", "acting", "interim", "deputy", "ex", "outgoing", "incoming"),
        *("then", "would-be", "ousted", "onetime", "one-time", "erstwhile", "caretaker"),
        *("late", "future", "designate", "disgraced", "sacked", "suspended", "retired"),
    }
)
# nouns that name one side of a personal relation: a title only with its other side
RELATIONAL_NOUNS = frozenset(
    {
        *("sister", "brother", "sibling", "mother", "father", "mum", "mom", "dad", "son"),
        *("daughter", "wife", "husband", "fiance", "fiancé", "fiancee", "fiancée"),
        *("boyfriend", "girlfriend", "spouse", "widow", "widower", "cousin", "uncle", "aunt"),
        *("auntie", "nephew", "niece", "grandson", "granddaughter", "grandmother", "grandma"),
        *("grandfather", "grandad", "grandpa", "granny", "stepson", "stepdaughter", "stepsister"),
        *("stepmother", "stepfather", "twin", "friend", "pal", "mate", "neighbour", "neighbor"),
        *("colleague", "teammate", "team-mate", "classmate", "flatmate", "roommate", "ally"),
        *("relative", "companion", "sweetheart", "lover", "ex-wife", "ex-husband", "in-law"),
        *("counterpart", "successor", "predecessor", "rival", "opponent", "compatriot"),
        *("brother-in-law", "sister-in-law", "son-in-law", "daughter-in-law", "stepbrother"),
    }
)
_COURTESY = frozenset({"mr", "mrs", "ms", "miss", "mx", "dr", "prof"})
_INDEFINITE = frozenset({"a", "an", "another"})
# words of praise, fame or age before a title, which describe the person, not the office
_PRAISE = frozenset(
    {*("famous", "worthy", "old", "legendary", "beloved", "late", "great", "good", "dear")}
    | {*("poor", "brave", "celebrated", "renowned", "notorious", "esteemed", "venerable")}
    | {*("gallant", "honest", "pious", "jolly", "popular", "respected", "well-known")}
)
# dependency labels of words that never widen a title: they open or end the noun phrase
_STOPS = frozenset({"det", "poss", "case", "cc", "prep", "punct", "predet", "nummod"})
_HYPHENS = frozenset({"-", "‐", "–"})


def title_text(title: list[Any], stats: Any) -> str | None:
    """The text of the whole title whose chosen tokens are ``title`` (written right before a
    name), or None when no whole title is there (the reason goes to ``stats.drop``)."""
    doc = title[0].doc
    first, problem = _widen(doc, title[0].i, title[-1].i + 1)
    if problem is None:
        problem = title_problem(doc, first, title[-1].i + 1)
    if problem is not None:
        stats.drop(problem)
        return None
    while first < title[-1].i and _praise(doc[first]):
        first += 1  # "the famous Father Mapple", "worthy Captain Peleg": the title is "Father"
    return str(doc.text[doc[first].idx : title[-1].idx + len(title[-1].text)])


def _name_before(token: Any) -> bool:
    """A capitalised word inside the sentence before ``of``: the title is the end of a longer
    name (``University of the West of England vice-chancellor``), not a role after a noun
    (``the resignation of BBC chairman X``, ``the murder of President X``)."""
    name = token.text[:1].isupper() and not token.is_sent_start
    return name and token.lower_ not in CALENDAR_WORDS  # "in November of ex-CEO X": a date


def _praise(token: Any) -> bool:
    """A word of praise before a title, in lower case (or opening the sentence), no name."""
    lower = token.text.islower() or token.is_sent_start
    return token.lower_ in _PRAISE and lower and token.pos_ != "PROPN"


def title_problem(doc: Any, first: int, end: int) -> str | None:
    """Why the tokens ``doc[first:end]`` (a whole title before a name) make no title fact."""
    words = doc[first:end]
    if first > 0 and doc[first - 1].lower_ in _INDEFINITE:
        return TITLE_IN_PHRASE
    if possessor_left_out(doc, first, end):
        return OWNED_TITLE  # "the guild's Home Office liaison": whose?
    if first > 1 and doc[first - 1].lower_ in {"of", "for"} and _name_before(doc[first - 2]):
        return TITLE_IN_PHRASE  # "University of the West of [England vice-chancellor] X"
    if any(t.tag_ in {"JJS", "RBS"} and t.text.islower() for t in words):
        return SUPERLATIVE_TITLE
    if in_open_quotation(doc[first].sent, first):
        return QUOTED_TITLE
    if any("fellow" in t.text.lower().split("-") for t in words):
        return RELATIONAL_TITLE  # "fellow author", "fellow-author": a fellow of whom?
    last = words[-1]
    lower = last.text[:1].islower() or last.is_sent_start  # "Friend David Mearns, ..."
    if lower and last.lower_ in RELATIONAL_NOUNS and not _anchored(words):
        return RELATIONAL_TITLE
    if last.lower_ in _STATUS_NOUNS:
        return EVENT_STATUS
    if any(t.lower_ == "own" for t in words) or _runs_on(list(words)):
        return RUN_ON_TITLE
    return GLUED_RANK if _glued_rank(list(words)) else None


def _runs_on(words: list[Any]) -> bool:
    """A lower-case common noun, no role, opening a title before a capitalised word."""
    first = words[0]
    if first.pos_ != "NOUN" or not first.text[:1].islower() or person_word(first.lower_):
        return False
    if first.lower_ in QUALIFIERS:  # "ex-CEO"
        return False
    return any(t.text[:1].isupper() for t in words[1:])


def _anchored(words: Any) -> bool:
    """Whether a name in the title says whose relation it is (``Trump ally``), not only a
    kind of one (``family friend``, ``wee sister``)."""
    return any(
        t.ent_type_ in {"PERSON", "ORG", "NORP", "GPE"} or (t.text[:1].isupper() and t.i > 0)
        for t in words[:-1]
        if not t.is_sent_start
    )


def _widen(doc: Any, first: int, end: int) -> tuple[int, str | None]:
    """The first token of the whole title that ends at ``end`` and the name after it: the
    words left of ``first`` that modify the title or the name join it."""
    name_end = _name_end(doc, end)
    while first > 0 and _joins(doc[first - 1], first, name_end):
        first -= 1
        if end - first > MAX_TITLE:
            return first, TITLE_CUT
    if first > 0 and _misread_name(doc[first - 1], first, name_end):
        return first, TITLE_CUT  # "Sinn Féin deputy leader": a party the tagger took for a name
    return first, TITLE_CUT if _coordinated_part(doc, first) else None


def _misread_name(token: Any, first: int, name_end: int) -> bool:
    """Whether ``token``, right before the title, is a word the tagger put in a person's name
    although it modifies the title (``Sinn Féin`` of ``Sinn Féin deputy leader``)."""
    courtesy = token.text.rstrip(".").lower() in _COURTESY
    return (
        token.ent_type_ == "PERSON"
        and not courtesy
        and token.dep_ in {"compound", "nmod", "amod"}
        and _reaches(token, first, name_end)
    )


def _coordinated_part(doc: Any, first: int) -> bool:
    """Whether the title is the second half of one office's coordinated name (``Housing and
    Communities Secretary``): ``and`` before it follows a word that is no title of its own
    (``Lord Chancellor and Justice Secretary`` are two titles, the second whole)."""
    if first < 2 or doc[first - 1].lower_ not in {"and", "&"}:
        return False
    before = doc[first - 2]
    word = before.text.rstrip(".").lower()
    if not before.text[:1].isupper() or before.ent_type_ == "PERSON":
        return False
    return word not in TITLE_WORDS and word not in RANKS and not person_word(word)


def _joins(token: Any, first: int, name_end: int) -> bool:
    """Whether ``token``, right before a title starting at ``first``, belongs to the title."""
    lower = token.text.lower()
    if lower in QUALIFIERS:  # "then" only when it modifies the title: "then Home Secretary"
        return lower != "then" or _reaches(token, first, name_end)
    if token.text in _HYPHENS:  # "ex-" or "Stoke-on-": a word split at a hyphen
        return token.i > 0 and not token.whitespace_ and token.i + 1 == first
    if token.ent_type_ == "PERSON" or token.text.rstrip(".").lower() in _COURTESY:
        return False  # "Mr Justice X": the courtesy word is the name's, not the title's
    if token.dep_ in _STOPS or token.pos_ in {"DET", "PRON", "AUX", "CCONJ", "SCONJ", "PUNCT"}:
        return (
            token.dep_ == "prep"
            and _reaches(token, first, name_end)
            and (_in_hyphened(token) or _name_of(token, first))
        )
    if token.pos_ in {"VERB", "ADP"} and token.dep_ not in {"amod", "compound", "prt"}:
        return False
    return _reaches(token, first, name_end)


def _reaches(token: Any, first: int, name_end: int) -> bool:
    """Whether the head chain of ``token`` runs, through words between it and the name, into
    the title or the name (``Up`` -> ``Levelling`` -> ``Gove``)."""
    head, seen = token.head, {token.i}
    while head.i not in seen and token.i - 6 <= head.i < name_end:
        if head.i >= first:
            return True
        seen.add(head.i)
        head = head.head
    return False


def _name_of(token: Any, first: int) -> bool:
    """Whether ``token`` is the ``of`` or ``for`` inside a capitalised name the title opens
    with (``House of Representatives Speaker``): it joins two capitalised words."""
    return (
        token.lower_ in {"of", "for"}
        and token.i + 1 == first
        and token.head.i < token.i
        and token.head.text[:1].isupper()
        and token.doc[first].text[:1].isupper()
    )


def _in_hyphened(token: Any) -> bool:
    """Whether ``token`` is a piece of a hyphened word (``on`` of ``Stoke-on-Trent``)."""
    doc = token.doc
    before = token.i > 0 and doc[token.i - 1].text in _HYPHENS and not doc[token.i - 1].whitespace_
    after = token.i + 1 < len(doc) and doc[token.i + 1].text in _HYPHENS
    return bool(before and after and not token.whitespace_)


def _name_end(doc: Any, end: int) -> int:
    """The end of the name (and the honorifics or ranks before it) that follows a title."""
    i = end
    while i < len(doc) and (doc[i].ent_type_ == "PERSON" or _rank_word(doc[i])):
        i += 1
    return i


def _rank_word(token: Any) -> bool:
    return token.text.rstrip(".").lower() in RANKS | {"mr", "mrs", "ms", "dr", "prof"}


def _glued_rank(words: list[Any]) -> bool:
    """Whether a capitalised title word follows a lower-case role noun in one title
    (``French leader General``): a descriptive role and a rank run together."""
    for i, token in enumerate(words[:-1]):
        role = token.pos_ == "NOUN" and token.text[:1].islower() and person_word(token.lower_)
        if role and token.lower_ not in QUALIFIERS and any(map(_capital_rank, words[i + 1 :])):
            return True
    return False


def _capital_rank(token: Any) -> bool:
    """A capitalised rank or title word (``General``, ``Det``), not a place or party name."""
    word = token.text.rstrip(".")
    return word[:1].isupper() and (word.lower() in TITLE_WORDS or word.lower() in RANKS)
