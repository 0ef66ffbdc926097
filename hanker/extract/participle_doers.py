"""Participles given the wrong doer, and heads a stray word garbles (``participle-doers.v1``).

Each check returns the drop reason (counted in the KG manifest) or None / a yes-no answer:

* ``participle next to an object`` (:func:`object_doer_participle`): an ``-ing`` clause that
  comes straight after the main verb's object with no comma (``Ann found a kitten sheltering
  from the rain``), or after a comma when that object ends on a person (``Ben filmed his
  sister, Cara, crossing the river``) or when another finite clause with its own subject
  comes between (``... as the teams head for the second ODI, beginning at 23:00``,
  ``spacy-patterns.v36``): a depictive may describe the object as well as the
  subject, so who does it is not certain;
* ``attire or bearing participle on a thing`` (:func:`head_garble_problem`): ``dressed in``,
  ``wearing``, ``carrying``, ``wielding`` hung on a noun that is no person (``He entered the
  yard dressed in black``): such a depictive tells of a person, the clause's subject;
* ``year fused into a name``: ``In 1975 Ada and Bo founded ...`` read with ``1975 Ada`` as
  one name: a year after a preposition is a date adverbial, not part of the head;
* ``reporting verb fused into the head``: ``"Good news," posted singer Ann Roe, ...``: the
  inverted verb of saying is no modifier of the speaker's name;
* ``head is a bare possessive``: ``Ann Roe's`` with nothing after it names only a possessor;
* ``head fused with a relative clause's subject`` (``participle-doers.v2``): ``The bridge Ann
  Roe designed opened in May`` read with ``The bridge Ann Roe`` as the subject: a noun that
  is no person, then a name and a finite verb that is not the fact's, is a zero relative;
* ``participle after another participle's agent`` (``spacy-patterns.v37``): ``a piece,
  created by Joe Price, recorded in Windsor``: a second participle set off by a comma after
  the ``by`` phrase of a first most often describes the first one's noun, not the agent;
* ``era marker read into the head``: ``By the 5th century BC Greek writing had ...`` read
  with ``BC Greek writing`` as the subject: an era marker after a number or a time noun
  ends the time phrase, and a head that opens on it is a fragment.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.clauses import is_reporting
from hanker.extract.relation_meaning import first_verb_word
from hanker.extract.small_clauses import object_complement
from hanker.text.person_nouns import PERSON_NOUNS, person_word

PARTICIPLE_DOERS_VERSION = "participle-doers.v2"

OBJECT_PARTICIPLE = "participle next to an object"
DEPICTIVE_ON_THING = "attire or bearing participle on a thing"
FUSED_YEAR = "year fused into a name"
REPORTING_HEAD = "reporting verb fused into the head"
POSSESSIVE_STUB = "head is a bare possessive"
FUSED_RELATIVE = "head fused with a relative clause's subject"
AGENT_PARTICIPLE = "participle after another participle's agent"
ERA_HEAD = "era marker read into the head"

# depictives of dress and of what one holds: their doer is a person (or an animal)
_DEPICTIVE_VERBS = frozenset(
    {
        *("dress", "clad", "clothe", "wear", "carry", "wield", "hold", "clutch", "brandish"),
        *("arm", "sport", "don", "grip"),
    }
)
# verbs that introduce a quotation beyond the shared reporting verbs (clauses.REPORTING)
_QUOTING_VERBS = frozenset(
    {"reply", "recall", "declare", "comment", "remark", "exclaim", "respond", "joke", "quip"}
    | {"continue"}
)
_TIME_NOUNS = frozenset(
    {
        *("day", "days", "time", "times", "week", "weeks", "month", "months", "year", "years"),
        *("hour", "hours", "minute", "minutes", "evening", "morning", "night", "afternoon"),
        *("weekend", "summer", "winter", "season", "life", "career", "childhood", "decade"),
    }
)
# participles of means: their doer is the main verb's agent (``lit the fire using petrol``)
_MEANS_VERBS = frozenset({"use", "employ", "utilise", "utilize", "deploy"})
_LOCATIVE = frozenset(
    {"in", "at", "on", "near", "inside", "outside", "under", "beside", "by", "behind", "into"}
)
_ERA_MARKERS = frozenset({"BC", "AD", "BCE", "CE"})
_ERA_UNITS = frozenset({"century", "centuries", "millennium", "millennia", "year", "years"})
_ORDINAL = re.compile(r"^\d+(?:st|nd|rd|th)?s?$|^\d+s$")
_YEAR_HEAD = re.compile(r"^(1[0-9]|20)[0-9]{2}\s+[A-Z]")
_POSSESSIVE_END = re.compile(r"(?:['’]s|s['’])$")
_PEOPLE_LABELS = frozenset({"PERSON", "NORP"})


def _person(token: Any) -> bool:
    """A token that names a person: a person's name, a person noun or a personal pronoun."""
    if token.ent_type_ in _PEOPLE_LABELS or token.lemma_.lower() in PERSON_NOUNS:
        return True
    return token.pos_ == "PRON" and token.lower_ not in {"it", "this", "that", "which", "what"}


