"""Tails whose span stops before a word the fact needs (spaCy extractor, through
:func:`hanker.extract.triple_context.triple_problem`).

A tail should be a whole constituent. Each check reads the tail in its sentence's parse and
returns the drop reason (counted in the KG manifest) or None when the tail leaves out a
dependent of its own words, or a word it depends on, that the fact cannot do without:

* ``tail ends inside its noun phrase``: the tail's last word modifies a common noun after the
  tail (``faces a £40m [gap]``, ``works in further education [(FE) colleges]``): a money,
  number or noun modifier without the noun it modifies;
* ``relational noun cut from its complement``: the tail ends on a noun that names one side
  of a relation (``the end``, ``part``, ``a share``, ``the key``) and the preposition that
  gives the other side follows the tail (``marked the end [to this phase of ...]``), however
  the parser hangs it;
* ``role cut from its organisation``: a relation ``be ROLE of`` whose tail is followed by the
  role's place (``head of | research [at the union]``): the role is not held in general;
* ``reciprocal noun without its partner``: a noun of a relation between two (``a
  relationship``, ``a feud``) as the tail of one of two coordinated subjects (``Tom and Lisa
  were in a relationship`` gives no ``(Tom, be in, a relationship)``);
* ``generic noun before its name``: the tail ends on a noun that a naming participle right
  after it names (``wrote a trilogy [known as "X"]``, ``[called X]``): the fact leaves the
  name out and states only that a thing of that kind exists;
* ``indefinite tail cut from its relative clause``: an indefinite or bare noun followed,
  with no comma, by its restrictive relative clause (``born into a family [where ...]``,
  ``a step for nurses [who come from ...]``): what the noun is, is in the clause;
* ``list cut after its first example``: a tail with ``including``/``such as`` that ends on the
  first item of a longer list (``figures, including a band of rebels[, a monk and a fox]``);
* ``bare conjunct cut from its shared modifier``: a bare noun tail that is the first of a
  coordination whose later conjunct carries a prepositional phrase (``introduces rules [and a
  register for drones]``): the phrase may be shared, and the bare noun alone says nothing;
* ``measure cut from its preposition``: a count of a unit of time or distance read as the
  verb's object while a preposition follows it (``sat three seats [from her sister]``), or
  an adverb of distance and its preposition (``three rows [away from X]``): the measure is a
  distance or time from something the fact leaves out; a seat, place, door or floor count is a
  distance only before a preposition of separation (``won 412 seats [in the election]`` is a
  count of seats won);
* ``amount cut from its base``: a counted amount followed by ``in``/``per`` and another count
  (``60 micrograms of alcohol [in 100 millilitres of breath]``): a ratio without its base; a
  date after ``in`` is no base, nor a noun a year names (``fined £30,000 [in March 2019]``,
  ``won 412 seats [in the 2024 election]`` keep their amounts);
  A bare number that is one half of a score (``slumped to 9 [for 233]``) is cut the same way
  (``spacy-patterns.v38``);
* ``tail ends inside its noun phrase`` also when the parser read the phrase's noun as a verb
  with no subject at the clause's end (``an author in the werewolves [genre].``,
  ``spacy-patterns.v39``);
* ``list cut before its last items`` (``spacy-patterns.v39``): a tail holding two or more
  items of a list whose further items follow it (``its insight, rich descriptions[, and the
  portrayal of ...]``): a part of the list read as if it were all of it;
* ``tail runs across a break`` (``spacy-patterns.v39``): an em dash inside the tail
  (``Nostril whale.—Another instance of ...``): an aside or a new sentence run on;
* ``object cut from its locating phrase``: a definite object noun right before a phrase of
  place (``broke the window [above the sink]``), or a noun of information before its topic
  (``published new guidance [on recycling]``): the phrase says which thing it is.
"""

from __future__ import annotations

from typing import Any

from hanker.text.calendar import CALENDAR_WORDS
from hanker.text.nlp import text_tokens

