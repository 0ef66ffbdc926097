"""Facts that state more than their sentence because a qualifier of the fact's verb was left
out (spaCy extractor, through :func:`hanker.extract.triple_context.triple_problem`).

A relation is a bare lemma (``abolish``, ``work in``): it reads as a plain statement that
happened. Some verbs only hold with a word that limits, weakens or defers them; each check
returns the drop reason (counted in the KG manifest) or None:

* ``weakening adverb lost``: an adverb of approximation on the verb or the verb it
  completes (``almost``, ``partly``, ``virtually``, ``indirectly``, ``all but``), or of
  extent (``largely``, ``mostly``) on a verb of completion (``defeat``, ``finish``): ``was
  largely beaten`` is not ``was beaten``, ``has all but won`` is not ``won`` (``is largely
  known for`` describes, and stays);
* ``ability or permission stated as fact``: the verb (or a verb it is coordinated with or
  completes) carries ``could``/``may``/``might``/``should``/``must``/``would``, or ``can``
  with people as its subject (``citizens can live in either state``: a right, not what they
  do; ``the app can measure a quake`` is a property of a thing, and stays), or ``can`` that
  states a rule or a prospect whatever the subject (``can only be sacked by the
  government``, ``can be appointed by the board``, ``Turkey can expect``), unless the
  relation keeps the modal;
* ``plan or expectation stated as fact``: the verb is an infinitive under a word of
  expectation the triple drops (``is due to open``, ``is favourite to win``), or the present
  of ``be to`` / ``be going to`` (``the hosts are to share a prize``; a relation ``be to
  share`` keeps the plan, and stays), or carries a time that is still to come with a
  present or bare verb (``next week she is at a summit``), or is a time or purpose clause
  under a modal verb (``so that a deal can be in place after the country leaves the bloc``:
  the leaving is expected, not done);
* ``restriction of a measure lost``: a verb that sets or lifts a rule (``abolish``, ``cut``,
  ``ban``, ``extend``) whose ``for``-phrase names those it applies to (``scrapped the fee
  for students under 25``), or any verb limited by a partial quantifier phrase (``in some
  regions``, ``for many patients``): without it the triple states the rule or the claim as
  general;
* ``existential read as a predicate``: a copular fact whose verb has the expletive ``there``
  (``..., and there is real regret`` gives no ``(X, be, real regret)``): the clause says
  something exists, not what the head is;
* ``restrictive relative read as general``: a fact from a relative clause without a comma
  on a bare plural subject (``Members who teach in colleges will strike`` gives no
  ``(Members, teach in, colleges)``): the clause picks out some of the group, not all.

A qualifier already in the triple's words (relation or tail) keeps the fact; a hedge left
out of an absolute claim and a verb's ``as`` role left out are :mod:`.hedged_claims`'.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.hedged_claims import (
    FIGURATIVE,
    HEDGE_LOST,
    ROLE_LOST,
    figurative_clause,
    hedged_absolute,
    role_left_out,
)
from hanker.extract.relation_meaning import read_triple
from hanker.text.nlp import phrase_root, text_tokens
from hanker.text.person_nouns import PERSON_NOUNS

WEAKENED = "weakening adverb lost"
MODAL = "ability or permission stated as fact"
PLANNED = "plan or expectation stated as fact"
RESTRICTED = "restriction of a measure lost"
RESTRICTIVE_RELATIVE = "restrictive relative read as general"
EXISTENTIAL = "existential read as a predicate"

# adverbs of degree or approximation: the verb holds only in part or not quite
_WEAKENING = frozenset(
    {"partly", "partially", "almost", "nearly", "virtually", "practically", "half"}
    | {"barely", "hardly", "scarcely", "indirectly", "marginally", "provisionally"}
)
# adverbs of extent: weakening only a verb of completion (an outcome not fully reached)
_EXTENT = frozenset({"largely", "mostly", "mainly", "substantially"})
_COMPLETION = frozenset(
    {"defeat", "destroy", "complete", "finish", "end", "achieve", "win", "clear", "repair"}
    | {"rebuild", "restore", "recover", "eliminate", "eradicate", "remove", "resolve", "fix"}
    | {"abandon", "close", "empty", "dismantle", "collapse", "succeed", "fail", "replace"}
)
_MODALS = frozenset({"could", "may", "might", "should", "must", "would", "ought"})
_ABILITY = frozenset({"can", "ca"})
# verbs of perception and memory: with ``can`` they state what is perceived, not an ability
_SENSING = frozenset({"see", "hear", "feel", "smell", "taste", "recall", "remember", "recognise"})
_TIME_LEMMAS = frozenset({"year", "month", "week", "day", "hour", "minute", "decade", "time"})
_PEOPLE_PRONOUNS = frozenset({"he", "she", "they", "we", "you", "i", "who", "everyone"})
# words whose infinitive is expected or scheduled, not done
_EXPECTING = frozenset(
    {"due", "set", "expect", "expected", "likely", "poised", "favourite", "favorite", "bound"}
    | {"schedule", "slate", "tip", "tipped", "certain", "sure", "destined", "unlikely"}
)
_TIME_MARKS = frozenset({"after", "before", "once", "when", "until", "till", "so"})
# words of a time phrase that put it after the time of writing
_AHEAD = frozenset({"next", "tomorrow", "upcoming", "coming", "forthcoming"})
# verbs that set, change or lift a rule, a charge or a benefit
_MEASURES = frozenset(
    {"abolish", "scrap", "ban", "cut", "raise", "reduce", "lower", "increase", "freeze"}
    | {"extend", "introduce", "waive", "lift", "suspend", "remove", "cap", "double", "halve"}
    | {"axe", "restrict", "exempt", "relax", "tighten", "slash", "hike", "impose", "levy"}
)
_PARTIAL = frozenset({"some", "certain", "many", "most", "several"})
_SCOPE_PREPS = frozenset({"in", "for", "at", "across", "within", "on"})
_CHAIN_DEPS = frozenset({"xcomp", "conj"})


def verb_qualifier_problem(
    head: str, relation: str, tail: str, doc: Any, prose: bool = True
) -> str | None:
    """Why a prose triple leaves out a qualifier its verb depends on (see the module), or
    None; ``prose``: outside agreements (whose ``may``/``must`` are the terms themselves)."""
    reading = read_triple(relation, tail, doc)
    if reading is None or reading.verb is None:
        return None
    own, verb, kept = reading.own, reading.verb, reading.kept
    inside = {t.i for t in reading.tokens}
    if own.split()[:1] == ["be"] and any(c.dep_ == "expl" for c in verb.children):
        return EXISTENTIAL  # "there is regret"
    chain = _chain(verb)
    if _weakened(verb, kept) or _all_but(verb, kept):
        return WEAKENED
    if hedged_absolute(verb, kept, reading.tokens):  # hedged_claims: "effectively the only"
        return HEDGE_LOST
    if role_left_out(verb, kept, inside):  # hedged_claims: "used in homes [as a cleaner]"
        return ROLE_LOST
    if figurative_clause(verb, kept):  # hedged_claims: "meant, in effect, that X was forced"
        return FIGURATIVE
    if prose and _modal(chain, kept):
        return MODAL
    if _planned(verb, chain, own, kept, inside):
        return PLANNED
    if _restricted(verb, chain, kept, inside):
        return RESTRICTED
    return RESTRICTIVE_RELATIVE if _restrictive_relative(head, verb, doc) else None


def _chain(verb: Any) -> list[Any]:
    """The verb and the verbs it completes or is coordinated with (``can travel and work``:
    ``work`` takes ``can`` from ``travel``), up to four."""
    chain = [verb]
    node = verb
    while node.dep_ in _CHAIN_DEPS and node.head.i != node.i and len(chain) < 5:
        node = node.head
        chain.append(node)
    return chain


def _weakened(verb: Any, kept: set[str]) -> bool:
    """An adverb of approximation on the verb or the verbs it completes (not a conjunct's:
    ``nearly scored but made a save``), or of extent on a verb of completion, that the
    triple leaves out."""
    nodes = [verb]
    while nodes[-1].dep_ == "xcomp" and nodes[-1].head.i != nodes[-1].i and len(nodes) < 4:
        nodes.append(nodes[-1].head)
    completion = verb.lemma_.lower() in _COMPLETION
    for node in nodes:
        for child in node.children:
            if child.dep_ != "advmod" or child.lower_ in kept:
                continue
            if child.lower_ in _WEAKENING or (completion and child.lower_ in _EXTENT):
                return True
    return False


def _all_but(verb: Any, kept: set[str]) -> bool:
    """``all but`` right before the verb (after its auxiliaries and adverbs): not yet."""
    doc = verb.doc
    start = verb.i
    while start > 0 and doc[start - 1].pos_ in {"AUX", "ADV", "PART"} and start > verb.i - 3:
        if doc[start - 1].lower_ == "but":
            break
        start -= 1
    words = [t.lower_ for t in doc[max(0, start - 2) : start]]
    return words == ["all", "but"] and "but" not in kept


def _modal(chain: list[Any], kept: set[str]) -> bool:
    """A modal auxiliary on the verb or a verb of its chain that the relation leaves out
    (``can`` only with people as the subject: a right or a chance, not a property)."""
    for node in chain:
        for child in node.children:
            if child.dep_ != "aux" or child.lower_ in kept:
                continue
            if child.lower_ in _MODALS:
                return True
            sensing = node.lemma_.lower() in _SENSING  # "can still recall": does recall
            if child.lower_ in _ABILITY and (_people(node) or _bounded_can(node)) and not sensing:
                return True
    return False


def _bounded_can(verb: Any) -> bool:
    """``can`` that states a rule or a prospect whatever the subject: limited by ``only``
    (``can only be sacked by``), a passive with its agent (``can be appointed by the
    board``: who may act, not an act), or a verb of expecting (``Turkey can expect``)."""
    children = list(verb.children)
    if any(c.dep_ == "advmod" and c.lower_ == "only" for c in children):
        return True
    passive = any(c.dep_ == "auxpass" for c in children)
    if passive and any(c.dep_ == "agent" for c in children):
        return True
    return verb.lemma_.lower() in {"expect", "anticipate", "foresee"}


def _people(verb: Any) -> bool:
    """Whether the verb's subject names people: a personal pronoun, a person or group name,
    or a noun of persons (``citizens``, ``her family``, ``any member``)."""
    for subject in (c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}):
        if subject.lower_ in _PEOPLE_PRONOUNS or subject.ent_type_ in {"PERSON", "NORP"}:
            return True
        nationality = any(c.ent_type_ == "NORP" for c in subject.children)
        if nationality and subject.tag_ in {"NNS", "NNPS"}:
            return True  # "Nordic nationals", "British citizens"
        lemma = subject.lemma_.lower()
        if lemma in PERSON_NOUNS or lemma in {"family", "member", "citizen", "people"}:
            return True
        anyone = any(c.lower_ in {"any", "every", "each"} for c in subject.children)
        if anyone and subject.pos_ == "PROPN" and subject.text.isupper():
            return True  # "any MP": an office holder's abbreviation
    return False


def _planned(verb: Any, chain: list[Any], own: str, kept: set[str], inside: set[int]) -> bool:
    """``be to V`` / ``be going to V`` (in the relation or the parse), a time still to come on
    a present verb, or a time or purpose clause under a modal or future verb."""
    top = chain[-1]
    if _expected(verb, kept):
        return True
    if own.startswith(("be to ", "go to ")):
        return False  # the relation keeps the plan: "what is X to close?"
    present = top.tag_ in {"VBZ", "VBP"} or any(
        c.dep_ == "aux" and c.tag_ in {"VBZ", "VBP"} for c in top.children
    )
    infinitive = verb.dep_ == "xcomp" and any(c.tag_ == "TO" for c in verb.children)
    if top.lemma_.lower() in {"be", "go"} and present and top is not verb and infinitive:
        return True  # "are to share", "is going to fly"
    if _ahead(chain, kept, inside):
        return True
    return _under_modal_clause(verb)


def _expected(verb: Any, kept: set[str]) -> bool:
    """An infinitive under a word of expectation the triple leaves out (``is due to open``,
    ``is favourite to win``, ``is set to play``), on the infinitive's head or beside it."""
    if verb.dep_ != "xcomp" or not any(c.tag_ == "TO" for c in verb.children):
        return False
    outer = verb.head
    words = [outer, *(c for c in outer.children if c.dep_ in {"acomp", "attr"})]
    return any(w.lemma_.lower() in _EXPECTING and w.lower_ not in kept for w in words)