def _object_end(before: Any, governor: Any) -> Any | None:
    """The object noun of ``governor`` (its ``dobj``, or the ``pobj`` of a preposition on it or
    on its object) whose phrase ends on ``before`` (or on a comma after it), or None."""
    for token in governor.subtree:
        if token.right_edge.i not in {before.i, before.i + 1}:
            continue
        if token.pos_ not in {"NOUN", "PROPN", "PRON"}:
            continue
        if token.dep_ == "dobj" and token.head.i == governor.i:
            return token
        prep = token.head
        on_verb = prep.head.i == governor.i or prep.head.dep_ == "dobj"
        if token.dep_ == "pobj" and prep.dep_ == "prep" and on_verb:
            return token
    return None


def _time_object(noun: Any) -> bool:
    return noun.ent_type_ in {"DATE", "TIME"} or noun.lower_ in _TIME_NOUNS


def object_doer_participle(participle: Any, governor: Any) -> bool:
    """An ``-ing`` adverbial clause right after the object of the verb it hangs on: with no
    comma, unless the object is a stretch of time (``spent the day fishing``) or a place the
    subject is at (``sat in the garden reading``); after a comma,
    when the object's phrase ends on a person's name (``filmed his sister, Cara,
    crossing``)."""
    doc = participle.doc
    if participle.dep_ != "advcl" or participle.tag_ != "VBG" or participle.i < 2:
        return False
    if any(c.dep_ in {"aux", "auxpass", "mark"} for c in participle.children):
        return False
    if participle.lemma_.lower() in _MEANS_VERBS:
        return False
    comma = doc[participle.i - 1].text == ","
    if comma and _nearer_clause(participle, governor):
        return True  # "... as the teams head to Hamilton for the second ODI, beginning at ..."
    before = doc[participle.i - 2] if comma else doc[participle.i - 1]
    noun = _object_end(before, governor)
    if noun is None:
        return False
    if not comma:  # "sat in the garden reading": a place the subject is in, not a doer
        place = noun.dep_ == "pobj" and noun.head.lower_ in _LOCATIVE
        return not _time_object(noun) and not place
    return before.ent_type_ == "PERSON"  # a name is the last thing before the participle


def _nearer_clause(participle: Any, governor: Any) -> bool:
    """Whether a finite clause with a subject of its own (``as the teams head to ...``) stands
    between the governing verb and the participle: the participle may be that clause's, or
    describe its last noun (``the second ODI, beginning at 23:00``)."""
    between = participle.doc[governor.i + 1 : participle.i]
    return any(
        t.pos_ in {"VERB", "AUX"}
        and t.tag_ in {"VBD", "VBZ", "VBP"}
        and any(c.dep_ in {"nsubj", "nsubjpass"} for c in t.children)
        and not object_complement(t)  # "kept her gaze averted": no clause of its own
        for t in between
    )


