"""Heads that the parse gave the wrong clause or the wrong kind of thing (``head-kinds.v1``).

Each check returns the drop reason (counted in the KG manifest) or None:

* ``named head of an event verb``: ``happen``, ``occur``, ``take place``, ``break out`` tell of
  an event; a person, body or place named as their subject (``The agency said it happened at
  noon`` read with ``it`` as the agency) is the speaker or a bystander, not the event;
* ``place or date head of a life event``: ``be born``, ``die``, ``marry``, ``grow up``, ``be
  raised`` happen to a person; a head that is only a place or a date (``... an author from
  Lyon, France born on 2 May 1960``: the participle hung on the last place name) is not who;
* ``complement clause read as an object`` (:func:`run_on_complement`): a finite verb with no
  subject straight after an object, joined as a conjunct to a verb higher up (``The judge had
  been wrong to rule the plan was lawful``: ``the plan`` is the subject of ``was``, not an
  object, and ``was`` is not the judge's);
* ``-ing verb with no auxiliary read as a clause`` (:func:`bare_gerund_clause`): ``a show on
  ITV, Channel 4 and Sky reflecting the mood``: the parser made the names the subject of
  ``reflecting``, which has no auxiliary and so makes no clause of its own;
* ``appositive after a place phrase`` (:func:`place_phrase_appositive`): ``Staff at Elm
  School, in Leeds, Yorkshire, a day school for ...``: a role set after a place that is itself
  set off by commas describes the noun before the place, not the place;
* ``list item read as an appositive`` (:func:`list_item_appositive`, ``spacy-patterns.v43``):
  ``packed a tent, Firestarter, a camping stove and a lantern``: a name in a list whose next
  item the parser hung on it as an appositive is not described by that item;
* ``dateline read as the subject`` (:func:`dateline_head`, ``spacy-patterns.v43``): ``OSLO
  (AP) — Ana Berg won ...``: the capitals that open a news report name where it was filed;
  the parser may make them the subject of the report's first verb.
"""

from __future__ import annotations

from typing import Any

from hanker.text.person_nouns import PERSON_NOUNS

HEAD_KINDS_VERSION = "head-kinds.v1"

EVENT_VERB_HEAD = "named head of an event verb"
PLACE_LIFE_EVENT = "place or date head of a life event"
PLACE_APPOSITIVE = "appositive after a place phrase"
GERUND_CLAUSE = "-ing verb with no auxiliary read as a clause"
DATELINE_HEAD = "dateline read as the subject"
LIST_APPOSITIVE = "list item read as an appositive"

_DATELINE_ENDS = frozenset({"(", "—", "–", "--", "-"})

_EVENT_RELATIONS = ("happen", "occur", "take place", "break out", "unfold")
_LIFE_RELATIONS = (
    *("be born", "die", "marry", "get married", "be married", "grow up", "be raised"),
    *("be brought up", "pass away", "graduate", "retire", "be educated", "be buried"),
)
_PLACE_DATE_LABELS = frozenset({"GPE", "LOC", "FAC", "DATE", "TIME"})
_NUMBER_NOUNS = frozenset(
    {
        *("group", "number", "couple", "pair", "handful", "crowd", "dozen", "lot", "host"),
        *("bunch", "set", "majority", "minority", "hundred", "thousand", "million", "score"),
        *("party", "band", "team", "gang", "throng", "flock", "batch", "series", "total"),
    }
)
# verbs that say what something shows or stands for: their doer is a thing or a work
_SHOWING_VERBS = frozenset(
    {
        *("reflect", "mirror", "highlight", "showcase", "show", "demonstrate", "illustrate"),
        *("capture", "embody", "echo", "underline", "underscore", "reveal", "signal"),
        *("symbolise", "symbolize", "evoke", "convey", "depict", "portray", "represent"),
    }
)
_FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})
_LOCATIVE = frozenset({"in", "at", "near", "from", "outside"})
# common nouns that name a place: an appositive with one of them may describe the place itself
_PLACE_NOUNS = frozenset(
    {
        *("town", "city", "village", "county", "capital", "region", "country", "area", "island"),
        *("state", "province", "suburb", "district", "borough", "hamlet", "port", "resort"),
        *("neighbourhood", "neighborhood", "community", "valley", "municipality", "parish"),
    }
)


def _relation_starts(relation: str, phrases: tuple[str, ...]) -> bool:
    words = relation.lower().split()
    return any(words[: len(p.split())] == p.split() for p in phrases)