CUT_IN_PHRASE = "tail ends inside its noun phrase"
RELATIONAL_CUT = "relational noun cut from its complement"
ROLE_PLACE = "role cut from its organisation"
RECIPROCAL = "reciprocal noun without its partner"
UNNAMED_GENERIC = "generic noun before its name"
CUT_RELATIVE = "indefinite tail cut from its relative clause"
FIRST_EXAMPLE = "list cut after its first example"
SHARED_MODIFIER = "bare conjunct cut from its shared modifier"
CUT_MEASURE = "measure cut from its preposition"
CUT_RATIO = "amount cut from its base"
CUT_LOCATOR = "object cut from its locating phrase"
CUT_LIST = "list cut before its last items"
BROKEN_TAIL = "tail runs across a break"
_NAME_LINKS = frozenset({"and", "of", "the", "&"})

# nouns that name one side of a relation: their other side is a prepositional complement
_RELATIONAL = frozenset(
    {"end", "beginning", "start", "part", "rest", "remainder", "side", "edge", "middle"}
    | {"share", "stake", "proportion", "fraction", "majority", "minority", "portion"}
    | {"key", "answer", "solution", "response", "reply", "alternative", "exception", "approach"}
    | {"access", "threat", "return", "path", "route", "gateway", "link", "connection"}
    | {"equivalent", "counterpart", "successor", "predecessor", "heir", "sequel", "prequel"}
    | {"contribution", "tribute", "reference", "commitment", "exposure", "obstacle", "barrier"}
    | {"increase", "rise", "fall", "drop", "decline", "cut", "boost", "shift", "transition"}
)
_COMPLEMENT_PREPS = frozenset(
    {"of", "to", "for", "with", "between", "from", "on", "about", "against", "into", "towards"}
    | {"toward", "among", "over"}
)
_ROLE_PLACES = frozenset({"at", "for", "with", "in"})
_RECIPROCAL = frozenset(
    {"relationship", "affair", "romance", "marriage", "partnership", "friendship", "feud"}
    | {"rivalry", "dispute", "alliance", "engagement", "fling", "courtship", "union", "talks"}
)
_NAMING = frozenset({"know", "call", "name", "dub", "title", "entitle", "nickname", "brand"})
_RELATIVE_ADVERBS = frozenset({"where", "when", "whereby"})
_GENERIC_NOUNS = frozenset(
    {"family", "household", "home", "father", "mother", "parent", "people", "person", "man"}
    | {"woman", "place", "style", "way", "manner", "kind", "type", "sort", "form", "method"}
    | {"thing", "situation", "world", "environment", "background", "perspective", "approach"}
)
# units of time and distance: a count of them measures from or for something
_UNITS = frozenset(
    {"second", "minute", "hour", "day", "week", "month", "year", "decade", "century"}
    | {"row", "seat", "place", "step", "door", "block", "floor", "metre", "meter", "mile"}
    | {"yard", "foot", "inch", "kilometre", "kilometer", "km", "lap", "length"}
)
# units that are as often things counted (seats won, places gained): a distance only before a
# preposition that measures from something ("three seats [from]", "two floors [below]")
_PLACE_UNITS = frozenset({"row", "seat", "place", "step", "door", "block", "floor"})
_SEPARATION_PREPS = frozenset(
    {"from", "behind", "ahead", "above", "below", "beneath", "under", "beyond", "past"}
    | {"before", "after", "down", "up", "along", "across", "outside", "inside", "short"}
)
_DISTANCE_ADVERBS = frozenset({"away", "apart", "ahead", "behind", "back", "off", "clear"})
_PLACE_PREPS = frozenset({"above", "below", "beneath", "underneath", "behind", "beside"})
_TOPIC_NOUNS = frozenset(
    {"information", "guidance", "advice", "data", "details", "figures", "statistics", "research"}
    | {"report", "study", "review", "update", "evidence", "views", "rules", "guidelines"}
)
_TOPIC_PREPS = frozenset({"on", "about", "into", "regarding", "concerning"})
_EXAMPLE_MARKERS = ("including", "such as", "like", "among them", "notably")


