"""Appositive chains, second objects, idiom heads and object relatives (spacy-patterns.v6).

Checks of the spaCy extractor on prose, each with the drop reason counted in the KG manifest:

* ``appositive chain``: ``backed by the mayor and Ann Lee, the chair of Oak Homes, Paul
  Adams, said ...``: a second name set off right after the role may be the one the role
  describes; the role is given to neither name;
* ``second object after a comma``: ``She has been the network's choice to host it, a
  reflection of how popular she is``: a second ``attr``/``dobj`` of the same verb after a
  comma, with no conjunction, is an apposition the parser misread, not a second object;
* ``second appositive after a comma``: ``Tom Bell, a lawyer from Leeds, a move that
  surprised investors``: the second role is about the clause; no (Tom Bell, be, a move);
* ``head is an idiom noun``: ``in charge of the Eastern Unit which patrols X``: a head whose
  first noun is a fixed-phrase noun (``charge of``, ``behalf of``, ``terms of``) names no thing;
* ``object is the relative antecedent``: ``the painkillers Dr Sato had taken for ten years
  in 2018``: the relative clause's object is its antecedent; a time or an adjunct alone
  (``take in 2018``) is no fact of its subject; ``the threats that European farming
  faced``, misread as a participle of ``farming``, gives no passive fact either;
* ``appositive is a list item``: ``Ruth Ames, two other students and a 19-year-old were
  injured``: no (Ruth Ames, be, two other students); ``TV host Ann Bell, singer Tom Lee and
  ...``: a role right before another name is that name's (``spacy-patterns.v7``);
* ``head is indefinite``: a head that is a bare number or count (``two other students``,
  ``a 19-year-old``) names no one;
* ``appositive with a clause of its own`` (``spacy-patterns.v42``): ``She joined Acme, a
  sign that Ann Lee wanted change``: a noun whose ``that``/``whether``/``if`` clause (a
  complementizer with its own subject, not a relative pronoun) says what it means comments on
  the whole clause, not on the name (``Acme, a company that makes cars`` keeps its role);
* ``appositive runs into a verb without a subject`` (``spacy-patterns.v42``): ``according to
  the mayor's aide, Ruiz, a young reporter stood up``: an indefinite appositive followed at
  once, with no closing comma, by a verb the parse gave no subject is that verb's subject,
  not a role of the name before it;
* ``vocative in quoted speech`` (``spacy-patterns.v39``): ``"Clap eye on Captain Ahab, young
  man, ..."``: a bare noun with no determiner set off inside a quotation addresses the
  listener; it is no role of the name before it.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.addresses import address_problem
from hanker.extract.appositive_kinds import appositive_kind_problem
from hanker.extract.clause_structure import caption_tail_problem, object_structure_problem
from hanker.extract.fronted_phrases import fronted_name_problem
from hanker.extract.head_kinds import PLACE_APPOSITIVE, place_phrase_appositive
from hanker.extract.list_checks import list_apposition
from hanker.extract.place_pairs import is_pair_noun
from hanker.extract.self_contained import recipient_of_antecedent
from hanker.extract.spacy_phrases import HONORIFICS
from hanker.extract.tail_complements import named_role
from hanker.extract.triple_context import COMMALESS_APPOSITIVE, commaless_appositive
from hanker.text.nlp import in_open_quotation

APPOSITIVE_CHAIN = "appositive chain"
SECOND_OBJECT = "second object after a comma"
SECOND_APPOSITIVE = "second appositive after a comma"
IDIOM_HEAD = "head is an idiom noun"
OBJECT_RELATIVE = "object is the relative antecedent"
INDEFINITE_HEAD = "head is indefinite"
LIST_APPOSITIVE = "appositive is a list item"
DISTANT_APPOSITIVE = "appositive across a clause"
VOCATIVE = "vocative in quoted speech"
CLAUSE_COMMENT = "appositive with a clause of its own"
UNCLOSED_SUBJECT = "appositive runs into a verb without a subject"

_RELATIVE_OBJECTS = frozenset({"that", "which", "whom", "who"})
_IDIOM_HEAD = re.compile(
    r"^(?:the\s+)?(?:charge|behalf|terms|spite|favour|favor|lieu|view|light|"
    r"addition|accordance|respect|wake|dint|virtue)\s+of\b",
    re.IGNORECASE,
)
_NUMBER_WORDS = frozenset(
    [
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "dozens",
        "hundreds",
        "thousands",
        "several",
    ]
)
_ADVERBIAL_ANTECEDENTS = frozenset(
    [
        "year",
        "years",
        "day",
        "days",
        "time",
        "times",
        "moment",
        "week",
        "weeks",
        "month",
        "months",
        "night",
        "way",
        "place",
        "reason",
        "morning",
        "evening",
        "season",
        "era",
        "age",
        "period",
    ]
)


def _set_off_name(token: Any) -> bool:
    """A proper name right after a comma (``, Paul Adams``, ``, Sir Ian Hart``)."""
    doc = token.doc
    start = token.left_edge.i
    return (
        token.pos_ == "PROPN"
        and start > 0
        and doc[start - 1].text == ","
        and (token.ent_type_ in {"PERSON", ""} or doc[start].lower_ in HONORIFICS)
    )


def _name_at(doc: Any, i: int) -> bool:
    """Whether a person's name (after an optional honorific) starts at token ``i``."""
    while i < len(doc) and doc[i].lower_ in HONORIFICS:
        i += 1
    if i >= len(doc) or doc[i].ent_type_ != "PERSON" or doc[i].ent_iob_ != "B":
        return False
    end = next((e.end for e in doc.ents if e.start == i), i + 1)
    return end < len(doc) and doc[end].text == ","  # set off: ", Sir Ian Hart, said"


