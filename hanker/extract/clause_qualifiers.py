"""Facts that leave out a qualifier of their clause that their truth depends on (spaCy
extractor, through :func:`hanker.extract.triple_context.triple_problem`).

A fact's relation is a lemma (``be``, ``be seen in``): it reads as a plain, present statement.
Some clauses only hold with a word the triple drops; each check returns the drop reason
(counted in the KG manifest) or None:

* ``frequency or degree adverb lost``: an adverb of the fact's verb that denies or limits
  the clause (``is seldom heard on the radio``, ``almost won the cup``, ``was last held by``):
  without it the triple states the opposite of the sentence;
* ``state restricted to a past time``: a state (a copula, or a verb of state such as
  ``live``, ``hold``, ``know``) limited by a time that ended: an adverb (``formerly``,
  ``initially``, ``once``, ``then``), ``at the time``/``at that point``, ``until``/``prior
  to``/``up to`` + X, a life stage (``as a boy``, ``in her youth``) or ``aged N``
  (``who was 23 at the time``, ``were unaware of the risk until 2019``): the triple states
  as current what was so only then, as does an ``until`` clause (``was only a
  dream until it was achieved``) (events are not restricted: ``previously worked at``);
* ``co-participant left out``: one conjunct of a coordinated subject kept with a tail that
  counts or names the others (``A and her son are on trial with four others`` gives no
  ``(A, be on, trial with four others)``): the count leaves the other conjunct out;
* ``comparison left out``: a comparative adverb of the verb with its ``than`` phrase
  (``grew faster in Spain than any rival``) that the triple drops: (X, grow in, Spain) and
  (X, grow than, any rival) miss what the sentence compares.

A qualifier already in the triple's words (relation or tail) keeps the fact.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.relation_meaning import read_triple

DEGREE_LOST = "frequency or degree adverb lost"
PAST_STATE = "state restricted to a past time"
PARTNER_LOST = "co-participant left out"
COMPARISON_LOST = "comparison left out"

# adverbs that deny or limit the clause: true without them is false
_DENYING_ADVERBS = frozenset(
    {"rarely", "seldom", "hardly", "barely", "scarcely", "nowhere", "almost", "nearly", "last"}
    | {"never", "little"}
)
# adverbs that restrict a state to a time that is over
_PAST_ADVERBS = frozenset(
    {"formerly", "previously", "initially", "originally", "once", "then", "temporarily"}
)
_UNTIL = frozenset({"until", "till", "til", "prior"})  # "prior to"
_TIME_NOUNS = frozenset({"time", "point", "stage", "juncture"})  # not "at the moment": now
_LIFE_STAGES = frozenset(
    {"child", "boy", "girl", "teenager", "teen", "youngster", "student", "youth", "baby"}
    | {"toddler", "childhood", "adolescence", "schoolboy", "schoolgirl", "infant", "kid"}
)
# verbs that state a lasting condition (besides copulas)
_STATE_VERBS = frozenset(
    {"be", "live", "reside", "work", "serve", "hold", "own", "know", "remain", "stay"}
    | {"belong", "have", "lead", "head", "chair", "manage", "employ", "base"}
    | {"marry", "locate", "house", "consider", "regard", "believe"}
)
_NAMING = frozenset({"call", "name", "title", "dub"})  # a state only as a participle
_PARTNER_WORDS = frozenset({"others", "together", "jointly", "alongside"})


def qualifier_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a prose triple drops a qualifier its clause's truth depends on (see the module),
    or None."""
    reading = read_triple(relation, tail, doc)
    if reading is None or reading.root is None:
        return None
    own, tokens, verb, root, kept = (
        reading.own,
        reading.tokens,
        reading.verb,
        reading.root,
        reading.kept,
    )
    if own.endswith(" from"):
        kept.add("originally")  # "is originally from Leeds": an origin, still true
    inside = {t.i for t in tokens}
    if verb is None:  # "Ana Ruiz, initially the party's treasurer, ...": an apposition
        appositive = own == "be" and root.dep_ == "appos"
        near = list(root.children) + [c for c in root.head.children if root.head.i < c.i < root.i]
        past = [c for c in near if c.dep_ == "advmod" and c.lower_ in _PAST_ADVERBS]
        return PAST_STATE if appositive and any(c.lower_ not in kept for c in past) else None
    if verb.pos_ == "ADJ" and verb.dep_ == "acomp":  # "were unaware of": the copula's clause
        verb = verb.head
    clause = [verb, *_governors(verb)]
    adverbs = [
        c
        for node in [*clause, root]
        for c in node.children
        if c.dep_ == "advmod" and c.i not in inside and c.lower_ not in kept
    ]
    timed = all(t.ent_type_ in {"DATE", "TIME"} or t.is_punct for t in tokens)
    if any(_denying(a) and not (a.lower_ == "last" and timed) for a in adverbs):
        return DEGREE_LOST  # "was last seen in 2019": the date is the fact
    if _stative(verb) and _past_restriction(clause, adverbs, inside, kept):
        return PAST_STATE
    if _partner_lost(verb, tail, kept):
        return PARTNER_LOST
    if _comparison_lost(verb, kept):
        return COMPARISON_LOST
    return None