def _whole_entity(head: str, doc: Any, labels: frozenset[str], subjects: bool = True) -> bool:
    """Whether the head, less a leading ``the``, is one entity of the sentence with a label
    (``subjects`` False: one that is no verb's subject there, where a mislabelled name is)."""
    bare = head[4:] if head.lower().startswith("the ") else head
    found = [e for e in doc.ents if e.label_ in labels and e.text in {head, bare}]
    if not subjects:
        found = [e for e in found if _subject_root(e.root) is None]
    return bool(found)


def _subject_root(token: Any) -> Any | None:
    """The token itself when it (or the first conjunct it joins) is a verb's subject, else None."""
    while token.dep_ == "conj":
        token = token.head
    return token if token.dep_ in {"nsubj", "nsubjpass"} else None


def head_kind_problem(head: str, relation: str, doc: Any) -> str | None:
    """Why the head is the wrong kind of thing for the relation's verb (see the module), or None."""
    if doc is None:
        return None
    if dateline_head(head, doc):
        return DATELINE_HEAD  # (OSLO, win, ...) of "OSLO (AP) — Ana Berg won ..."
    if relation == "be" and list_item_appositive(head, doc):
        return LIST_APPOSITIVE  # (Firestarter, be, a camping stove) of "a tent, Firestarter, ..."
    if _relation_starts(relation, _EVENT_RELATIONS) and (
        _whole_entity(head, doc, frozenset({"PERSON"})) or f"(according to {head})" in relation
    ):
        return EVENT_VERB_HEAD  # (National Grid, happen at (according to National Grid), ...)
    if _relation_starts(relation, _LIFE_RELATIONS) and _whole_entity(
        head, doc, _PLACE_DATE_LABELS, subjects=False
    ):
        return PLACE_LIFE_EVENT  # (France, be born on, 2 May 1960)
    return None


def _named_person(anchor: Any) -> bool:
    """A definite or owned person noun a name is set beside (``the mayor``, ``her aunt``);
    ``a music player`` in a list is no person."""
    indefinite = any(c.lower_ in {"a", "an"} for c in anchor.children if c.dep_ == "det")
    return anchor.lemma_.lower() in PERSON_NOUNS and not indefinite


def list_item_appositive(head: str, doc: Any) -> bool:
    """Whether ``head`` is a list member (a conjunct or appositive after a comma, not the
    name of a person just described) whose appositive goes on into the list's last items
    (``a tent, Firestarter, a camping stove and a lantern``)."""
    words = head.split()
    for token in doc:
        if token.text != words[-1] or token.dep_ not in {"conj", "appos"}:
            continue
        if doc[token.i - 1].text != "," or _named_person(token.head):
            continue  # "the mayor, Ana Ruiz, a nurse and mother of two": she is named
        for appos in (c for c in token.children if c.dep_ == "appos" and c.i > token.i):
            if any(c.dep_ in {"cc", "conj"} and c.i > appos.i for c in appos.children):
                return True
    return False


def dateline_head(head: str, doc: Any) -> bool:
    """Whether ``head`` is the dateline opening the sentence: a place in capitals only
    (with its region after a comma) that stand first and end at a bracket or a dash
    (``OSLO (AP) —``, ``BERGEN, Norway --``)."""
    words = [t for t in doc]
    size = len(head.split())
    if not head or len(words) <= size or any(c.islower() for c in head):
        return False
    if " ".join(t.text for t in words[:size]) != head or sum(c.isalpha() for c in head) < 3:
        return False
    if any(t.ent_type_ not in {"GPE", "LOC", "FAC"} for t in words[:size]):
        return False  # "UNICEF (the fund) is based ...": an acronym is no dateline
    rest = [t.text for t in words[size:]]
    if rest[0] == "," and len(rest) > 2 and rest[1][:1].isupper():
        rest = rest[2:]  # "BERGEN, Norway --"
    return bool(rest) and rest[0] in _DATELINE_ENDS


def run_on_complement(verb: Any) -> bool:
    """A finite conjunct verb with no subject (nor ``and``, ``or``, comma before it) that
    starts right after the object of a verb below its head: the object is its subject
    (``had been wrong to rule the plan was lawful``), so the head's subject is not."""
    if verb.dep_ != "conj" or verb.pos_ not in {"VERB", "AUX"}:
        return False
    if any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in verb.children):
        return False
    finite = verb.tag_ in _FINITE_TAGS or any(c.dep_ == "aux" for c in verb.children)
    start = verb.left_edge.i
    if not finite or start == 0 or verb.left_edge.dep_ in {"cc", "punct"}:
        return False
    before = verb.doc[start - 1]
    if before.dep_ in {"cc", "punct"}:
        return False
    objects = [t for t in verb.head.subtree if t.dep_ == "dobj" and t.i < start]
    return any(o.right_edge.i == before.i and o.head.i != verb.head.i for o in objects)