def _ahead(chain: list[Any], kept: set[str], inside: set[int]) -> bool:
    """A time phrase of the verb that lies ahead (``next week``, ``tomorrow``) while no verb of
    the chain is past."""
    if any(n.tag_ in {"VBD", "VBN"} for n in chain):
        return False
    if any(c.dep_ == "aux" and c.tag_ in {"VBD", "VBN"} for n in chain for c in n.children):
        return False
    for node in chain:
        for child in node.children:
            if child.i in inside or child.dep_ not in {"npadvmod", "advmod", "prep"}:
                continue
            words = {t.lower_ for t in child.subtree}
            if words & _AHEAD and not words & kept:
                return True
    return False


def _under_modal_clause(verb: Any) -> bool:
    """The verb's clause is a time or purpose clause (``after X leaves``, ``so that X can``)
    of a verb with a modal or future auxiliary, up to two clauses up."""
    node = verb
    for _ in range(2):
        while node.dep_ in _CHAIN_DEPS and node.head.i != node.i:
            node = node.head
        if node.dep_ != "advcl" or node.head.i == node.i or _past(node):
            return False
        marks = {c.lower_ for c in node.children if c.dep_ in {"mark", "advmod"}}
        if not marks & _TIME_MARKS:
            return False
        outer = node.head
        auxes = {c.lower_ for c in outer.children if c.dep_ == "aux"}
        if auxes & (_MODALS | _ABILITY):
            return True
        node = outer
    return False