def head_garble_problem(head: str, relation: str, doc: Any) -> str | None:
    """Why the head is garbled by a stray word or a participle hung on a thing (see the
    module), or None."""
    if doc is None or not head:
        return None
    tokens = _head_tokens(head, doc)
    if _POSSESSIVE_END.search(head):
        name = bool(tokens) and tokens[-1].ent_type_ in {"ORG", "FAC"}  # "Macy's", a firm
        return None if name else POSSESSIVE_STUB
    if not tokens:
        return None
    first = tokens[0]
    before = doc[first.i - 1] if first.i > 0 else None
    if _YEAR_HEAD.match(head) and before is not None and before.tag_ == "IN":
        return FUSED_YEAR
    if _era_head(first, before):  # "By the 5th century BC | Greek writing had ..."
        return ERA_HEAD
    reporting = first.pos_ == "VERB" or first.tag_ in {"VBD", "VBN", "VBZ"}
    said = reporting and (is_reporting(first) or first.lemma_.lower() in _QUOTING_VERBS)
    if said and before is not None and before.is_punct:
        return REPORTING_HEAD
    if _depictive_on_thing(tokens, relation):
        return DEPICTIVE_ON_THING
    if _participle_after_agent(tokens, relation):
        return AGENT_PARTICIPLE
    return FUSED_RELATIVE if _fused_relative(tokens, relation, doc) else None


def _era_head(first: Any, before: Any) -> bool:
    """Whether the head opens on an era marker (``BC``, ``AD``, ``BCE``, ``CE``) right after a
    number or a time noun: the marker ends the time phrase before it (``in 300 BC``, ``by the
    5th century BC``), it is no word of the head."""
    if before is None or first.text.replace(".", "").upper() not in _ERA_MARKERS:
        return False
    return before.like_num or before.lower_ in _ERA_UNITS or bool(_ORDINAL.match(before.text))


def _fused_relative(tokens: list[Any], relation: str, doc: Any) -> bool:
    """A common noun that is no person, a name ending the head, and a finite verb right after
    it that is not the relation's (``The bridge Ann Roe | designed`` of ``... opened in``)."""
    after = tokens[-1].i + 1
    if after >= len(doc) or doc[after].tag_ not in {"VBD", "VBZ", "VBP"}:
        return False
    verb = doc[after].lemma_.lower()
    if relation.split()[:1] == [verb] or tokens[-1].pos_ != "PROPN":
        return False  # "Airline group IAG | reported": the name's own verb
    names = [t for t in tokens if t.pos_ == "PROPN"]
    before = tokens[tokens.index(names[0]) - 1] if tokens.index(names[0]) > 0 else None
    return (
        before is not None
        and before.pos_ == "NOUN"
        and before.text.islower()
        and not person_word(before.lower_)
    )


def _head_tokens(head: str, doc: Any) -> list[Any]:
    """The doc tokens the head's text spans (its first match), or []."""
    start = doc.text.find(head)
    if start < 0:
        return []
    span = doc.char_span(start, start + len(head), alignment_mode="expand")
    return list(span) if span is not None else []


def _participle_after_agent(tokens: list[Any], relation: str) -> bool:
    """The relation is a participle set off by a comma and hung on the head's noun (or on the
    noun it is a conjunct of), and that noun is the agent of another participle."""
    root = max(tokens, key=lambda t: t.i)
    noun = root.head if root.dep_ == "conj" else root
    agent = noun.head
    if noun.dep_ != "pobj" or agent.dep_ != "agent" or agent.head.dep_ not in {"acl", "relcl"}:
        return False
    verb, doc = first_verb_word(relation.split()), noun.doc
    return any(
        c.dep_ == "acl"
        and c.tag_ in {"VBN", "VBG"}
        and verb in {c.lemma_.lower(), c.lower_}
        and doc[c.i - 1].text == ","
        for c in noun.children
    )


def _depictive_on_thing(tokens: list[Any], relation: str) -> bool:
    """The relation is an attire or bearing participle hung (``acl``) on the head's noun, and
    that noun is no person."""
    verb = first_verb_word(relation.split())
    root = max(tokens, key=lambda t: t.i)
    for child in root.children:
        lemma = child.lemma_.lower()
        if child.dep_ != "acl" or child.tag_ not in {"VBN", "VBG"}:
            continue
        if lemma in _DEPICTIVE_VERBS and (lemma == verb or child.lower_ == verb):
            return not _person(root)
    return False