def place_phrase_appositive(ent_root: Any, role: Any) -> bool:
    """``X, in Leeds, Yorkshire, a day school``: the role follows a name (a place, whatever
    label the tagger gave it) that is the object of a locative preposition set off by a comma
    after another noun; unless the role is a place noun (``a town in ...``), it describes that
    other noun."""
    place = ent_root
    while place.dep_ in {"conj", "appos"} and place.head.pos_ == "PROPN":
        place = place.head  # "in Derby, Derbyshire, a ...": the first place of the run
    prep = place.head
    if place.pos_ != "PROPN" or place.dep_ != "pobj" or prep.dep_ != "prep":
        return False
    if prep.lower_ not in _LOCATIVE or prep.i == 0 or place.doc[prep.i - 1].text != ",":
        return False
    if prep.i < 2 or place.doc[prep.i - 2].pos_ not in {"NOUN", "PROPN"}:
        return False  # "He lives, in Leeds, ...": no noun before the place to describe
    return role.lemma_.lower() not in _PLACE_NOUNS


def person_noun(noun: Any, governor: Any) -> bool:
    """A common noun that names a person: one of the person-noun lexicon, or one a nationality
    describes (``a British national``, ``a Dutch citizen``), so that ``who`` may be about it
    rather than about the noun its ``of`` phrase hangs on; not after a noun of number (``a
    group of tourists who``: the same people either way)."""
    if noun.pos_ != "NOUN" or governor.lemma_.lower() in _NUMBER_NOUNS:
        return False
    if noun.lemma_.lower() in PERSON_NOUNS:
        return True
    return any(c.dep_ == "amod" and c.ent_type_ == "NORP" for c in noun.children)


def other_doer_participle(participle: Any, subjects: list[Any]) -> bool:
    """An ``-ing`` clause after a comma whose doer may be another noun than the main subject:
    right after a person named as an object (``The team regrouped through Ana Ruiz, leading the
    side ...``: Ana Ruiz leads), or a verb of showing after a person's clause with a thing as its
    object (``She sets the novel in a port, reflecting the city's mixed culture``: the setting
    reflects)."""
    doc = participle.doc
    if participle.dep_ != "advcl" or participle.tag_ != "VBG" or participle.i < 2:
        return False
    if doc[participle.i - 1].text != ",":
        return False
    before = doc[participle.i - 2]
    person_before = (
        before.ent_type_ == "PERSON"
        and before.ent_iob_ in {"B", "I"}
        and _named_object(before)
        and not any(s.ent_type_ == "PERSON" for s in subjects)
    )
    if person_before:
        return True
    if participle.lemma_.lower() not in _SHOWING_VERBS or not any(_is_doer(s) for s in subjects):
        return False  # "Her novels explore X, reflecting Y": the novels or X, a thing either way
    objects = [c for c in participle.head.children if c.dep_ == "dobj"]
    return any(o.pos_ == "NOUN" and o.lemma_.lower() not in PERSON_NOUNS for o in objects)


def _is_doer(subject: Any) -> bool:
    """A subject that is a person (a person's name, a person noun or a pronoun)."""
    person = subject.ent_type_ == "PERSON" or subject.lemma_.lower() in PERSON_NOUNS
    return person or subject.pos_ == "PRON"


def _named_object(token: Any) -> bool:
    """Whether the name ``token`` ends is the object of a verb or a preposition."""
    root = token
    while root.head.i != root.i and root.dep_ in {"compound", "flat", "appos"}:
        root = root.head
    return root.dep_ in {"pobj", "dobj"}


def bare_gerund_clause(verb: Any) -> bool:
    """An ``-ing`` verb with a subject but no auxiliary, read as a clause of its own (``a show on
    ITV, Channel 4 and Sky reflecting ...``: a noun list and a participle describing what the list
    hangs on): no finite verb, so no clause, and the parsed subject is not its doer."""
    if verb.tag_ != "VBG" or verb.dep_ not in {"ROOT", "conj", "parataxis"}:
        return False  # not "footage shows Ann running": a perceived event (reported_clauses)
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if not subjects or any(c.dep_ in {"aux", "auxpass"} for c in verb.children):
        return False
    caption = verb.dep_ == "ROOT" and min(s.left_edge.i for s in subjects) == verb.sent.start
    return not caption  # "Ann and Bo enjoying the snow": a photo caption tells what it shows