def _past(verb: Any) -> bool:
    """A verb in the past (``was dropped``, ``beat``): its time clause happened."""
    if verb.tag_ in {"VBD", "VBN"}:
        return True
    return any(c.dep_ in {"aux", "auxpass"} and c.tag_ == "VBD" for c in verb.children)


def _restricted(verb: Any, chain: list[Any], kept: set[str], inside: set[int]) -> bool:
    """A ``for``-phrase of a verb of a rule or its object, or a partial quantifier phrase of
    the verb, that the triple leaves out."""
    measure = verb.lemma_.lower() in _MEASURES
    holders = [verb] + [c for c in verb.children if c.dep_ in {"dobj", "nsubjpass"}]
    for holder in holders:
        for child in holder.children:
            if child.dep_ != "prep" or child.i in inside or child.lower_ in kept:
                continue
            objects = [c for c in child.children if c.dep_ == "pobj"]
            if measure and child.lower_ == "for" and any(_beneficiary(o) for o in objects):
                return True
    for node in chain:
        for child in node.children:
            if child.lower_ not in _SCOPE_PREPS or child.i in inside or child.lower_ in kept:
                continue
            for obj in (c for c in child.children if c.dep_ == "pobj"):
                if obj.ent_type_ in {"DATE", "TIME"} or obj.lemma_.lower() in _TIME_LEMMAS:
                    continue  # "for many years": a duration, not a restriction
                dets = {c.lower_ for c in obj.children if c.dep_ in {"det", "amod", "nummod"}}
                if dets & _PARTIAL and not dets & kept:
                    return True  # "in some industries"
    return False


def _beneficiary(obj: Any) -> bool:
    """An object of ``for`` that names whom a rule applies to (``first-time buyers``,
    ``students``), not a time or an amount (``for two years``, ``for £5``)."""
    if obj.ent_type_ in {"DATE", "TIME", "MONEY", "CARDINAL", "PERCENT", "QUANTITY"}:
        return False
    return obj.pos_ in {"NOUN", "PROPN"} and obj.tag_ in {"NNS", "NNPS", "NN"}


def _restrictive_relative(head: str, verb: Any, doc: Any) -> bool:
    """The verb heads a relative clause (no comma before it) on the head's root, a plural
    noun with no determiner or number (``Members who teach ...``)."""
    first = verb
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    if first.dep_ != "relcl":
        return False
    tokens = text_tokens(head, doc)
    root = phrase_root(tokens) if tokens else None
    if root is None or first.head.i != root.i or root.tag_ not in {"NNS", "NNPS"}:
        return False
    if root.dep_ not in {"nsubj", "nsubjpass"}:
        return False
    if any(c.dep_ in {"det", "nummod", "poss"} for c in root.children):
        return False
    after = root.doc[root.i + 1] if root.i + 1 < len(root.doc) else None
    return after is not None and after.lower_ in {"who", "that", "which"}