def appositive_chain(role: Any) -> bool:
    """Whether a second proper name is set off by a comma inside or right after the
    appositive ``role`` (``Ann Lee, the chair of Oak Homes, Paul Adams, said``)."""
    near = [role, *(o for p in role.children if p.dep_ == "prep" for o in p.children)]
    if any(t.dep_ == "appos" and _set_off_name(t) for n in near for t in n.children):
        return True  # on the role or its prepositional object, not deeper in the clause
    doc = role.doc
    after = role.right_edge.i + 1
    if role.head.ent_type_ != "PERSON" or after + 1 >= len(doc) or doc[after].text != ",":
        return False
    return _name_at(doc, after + 1)


def second_appositive(noun: Any) -> bool:
    """``Tom Bell, a lawyer from Leeds, a move that surprised investors``: a second role after
    a comma, with no conjunction, is about the clause, not the name (an age is no role)."""
    doc = noun.doc
    start = noun.left_edge.i
    if noun.dep_ != "appos" or noun.pos_ != "NOUN" or start == 0 or doc[start - 1].text != ",":
        return False
    earlier = [
        c for c in noun.head.children if c.dep_ == "appos" and c.pos_ == "NOUN" and c.i < noun.i
    ]
    if not earlier:
        return False
    between = doc[earlier[-1].i : start]
    return not any(t.dep_ == "cc" or t.pos_ == "CCONJ" for t in between)


def second_object(obj: Any) -> bool:
    """An ``attr``/``dobj`` after a comma whose verb has an earlier one of the same kind and
    no conjunction between them: a misparsed apposition (``the choice ..., a reflection of``)."""
    if obj.dep_ not in {"attr", "dobj"}:
        return False
    doc = obj.doc
    start = obj.left_edge.i
    if start == 0 or doc[start - 1].text != ",":
        return False
    earlier = [c for c in obj.head.children if c.dep_ == obj.dep_ and c.i < obj.i]
    if not earlier or any(c.dep_ in {"cc", "conj"} for c in obj.children):  # "A, B, and C"
        return False
    between = doc[earlier[-1].i : start]
    return not any(t.dep_ == "cc" or t.pos_ == "CCONJ" for t in between)


def idiom_head_problem(head: str) -> str | None:
    """``head is an idiom noun`` (``charge of the Eastern Unit``), ``head is indefinite`` for
    a bare number or count (``two other students``, ``a 19-year-old``), else None."""
    if _IDIOM_HEAD.match(head):
        return IDIOM_HEAD
    words = head.split()
    first = words[0].lower() if words else ""
    counted = first in _NUMBER_WORDS or first.replace(",", "").isdigit()
    if (counted or first in {"a", "an"}) and not any(w[:1].isupper() for w in words[1:]):
        return INDEFINITE_HEAD
    return None