def _governors(verb: Any) -> list[Any]:
    """The verbs whose clause the fact's verb completes (``was rarely able to attend``)."""
    found: list[Any] = []
    node = verb
    while node.dep_ == "xcomp" and node.head.i != node.i and len(found) < 3:
        node = node.head
        found.append(node)
    return found


def _denying(adverb: Any) -> bool:
    """An adverb that denies or limits its clause (``last`` only as an adverb of the verb:
    ``was last seen``, not ``last year``)."""
    word = adverb.lower_
    if word not in _DENYING_ADVERBS or adverb.dep_ != "advmod":
        return False
    if word == "little":
        return adverb.i < adverb.head.i  # "little known", not "did little"
    return True


def _stative(verb: Any) -> bool:
    """A verb that states a condition: a copula, a verb of state, or a passive of one
    (``was married to``)."""
    lemma = verb.lemma_.lower()
    return lemma in _STATE_VERBS or (lemma in _NAMING and verb.tag_ == "VBN")


def _past_restriction(
    clause: list[Any], adverbs: list[Any], inside: set[int], kept: set[str]
) -> bool:
    """Whether the clause carries a time restriction that the triple leaves out (``then``
    only before the predicate of a copula: ``was then the head of``, not the sequence
    ``director then chief officer`` or ``then moved``)."""
    start = min(inside, default=0)
    for adverb in adverbs:
        if adverb.lower_ == "then":
            if clause[0].lemma_.lower() == "be" and adverb.i < start:
                return True
        elif adverb.lower_ in _PAST_ADVERBS:
            return True
    for node in clause:
        for child in node.children:
            if child.i in inside or child.lower_ in kept:
                continue
            if child.dep_ == "prep" and _restricting_phrase(child, node):
                return True
            if child.dep_ == "advmod" and child.lower_ == "prior":
                return True  # "prior to the merger"
            if child.dep_ == "advcl" and child.lower_ in {"aged", "age"}:
                return True  # "was a champion aged 12"
            if child.dep_ == "advcl" and _ended_by_clause(child):
                return True  # "was only a dream until it was achieved"
    return False


def _ended_by_clause(clause: Any) -> bool:
    """A clause that ends the state: ``until``/``till`` + a clause with its own subject
    (``until it was achieved``; not ``before``: ``had three sons before she ...`` still holds)."""
    marks = {c.lower_ for c in clause.children if c.dep_ == "mark"}
    subject = any(c.dep_ in {"nsubj", "nsubjpass"} for c in clause.children)
    return subject and bool(marks & {"until", "till"})


_AMOUNTS = frozenset({"more", "less", "fewer"})  # "has 146 lanes, more than any other": a count


def _comparison_lost(verb: Any, kept: set[str]) -> bool:
    """The verb's comparative adverb with its ``than`` phrase, left out of the triple
    (``grew faster in Spain than any rival`` -> (X, grow in, Spain))."""
    compared = [
        c
        for c in verb.children
        if c.dep_ in {"advmod", "acomp"} and c.tag_ in {"RBR", "JJR"} and c.lower_ not in _AMOUNTS
    ]
    than = any(t.lower_ == "than" for t in verb.subtree)
    return than and any(c.lower_ not in kept for c in compared)


def _restricting_phrase(prep: Any, verb: Any) -> bool:
    """``until 2019``, ``prior to the war``, ``at the time (of X)``, ``at that point``,
    ``as a boy``, ``in her youth``; ``before`` + a date, or fronted (``Before the war, ..``:
    not the place sense ``was before the court``)."""
    objects = [c for c in prep.children if c.dep_ == "pobj"]
    word = prep.lower_
    if word in _UNTIL:
        return bool(objects) or any(c.dep_ == "prep" for c in prep.children)
    if word == "before" and objects:
        dated = objects[0].ent_type_ in {"DATE", "TIME", "EVENT"}
        return dated or prep.i < verb.i
    for obj in objects:
        lemma = obj.lemma_.lower()
        dets = {c.lower_ for c in obj.children if c.dep_ in {"det", "nummod", "poss"}}
        if word == "at" and lemma in _TIME_NOUNS and (dets & {"the", "that", "this", "one"}):
            return True
        if word == "at" and lemma == "first":
            return True
        if word in {"as", "in", "during"} and lemma in _LIFE_STAGES:
            return True
    return False


def _partner_lost(verb: Any, tail: str, kept: set[str]) -> bool:
    """A coordinated subject of the verb while the tail counts or names the others."""
    if not kept & _PARTNER_WORDS and "each other" not in tail and "one another" not in tail:
        return False
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    return any(any(c.dep_ == "conj" for c in s.children) for s in subjects)