def tail_span_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a triple's tail stops before a word the fact needs (see the module), or None."""
    tokens = text_tokens(tail, doc)
    words = [t for t in tokens if not t.is_punct]
    if not words or relation.split()[-1:] == ["title"]:
        return None
    last = words[-1]
    after = doc[tokens[-1].i + 1] if tokens[-1].i + 1 < len(doc) else None
    cut = _cut_inside(tail, relation, tokens, doc)
    if cut is not None:
        return cut
    if after is None:
        return None
    if _role_place(relation, last, after):
        return ROLE_PLACE
    if _relational(last, after, tokens):
        return RELATIONAL_CUT
    if _named(last, after):
        return UNNAMED_GENERIC
    if _relative(last, after):
        return CUT_RELATIVE
    if _shared_modifier(words, last):
        return SHARED_MODIFIER
    return _cut_before_phrase(relation, words, after)


def _cut_before_phrase(relation: str, words: list[Any], after: Any) -> str | None:
    """A measure, an amount or an object whose phrase starts right after the tail."""
    if _measure(relation, words, after):
        return CUT_MEASURE
    if _ratio(words, after):
        return CUT_RATIO
    return CUT_LOCATOR if _locator(relation, words[-1], after) else None


def _inside_phrase(last: Any, inside: set[int]) -> bool:
    """The last word modifies a common noun after the tail (``a £40m [gap]``)."""
    noun = last.head
    if noun.i in inside or noun.i <= last.i or noun.pos_ != "NOUN":
        return False
    if last.dep_ in {"nummod", "quantmod"} or (last.dep_ == "nmod" and last.pos_ != "PROPN"):
        return True
    return last.dep_ == "compound" and last.pos_ == "NOUN" and noun.i - last.i <= 4


def _cut_inside(tail: str, relation: str, tokens: list[Any], doc: Any) -> str | None:
    """A tail that stops inside its noun phrase, its list or its score, or one side of a
    reciprocal relation."""
    inside = {t.i for t in tokens}
    words = [t for t in tokens if not t.is_punct]
    last = words[-1]
    if "—" in tail.strip("— ") or "—" in relation:
        return BROKEN_TAIL  # "Nostril whale.—Another instance of ...": two pieces of text
    if _inside_phrase(last, inside) or _noun_read_as_verb(last, doc):
        return CUT_IN_PHRASE
    if _reciprocal(relation, tokens):
        return RECIPROCAL
    if _first_example(tail, last, tokens):
        return FIRST_EXAMPLE
    if _score_half(words):
        return CUT_RATIO
    return CUT_LIST if _list_goes_on(tokens, inside) else None


def _noun_read_as_verb(last: Any, doc: Any) -> bool:
    """The word after the tail's noun is a present verb with no subject that ends the clause
    (``the werewolves genre.``: ``genre`` tagged as a verb), so it is the phrase's noun."""
    at = last.i + 1
    if at >= len(doc) or last.pos_ not in {"NOUN", "PROPN"}:
        return False
    verb = doc[at]
    ends = at + 1 >= len(doc) or doc[at + 1].is_punct
    subject = any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in verb.children)
    tagged = verb.tag_ in {"VBP", "VBZ"} and verb.is_alpha and verb.dep_ != "punct"
    return tagged and ends and not subject and verb.i != verb.head.i


def _list_goes_on(tokens: list[Any], inside: set[int]) -> bool:
    """The tail holds a conjunct of its own and a later conjunct of the same list stands
    after it."""
    if all(t.text[:1].isupper() or not t.is_alpha or t.lower_ in _NAME_LINKS for t in tokens):
        return False  # "Pride and Prejudice": one title, not two items
    own = any(t.dep_ == "conj" and t.head.i in inside for t in tokens)
    own = own or any(t.text == "," for t in tokens[1:-1])  # "its wit, sharp dialogue"
    later = any(
        c.dep_ == "conj" and c.i not in inside and c.i > max(inside)
        for t in tokens
        for c in t.children
    )
    return (own and later) or _noun_conjunct_after(tokens, max(inside))


def _noun_conjunct_after(tokens: list[Any], end: int) -> bool:
    """A list tail (``its insight, rich descriptions``) right before ``, and`` + a noun the
    parser hung on the verb as its conjunct: the list's last item, cut off."""
    doc = tokens[0].doc
    listed = any(t.text == "," for t in tokens)
    at = end + 1 + (end + 1 < len(doc) and doc[end + 1].text == ",")
    if not listed or at >= len(doc) or doc[at].dep_ != "cc":
        return False
    return any(
        t.dep_ == "conj" and t.pos_ in {"NOUN", "PROPN"} and t.head.pos_ in {"VERB", "AUX"}
        for t in doc[at + 1 : at + 6]
    )