def relative_object(verb: Any) -> str | None:
    """Whether an active relative clause's object is its antecedent: ``the X that S did``, or
    ``the X S did`` (no pronoun) about a thing that is not a time or a way; not ``whose``,
    ``in which`` or a passive clause (``X, whose son was hurt in 2019``). ``"pronoun"`` when
    a relative pronoun is the object, ``"zero"`` without one, else None."""
    if verb.dep_ != "relcl" or verb.head.pos_ not in {"NOUN", "PROPN"}:
        return None
    kids = list(verb.children)
    if any(c.dep_ in {"nsubjpass", "auxpass"} for c in kids) or not any(
        c.dep_ == "nsubj" and c.lower_ not in _RELATIVE_OBJECTS for c in kids
    ):
        return None
    if any(c.dep_ == "dobj" and c.lower_ in _RELATIVE_OBJECTS for c in kids):
        return "pronoun"
    if _marked_object_gap(verb, kids):
        return "pronoun"  # "the warmth that Ana associates with her town": "that" read as a mark
    words = _RELATIVE_OBJECTS | {"where", "when", "why", "whose", "how"}
    if any(t.lower_ in words for t in verb.subtree if t.i < verb.i):
        return None  # "the city in which S lived", "X, whose son S met"
    if any(c.dep_ in {"dobj", "attr", "ccomp", "xcomp", "acomp"} for c in kids):
        return None
    return None if verb.head.lemma_.lower() in _ADVERBIAL_ANTECEDENTS else "zero"


def _marked_object_gap(verb: Any, kids: list[Any]) -> bool:
    """A relative ``that`` the parse read as a mark, in a clause with a subject of its own, no
    object, no stranded preposition, on a noun that is not a time or a way: the missing
    object is the antecedent."""
    if not any(c.dep_ == "mark" and c.lower_ == "that" and c.i < verb.i for c in kids):
        return False
    if any(c.dep_ in {"dobj", "attr", "ccomp", "xcomp", "acomp", "oprd"} for c in kids):
        return False
    if any(
        c.dep_ == "prep" and not any(g.dep_ in {"pobj", "pcomp"} for g in c.children) for c in kids
    ):
        return False  # "the club that he played for": the gap is the preposition's object
    return verb.head.lemma_.lower() not in _ADVERBIAL_ANTECEDENTS


def chained_object_problem(verb: Any, obj: Any) -> str | None:
    """Why an object of a prose verb is no tail of the verb's subject (see the module), or None."""
    if second_object(obj):
        return SECOND_OBJECT
    kind = relative_object(verb)
    timed = obj.ent_type_ in {"DATE", "TIME", "CARDINAL"} or obj.like_num
    if kind == "pronoun" or (kind == "zero" and timed):  # no "take in 2015", "take for 15 years"
        return OBJECT_RELATIVE
    # "people she met throughout her life", "the contract Ecclestone struck with Pirelli"
    # (spacy-patterns.v37: a named object too): the antecedent is the verb's object
    if kind == "zero" and (recipient_of_antecedent(obj) or obj.dep_ == "pobj"):
        return OBJECT_RELATIVE  # "a skill she owes to her father"
    return object_structure_problem(verb, obj)  # clause structure (spacy-patterns.v8)


def list_appositive(ent_root: Any, role: Any) -> bool:
    """``Ruth Ames, two other students and a 19-year-old were injured``: an "appositive" that
    goes on with ``and`` before a plural verb is the next item of a list of subjects."""
    verb = ent_root.head
    if ent_root.dep_ not in {"nsubj", "nsubjpass"} or not any(
        c.dep_ == "conj" for c in role.children
    ):
        return False
    words = [verb, *(c for c in verb.children if c.dep_ in {"aux", "auxpass"})]
    return any(w.lower_ in {"were", "are", "have"} or w.tag_ == "VBP" for w in words)


def repeated_frame(ent_root: Any, role: Any) -> bool:
    """``includes part of Virginia, part of Tennessee``: the name is the object of a noun's
    preposition and the "appositive" repeats that noun, so it is the next item of a list."""
    prep = ent_root.head
    if ent_root.dep_ != "pobj" or prep.dep_ != "prep" or prep.head.i == prep.i:
        return False
    return prep.head.lemma_.lower() == role.lemma_.lower() and prep.head.i < ent_root.i


def distant_appositive(ent_root: Any, role: Any) -> bool:
    """Whether a verb stands between the name and the phrase the parser made its appositive
    (``Growing up in Lagos and being a doctor's son, Ann Lee's childhood ...``: the
    participle clause ends at the comma, and ``childhood`` is the main clause's subject, not a
    description of Lagos). An appositive follows its name at once."""
    doc = role.doc
    between = doc[ent_root.i + 1 : role.left_edge.i]
    return any(t.pos_ in {"VERB", "AUX"} for t in between)


