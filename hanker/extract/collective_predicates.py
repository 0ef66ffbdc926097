"""Facts that split what a sentence says of several participants together, or that garble the
verb chain of their relation (spaCy extractor, through
:func:`hanker.extract.triple_context.triple_problem`).

Each check reads the triple with its sentence's parse and returns a drop reason (counted in
the KG manifest) or None:

* ``collective predicate split``: a collective or symmetric predicate (``form a coalition``,
  ``be a couple``, ``share the prize``, ``complete the top five``), a floated ``all`` or
  ``both`` before the tail (``A and B are both topics``), a joint count (``arrested
  40 people``) or a superlative object (``have the most polluted postcodes``) said of one conjunct of a coordinated subject (``Ana and Tom were a couple`` ->
  ``(Tom, be, a couple)``): what the sentence says of the pair is false of either alone;
* ``partner of a symmetric predicate dropped``: the ``with`` phrase that names the other party
  of a symmetric verb or relational noun (``formed an alliance with X``, ``in solidarity with
  X``, ``a relationship with X``) lies outside the triple;
* ``count split across a coordination``: a count subject (``more than 40 people``) whose
  object is one conjunct of a coordination (``in Kent and Sussex`` -> ``Sussex``): the count
  is a total over both;
* ``ungrammatical verb chain``: a relation whose lemmas make no English verb phrase: a passive
  of a verb that has none (``has become`` -> ``be become``), a ``to`` put before a gerund
  of a noun misparsed as a verb (``with five wins coming in`` -> ``win to come in``), the
  future ``going to be`` read as ``go to be``, or a
  relation that ends on the subordinator of another clause whose subject is the tail
  (``fell as X took ...`` -> ``fall as | X``).
"""

from __future__ import annotations

import re
from typing import Any

from hanker.text.nlp import phrase_root, text_tokens

COLLECTIVE_SPLIT = "collective predicate split"
PARTNER_DROPPED = "partner of a symmetric predicate dropped"
COUNT_SPLIT = "count split across a coordination"
GARBLED_CHAIN = "ungrammatical verb chain"

_COLLECTIVE_VERBS = frozenset(  # reciprocal verbs (meet, marry, agree) hold of each party
    {"form", "complete", "share", "combine", "unite", "merge", "ally", "partner"}
)
_COLLECTIVE_NOUNS = frozenset(
    {"couple", "pair", "duo", "trio", "partners", "front", "alliance", "coalition", "team"}
    | {"partnership", "relationship", "friends", "rivals", "siblings", "twins", "allies"}
    | {"together", "jointly", "union", "majority"}
    | {"relations", "ties", "talks", "truce", "ceasefire"}  # "A and B restore relations" (v27)
)
_JOINT_WORDS = re.compile(
    r"\b(?:together|jointly|between them|each other|one another|top \d+|top (?:three|five|ten)"
    r"|first and second|one-two)\b",
    re.IGNORECASE,
)
_RELATIONAL_NOUNS = frozenset(
    {"solidarity", "relationship", "partnership", "alliance", "agreement", "deal", "talks"}
    | {"contact", "affair", "marriage", "friendship", "feud", "dispute", "rivalry", "front"}
    | {"collaboration", "coalition", "union", "merger", "treaty", "tandem", "conjunction"}
)
_PARTNER_PREPS = frozenset({"with", "alongside", "between"})
_SYMMETRIC_VERBS = frozenset(
    {"form", "share", "agree", "marry", "unite", "merge", "collaborate", "clash", "ally"}
    | {"partner", "negotiate", "side", "team", "split", "combine", "reconcile", "differ"}
)
_NO_PASSIVE = frozenset(
    {"become", "seem", "appear", "remain", "come", "go", "arrive", "happen", "exist", "occur"}
    | {"die", "sleep", "fall", "rise", "emerge", "belong", "consist"}
)
_COUNT_HEAD = re.compile(
    r"^(?:(?:more|fewer|less) than|over|under|at least|nearly|almost|about|around|some|up to"
    r"|roughly|approximately)?\s*(?:\d[\d,.]*|two|three|four|five|six|seven|eight|nine|ten"
    r"|dozens|hundreds|thousands|millions)\b",
    re.IGNORECASE,
)
_SUBJECTS = frozenset({"nsubj", "nsubjpass"})