def _relational(last: Any, after: Any, tokens: list[Any]) -> bool:
    """A relational noun ending the tail, its complement's preposition right after it."""
    if last.pos_ != "NOUN" or last.lemma_.lower() not in _RELATIONAL:
        return False
    if any(c.dep_ == "prep" for c in last.children if c.i <= tokens[-1].i):
        return False  # "part of the plan": the complement is in the tail
    return after.lower_ in _COMPLEMENT_PREPS and after.head.i in {last.i, last.head.i}


def _role_place(relation: str, last: Any, after: Any) -> bool:
    """``be head of | research [at the union]``: the role's place follows the tail."""
    parts = relation.split()
    if len(parts) < 3 or parts[0] not in {"be", "become"} or parts[-1] != "of":
        return False
    role = last.head.head if last.dep_ == "pobj" and last.head.lower_ == "of" else None
    if role is None or role.lower_ != parts[-2].lower() or after.lower_ not in _ROLE_PLACES:
        return False
    return after.dep_ == "prep" and after.head.i in {last.i, role.i}


def _reciprocal(relation: str, tokens: list[Any]) -> bool:
    """A noun of a relation between two, without ``with``/``between`` + partner, as the tail
    of a verb whose subject is coordinated: the partner is the other subject."""
    nouns = [t for t in tokens if t.pos_ == "NOUN" and t.lemma_.lower() in _RECIPROCAL]
    if not nouns or " with" in f" {relation}":
        return False
    noun = nouns[0]
    partner = [c for c in noun.children if c.lower_ in {"with", "between"}]
    if any(c.i <= tokens[-1].i and _names_partner(c) for c in partner):
        return False
    verb = noun
    while verb.dep_ in {"pobj", "prep", "dobj", "attr"} and verb.head.i != verb.i:
        verb = verb.head
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    return any(c.dep_ == "conj" for s in subjects for c in s.children)


def _names_partner(prep: Any) -> bool:
    """Whether a ``with``/``between`` phrase names someone (not only a date span)."""
    return any(t.pos_ in {"PROPN", "NOUN", "PRON"} for t in prep.subtree if t.i != prep.i)


def _named(last: Any, after: Any) -> bool:
    """A naming participle right after the tail's noun (``a trilogy known as "X"``)."""
    if last.pos_ != "NOUN" or after.dep_ != "acl" or after.head.i != last.i:
        return False
    return after.lemma_.lower() in _NAMING and after.tag_ == "VBN"


def _relative(last: Any, after: Any) -> bool:
    """An indefinite or bare noun whose restrictive relative clause starts right after it,
    where the noun says nothing alone: the clause is a relative adverb's (``a family where
    ...``: the noun is only the setting of what the clause says), or the noun is a generic
    one (``a father who ...``, ``a style that ...``)."""
    if last.pos_ != "NOUN" or after.is_punct:
        return False
    determiners = {c.lower_ for c in last.children if c.dep_ in {"det", "poss"}}
    if determiners - {"a", "an", "some", "any"}:
        return False  # "the house that ...": a definite noun names one thing itself
    clause = next((c for c in last.children if c.dep_ == "relcl" and c.i > last.i), None)
    if clause is None or min(t.i for t in clause.subtree) != after.i:
        return False
    return after.lower_ in _RELATIVE_ADVERBS or last.lemma_.lower() in _GENERIC_NOUNS


def _first_example(tail: str, last: Any, tokens: list[Any]) -> bool:
    """A tail with an example marker ending on an item whose list goes on past the tail."""
    lower = f" {tail.lower()} "
    if not any(f" {marker} " in lower for marker in _EXAMPLE_MARKERS):
        return False
    item = last
    while item.dep_ in {"pobj", "amod", "compound"} and item.head.i in {t.i for t in tokens}:
        if item.dep_ == "pobj" and item.head.lower_ not in {"including", "as", "like"}:
            item = item.head.head  # "a band of young rebels": the item is "band"
            continue
        break
    return any(c.dep_ == "conj" and c.i > tokens[-1].i for c in item.children)