def appositive_problem(ent_root: Any, role: Any) -> str | None:
    """Why an appositive role is no role of the name before it (an appositive chain, a second
    appositive, a list item; see the module), or None."""
    if appositive_chain(role):
        return APPOSITIVE_CHAIN
    if second_appositive(role):
        return SECOND_APPOSITIVE
    listed = list_appositive(ent_root, role) or named_role(role)
    if listed or list_apposition(ent_root, role) or repeated_frame(ent_root, role):
        return LIST_APPOSITIVE  # "part of Virginia, part of Tennessee"
    kind = appositive_kind_problem(ent_root, role)  # "an aim for Norway, a nurse in ..."
    if kind is not None:
        return kind
    if commaless_appositive(ent_root, role):  # "bought Ana Ruiz a guitar"
        return COMMALESS_APPOSITIVE
    if place_phrase_appositive(ent_root, role) or is_pair_noun(ent_root, role):
        return PLACE_APPOSITIVE  # "X, in Leeds, Yorkshire, a school"; "the Leeds, Yorkshire, board"
    if distant_appositive(ent_root, role):  # "Raised in X, and being ..., Y's childhood"
        return DISTANT_APPOSITIVE
    if vocative(role):
        return VOCATIVE
    # "Oh, Clara, the letters!" (addresses); "Hearing Mrs Dale, the guests ..." (fronted_phrases)
    if call := address_problem(ent_root, role) or fronted_name_problem(ent_root):
        return call
    if clause_comment(role):  # "X, a sign that Y wanted Z"
        return CLAUSE_COMMENT
    if unclosed_subject(role):  # "according to X's aide, Ruiz, a young reporter arrived"
        return UNCLOSED_SUBJECT
    return caption_tail_problem(role.doc[role.left_edge.i : role.i + 1].text)  # "left footed shot"


def misread_relative(verb: Any) -> bool:
    """``the threats that European farming faced``: a participle hung on a noun the parser
    made the relative clause (``that European farming``): its subject is no head."""
    noun = verb.head
    if verb.dep_ != "acl" or verb.tag_ != "VBN":
        return False
    subject_of_nothing = noun.dep_ in {"nsubj", "nsubjpass"} and noun.head.pos_ not in {
        "VERB",
        "AUX",
    }  # "the threats that American democracy faced": "that" read as a preposition
    return noun.dep_ == "relcl" or subject_of_nothing


def vocative(role: Any) -> bool:
    """Whether the appositive is a bare noun phrase (no determiner, possessive or
    complement, at most two words) inside a quotation: someone spoken to, not a role."""
    words = role.doc[role.left_edge.i : role.right_edge.i + 1]
    bare = len(words) <= 2 and all(t.dep_ not in {"det", "poss", "prep"} for t in words)
    return bare and in_open_quotation(role.sent, role.left_edge.i) and role.pos_ == "NOUN"


_COMPLEMENTIZERS = frozenset({"that", "whether", "if"})


def clause_comment(role: Any) -> bool:
    """Whether the appositive noun takes a complement clause: a clause of its own opened by the
    complementizer ``that``/``whether``/``if`` (a ``mark``, not a relative pronoun) with a subject of
    its own (``a clear sign that the firm was worried``): it comments on the sentence."""
    for clause in (c for c in role.children if c.dep_ in {"acl", "relcl", "ccomp"}):
        marked = any(c.dep_ == "mark" and c.lower_ in _COMPLEMENTIZERS for c in clause.children)
        subject = any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in clause.children)
        if marked and subject and clause.i > role.i:
            return True
    return False


_FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})


def unclosed_subject(role: Any) -> bool:
    """Whether the indefinite appositive ``role``, a plain noun phrase, runs with no comma into
    a finite verb (or its auxiliary) that has no subject in the parse: the phrase is that
    verb's subject."""
    doc = role.doc
    after = role.right_edge.i + 1
    indefinite = any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in role.children)
    plain = not any(t.pos_ in {"VERB", "AUX"} for t in role.subtree)  # no clause of its own
    if not (indefinite and plain) or after >= len(doc):
        return False
    verb = doc[after].head if doc[after].dep_ in {"aux", "auxpass"} else doc[after]
    finite = doc[after].tag_ in _FINITE and verb.pos_ in {"VERB", "AUX"}
    subjects = {"nsubj", "nsubjpass", "csubj", "expl"}
    return finite and not any(c.dep_ in subjects for c in verb.children)