def collective_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a triple splits a collective statement or garbles its verb chain (see the module),
    or None."""
    if doc is None:
        return None
    words = relation.split()
    problem = _garbled_chain(words, tail, doc)
    if problem is not None:
        return problem
    heads, tails = text_tokens(head, doc), text_tokens(tail, doc)
    root = phrase_root(heads)
    if root is not None and _split_subject(root, {t.i for t in heads}, relation, tail):
        return COLLECTIVE_SPLIT
    copula = words[:1] in (["be"], ["become"], ["remain"])
    if copula and root is not None and _floated_quantifier(root, {t.i for t in heads}, tail):
        return COLLECTIVE_SPLIT
    if _partner_dropped(heads, tails, relation, doc, f"{head} {relation} {tail}"):
        return PARTNER_DROPPED
    tail_root = phrase_root(tails)
    if _COUNT_HEAD.match(head) and tail_root is not None and _cut_conjunct(tail_root, tails):
        return COUNT_SPLIT
    return None


def _split_subject(root: Any, inside: set[int], relation: str, tail: str) -> bool:
    """The head is one conjunct of a coordinated subject whose verb states a collective
    predicate or a joint count."""
    first = root
    while first.dep_ == "conj":
        first = first.head
    if first.dep_ not in _SUBJECTS:
        return False
    conjuncts = [c for c in first.subtree if c.dep_ == "conj" and c.head.i == first.i]
    if all(c.i in inside for c in (first, *conjuncts)):
        return False  # the whole coordination is the head
    if any(c.lower_ in {"well", "along", "together", "than", "not"} for c in first.children):
        return False  # "as well as", "along with": an addition, not a joint subject
    verb = first.head
    predicate = f"{relation} {tail}".lower().split()
    if verb.lemma_.lower() in _COLLECTIVE_VERBS or _COLLECTIVE_NOUNS.intersection(predicate):
        return True
    joint = _JOINT_WORDS.search(" ".join(t.text for t in verb.subtree if t.i > first.i))
    count = any(
        t.like_num and t.dep_ == "nummod" and t.head.dep_ == "dobj" and t.head.head.i == verb.i
        for t in verb.subtree
    )
    return bool(joint) or count or _superlative_object(verb)


def _floated_quantifier(root: Any, inside: set[int], tail: str) -> bool:
    """A tail opened by a floated ``all`` or ``both`` (``A, B and C are all topics of the
    talks``) while the head is one item of the subject's list (read as conjuncts or, by the
    small parser, as appositions): each item is one of them, not all."""
    if tail.lower().split()[:1] not in (["all"], ["both"]):
        return False
    first = root
    while first.dep_ in {"conj", "appos"} and first.head.i != first.i:
        first = first.head
    if first.dep_ not in _SUBJECTS:
        return False
    items = [c for c in first.subtree if c.dep_ in {"conj", "appos"} and c.head.pos_ != "VERB"]
    return any(c.i not in inside for c in items)


def _superlative_object(verb: Any) -> bool:
    """A verb of being or having whose object is a superlative (``A and B have the most polluted
    postcodes``, ``A and B were the best players``): a ranking of the pair, false of one
    alone."""
    if verb.lemma_.lower() not in {"be", "have", "hold", "record", "post", "report"}:
        return False  # "A and B attended the best schools": each did
    objects = [c for c in verb.children if c.dep_ in {"dobj", "attr"}]
    return any(t.tag_ in {"JJS", "RBS"} and t.i < o.i for o in objects for t in o.subtree)


def _partner_dropped(
    heads: list[Any], tails: list[Any], relation: str, doc: Any, kept: str
) -> bool:
    """A ``with`` phrase naming the other party of a symmetric verb or relational noun of the
    triple lies outside it, or one of its coordinated parties does (``formed the band with A
    and B`` -> (X, form band with, A))."""
    owners = [t for t in tails if t.lemma_.lower() in _RELATIONAL_NOUNS]
    owners += [a for t in list(owners) for a in t.ancestors if a.pos_ in {"VERB", "AUX"}][:1]
    verb_lemmas = set(relation.lower().split()) & _SYMMETRIC_VERBS
    owners += [t for t in doc if t.pos_ in {"VERB", "AUX"} and t.lemma_.lower() in verb_lemmas]
    collective = bool(set(relation.lower().split()) & _COLLECTIVE_NOUNS) or any(
        t.lower_ in _COLLECTIVE_NOUNS for t in tails
    )
    if collective:
        owners += [t for t in tails if t.pos_ == "NOUN"]
    for owner in owners:
        for prep in owner.children:
            if prep.dep_ != "prep" or prep.lower_ not in _PARTNER_PREPS:
                continue
            objects = [c for c in prep.children if c.dep_ == "pobj"]
            partners = objects + [c for o in objects for c in o.conjuncts]  # "with A and B"
            if objects and not all(p.text in kept for p in partners):
                return True
    return False


def _cut_conjunct(root: Any, tails: list[Any]) -> bool:
    """The tail is one conjunct of a coordination whose other conjuncts lie outside it."""
    inside = {t.i for t in tails}
    if root.dep_ == "conj" and root.head.i not in inside:
        return True
    return any(c.dep_ == "conj" and c.i not in inside for c in root.children)


def _garbled_chain(words: list[str], tail: str, doc: Any) -> str | None:
    """``ungrammatical verb chain`` (see the module), or None."""
    if len(words) >= 2 and words[0] == "be" and words[1] in _NO_PASSIVE:
        return GARBLED_CHAIN  # "has become" -> "be become"
    for i in range(1, len(words) - 1):
        if words[i] == "to" and _invented_to(words[i - 1], words[i + 1], doc):
            return GARBLED_CHAIN
    garbled = len(words) >= 2 and _subordinator_end(words[-1], tail, doc)
    return GARBLED_CHAIN if garbled or _subject_as_object(text_tokens(tail, doc)) else None


def _subject_as_object(tails: list[Any]) -> bool:
    """``fell to spin as X and Y took three``: the tail, parsed as a preposition's object, is
    followed straight away by a finite verb with no subject of its own: it is that verb's
    subject, and the relation ends on the subordinator of another clause."""
    root = phrase_root(tails)
    if root is None or root.dep_ != "pobj" or root.right_edge.i + 1 >= len(root.doc):
        return False
    conjuncts = [c for c in root.children if c.dep_ == "conj"]
    end = conjuncts[-1].right_edge if conjuncts else tails[-1]
    if end.i != root.right_edge.i:  # a coordination deeper in the tail: another phrase
        return False
    verb = root.doc[end.i + 1]
    finite = verb.pos_ == "VERB" and verb.tag_ in {"VBD", "VBZ", "VBP"}
    children = {c.dep_ for c in verb.children}
    return finite and "dobj" in children and not children & {*_SUBJECTS, "expl"}


def _invented_to(before: str, after: str, doc: Any) -> bool:
    """``win to come`` from ``with five wins coming``: the sentence has the second verb only
    as a gerund of a noun, never after ``to``; or ``go to V`` from the future ``going to V``."""
    forms = [t for t in doc if t.lemma_.lower() == after and t.pos_ in {"VERB", "AUX"}]
    if not forms:
        return False
    if before == "go" and any(
        t.lower_ == "going" and t.i + 1 < len(t.doc) and t.nbor(1).lower_ == "to" for t in doc
    ):
        return True
    if any(t.i > 0 and t.nbor(-1).lower_ == "to" for t in forms):
        return False
    gerunds = [t for t in forms if t.tag_ == "VBG"]
    nominal = any(_nominal(t.head) for t in gerunds)  # "with five wins coming in"
    return nominal  # a gerund after a verb: relation_forms ("gerund read as infinitive")


def _subordinator_end(last: str, tail: str, doc: Any) -> bool:
    """The relation ends on a subordinator (``as``, ``while``) that in the sentence opens a
    clause whose subject starts the tail."""
    at = doc.text.find(tail) if tail else -1
    if at <= 0:
        return False
    before = [t for t in doc if t.idx + len(t.text) <= at]
    if not before or before[-1].lower_ != last or before[-1].dep_ != "mark":
        return False
    verb = before[-1].head  # the verb of the clause the subordinator opens
    return any(c.dep_ in _SUBJECTS and c.left_edge.idx == at for c in verb.children)


def _nominal(token: Any) -> bool:
    """A noun, or a plural noun misparsed as the verb of a ``with`` absolute clause (``with
    most of her wins coming at home``): ``with`` never opens a finite clause."""
    if token.pos_ not in {"VERB", "AUX"}:
        return True
    return any(c.dep_ == "mark" and c.lower_ == "with" for c in token.children)