def _shared_modifier(words: list[Any], last: Any) -> bool:
    """A one-word bare noun, first of a coordination whose later conjunct has a
    prepositional phrase (``rules [and a register for drones]``)."""
    if len(words) != 1 or last.pos_ != "NOUN" or last.tag_ not in {"NNS", "NN"}:
        return False
    if last.dep_ == "conj":
        return False  # "reflection, empathy and a longing for peace": a list item
    conjuncts = [c for c in last.children if c.dep_ == "conj" and c.i > last.i]
    if len(conjuncts) != 1 or conjuncts[0].pos_ != "NOUN":
        return False
    other = conjuncts[0].children
    own = any(c.dep_ == "poss" for c in conjuncts[0].children)  # "their bond with ..."
    return not own and any(c.dep_ == "prep" for c in other)


def _measure(relation: str, words: list[Any], after: Any) -> bool:
    """A counted unit read as a verb's object (the relation ends on no preposition) with a
    preposition right after it (``sat three seats [from her sister]``)."""
    root = words[-1]
    if root.dep_ not in {"npadvmod", "dobj"} or root.lemma_.lower() not in _UNITS:
        return False
    if not any(c.dep_ == "nummod" for c in root.children):
        return False
    if after.lower_ in _DISTANCE_ADVERBS and after.i in {root.head.i} | {
        c.i for c in root.head.children if c.dep_ == "advmod"
    }:
        return any(c.dep_ == "prep" for c in after.children)  # "three rows [away from X]"
    if after.dep_ != "prep":
        return False
    if root.lemma_.lower() in _PLACE_UNITS and after.lower_ not in _SEPARATION_PREPS:
        return False  # "won 412 seats [in the election]": seats counted, not a distance
    verb = root.head
    return after.head.i in {root.i, verb.i} and relation.split()[-1:] == [verb.lemma_.lower()]


def _ratio(words: list[Any], after: Any) -> bool:
    """A counted amount right before ``in``/``per`` and another count (``60 mg [in 100 ml]``)."""
    if after.lower_ not in {"in", "per"} or after.dep_ != "prep":
        return False
    if not any(t.dep_ == "nummod" or t.like_num for t in words):
        return False
    base = [c for c in after.children if c.dep_ == "pobj" and not _date(c)]
    return any(
        (c.dep_ == "nummod" and not _date(c)) or c.lower_ in {"every", "each"}
        for b in base
        for c in b.children
    )  # "in the 2024 election": a year names the election, it counts nothing


def _score_half(words: list[Any]) -> bool:
    """A bare number that is one half of a score ``N for M`` (``slumped to 9 [for 233]``,
    ``slumped to 9 for | 233``): neither number alone is what the sentence says."""
    if len(words) != 1 or not words[0].like_num:
        return False
    doc, i = words[0].doc, words[0].i
    after = i + 2 < len(doc) and doc[i + 1].lower_ == "for" and doc[i + 2].like_num
    before = i >= 2 and doc[i - 1].lower_ == "for" and doc[i - 2].like_num
    return after or before


def _date(token: Any) -> bool:
    """A calendar point (``in March 2019``, ``in the 2024 election``): a month or weekday name
    or a year, which says when, not per what. A duration (``in six days``, ``in 76 minutes``)
    is a count of time and stays a ratio's base."""
    if token.lower_ in CALENDAR_WORDS:
        return True
    return token.text.isdigit() and len(token.text) == 4 and 1000 <= int(token.text) <= 2100


def _locator(relation: str, last: Any, after: Any) -> bool:
    """A definite object before a phrase of place, or an information noun before its topic,
    the phrase hung on the verb or the noun but left out of the tail."""
    if last.pos_ != "NOUN" or after.dep_ != "prep" or relation.split()[-1:] == [after.lower_]:
        return False
    if after.head.i not in {last.i, last.head.i} or last.dep_ not in {"dobj", "nsubjpass"}:
        return False
    if after.lower_ in _TOPIC_PREPS and last.lemma_.lower() in _TOPIC_NOUNS:
        return True  # "published new guidance [on recycling]"
    definite = any(c.lower_ == "the" for c in last.children if c.dep_ == "det")
    return definite and after.lower_ in _PLACE_PREPS  # "broke the window [above the sink]"
