"""Facts that drop a word or phrase their meaning depends on, or state a clause the sentence
does not assert (spaCy extractor, through :func:`hanker.extract.triple_context.triple_problem`).

Each check returns the drop reason (counted in the KG manifest) or None:

* ``non-assertive clause``: the fact's clause is a precaution or a condition that a
  subordinator other than ``if`` introduces (``in case``, ``in the event that``, ``lest``,
  ``for fear that``, an inverted ``should``/``had``/``were``: ``Should the bridge close,
  ...``): the sentence does not say it happened;
* ``accusation stated as fact``: the fact's clause is what someone is blamed, accused or
  criticised for (``blamed by rivals for letting the harbour silt up``): one side's charge;
* ``negation in the tail``: a tail that opens with ``not``/``never`` before a noun phrase
  (``occupy | not the old town``): the contrast of a coordination read as an object;
* ``superlative restriction dropped``: a tail that ranks (a superlative, ``record``, ``first``)
  while the sentence restricts the rank by a phrase the triple leaves out (``the fastest
  time for a junior rider``, ``among women``, ``her best result yet``): the triple
  overstates the rank as absolute;
* ``limiting adverb of a copula lost``: ``is mostly``, ``are primarily``, ``is often``:
  the triple states without limit what the sentence limits;
* ``manner phrase lost``: an adverb with its own complement (``independently of``) left out;
* ``shared modifier cut off``: a head or tail cut before ``and`` + a conjunct whose ``of``
  phrase both share (``the Earl`` of ``the Earl and Countess of Wessex``);
* ``several equated with one item``: ``Two of her plays | be | "Tide"``;
* ``list cut to one name``: a plural classifier before a name whose coordination goes on
  after the tail (``the printers Hale and Voss`` gives no ``the printers Hale``), or a tail
  with an opening quotation mark it never closes (a list of titles cut mid-title).

A qualifier already in the triple's words (relation or tail) keeps the fact.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.relation_meaning import read_triple
from hanker.text.nlp import text_tokens

NON_ASSERTIVE = "non-assertive clause"
ACCUSATION = "accusation stated as fact"
TAIL_NEGATION = "negation in the tail"
RANK_RESTRICTION = "superlative restriction dropped"
CUT_NAME_LIST = "list cut to one name"
LIMIT_LOST = "limiting adverb of a copula lost"
MANNER_LOST = "manner phrase lost"
SHARED_MODIFIER = "shared modifier cut off"
PARTITIVE_ONE = "several equated with one item"

_PRECAUTION_MARKS = ("in case", "in the event that", "for fear that", "lest")
_INVERTED_AUX = frozenset({"should", "had", "were"})
_BLAME_VERBS = frozenset(
    {"blame", "accuse", "criticise", "criticize", "fault", "condemn", "attack", "slam"}
    | {"castigate", "denounce", "chastise", "rebuke", "berate", "suspect", "charge"}
)
_BLAME_PREPS = frozenset({"for", "of", "over", "with"})
_LIMITING = frozenset(
    {"primarily", "mainly", "mostly", "largely", "partly", "partially", "chiefly", "often"}
    | {"sometimes", "occasionally", "predominantly", "usually", "generally", "typically"}
)
_NUMBER_WORDS = frozenset(
    {"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several"}
    | {"both", "many", "some"}
)
_NEGATIONS = frozenset({"not", "never"})
_NP_OPENERS = frozenset({"the", "a", "an", "his", "her", "its", "their", "our", "my", "your"})
_RANK_WORDS = frozenset({"record", "first", "best", "worst", "highest", "lowest"})
_RANK_PREPS = frozenset({"for", "among", "amongst", "since"})
_SO_FAR = frozenset({"yet", "ever", "so far", "to date"})
_QUOTE_OPEN = re.compile(r"(?:^|(?<=[\s(\[]))(?:[\"“‘]|'(?![a-z]{1,2}\b))")  # not "van 't"
_QUOTE_CLOSE = re.compile(r"[\"”’'](?=$|[\s,.;:!?)\]])")


def dropped_qualifier_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why a prose triple drops a word its meaning depends on or states a non-assertive
    clause (see the module), or None."""
    if doc is None or not tail:
        return None
    if _negated_tail(tail):
        return TAIL_NEGATION
    reading = read_triple(relation, tail, doc)
    if reading is None or not reading.tokens:
        return None
    problem = _phrase_problem(head, reading.own, tail, reading.tokens, reading.kept)
    if problem is not None:
        return problem
    return None if reading.verb is None else _clause_problem(reading.verb, reading.kept)


def _phrase_problem(
    head: str, own: str, tail: str, tokens: list[Any], kept: set[str]
) -> str | None:
    """The checks of the triple's phrases: a cut list or title, a shared modifier cut off, a
    rank without its restriction, several equated with one."""
    if _several_as_one(head, own):
        return PARTITIVE_ONE
    if _shared_modifier(tokens) or _shared_modifier(text_tokens(head, tokens[0].doc)):
        return SHARED_MODIFIER
    if _cut_name_list(tokens) or _cut_quotation(tail, tokens):
        return CUT_NAME_LIST
    return RANK_RESTRICTION if _rank_restricted(tokens, kept) else None


def _clause_problem(verb: Any, kept: set[str]) -> str | None:
    """The checks of the fact's clause: a limiting adverb or manner phrase left out, a
    precaution or condition, the content of a charge."""
    if _limited_copula(verb, kept):
        return LIMIT_LOST
    if _manner_lost(verb, kept):
        return MANNER_LOST
    clause = _clause_chain(verb)
    if any(_precaution(node) for node in clause):
        return NON_ASSERTIVE
    return ACCUSATION if _blamed_for(clause) else None


def _negated_tail(tail: str) -> bool:
    """``not the regional capital``: a negator before a noun phrase (not ``not guilty``)."""
    words = tail.split()
    if len(words) < 2 or words[0].lower() not in _NEGATIONS:
        return False
    return words[1].lower() in _NP_OPENERS or words[1][:1].isupper()


def _cut_quotation(tail: str, tokens: list[Any]) -> bool:
    """A tail that opens a quotation it does not close, where the sentence does not close it
    right after the tail either (a title cut mid-way: ``"Salt Roads`` of ``"Salt Roads:
    Poems"``), or where the tail holds two quoted titles and a third follows (a list cut)."""
    opened = len(_QUOTE_OPEN.findall(tail))
    if opened <= len(_QUOTE_CLOSE.findall(tail)):
        return False
    text = tokens[0].doc.text
    end = text.find(tail) + len(tail)
    after = re.sub(r"^\s*\([^()]*\)", "", text[end : end + 80])  # "'Kraken (Tides, #1)'"
    closed = re.match(r"[,.;:!?]?[\"”’']", after)
    if not closed:
        return True
    rest = after[closed.end() :]
    return opened >= 2 and re.match(r"\s*,?\s*(?:and |or )?[\"“‘']", rest) is not None


def _limited_copula(verb: Any, kept: set[str]) -> bool:
    """A copula limited by an adverb of extent or frequency the triple leaves out (``are
    mostly works of fiction``, ``is often a burden``): the triple states it without limit."""
    if verb.lemma_.lower() != "be":
        return False
    return any(
        c.dep_ == "advmod" and c.lower_ in _LIMITING and c.lower_ not in kept for c in verb.children
    )


def _manner_lost(verb: Any, kept: set[str]) -> bool:
    """An adverb of manner with its own complement that the triple leaves out (``act
    independently of the board``, ``ruled separately from the court``): the verb alone, or
    with another phrase, does not say what the sentence says."""
    doc = verb.doc
    for adverb in verb.children:
        if adverb.dep_ != "advmod" or not adverb.lower_.endswith("ly") or adverb.lower_ in kept:
            continue
        if adverb.i + 1 >= len(doc):
            continue
        follower = doc[adverb.i + 1]
        taken = follower.lower_ in {"of", "from", "to", "with"}
        if taken and follower.dep_ == "prep" and follower.lower_ not in kept:
            return follower.head.i in {verb.i, adverb.i}
    return False


def _several_as_one(head: str, relation: str) -> bool:
    """``Two of her plays are | "Tide"``: a partitive of several equated with one thing."""
    words = head.lower().split()
    return relation == "be" and len(words) > 2 and words[0] in _NUMBER_WORDS and words[1] == "of"


def _shared_modifier(tokens: list[Any]) -> bool:
    """A phrase cut before ``and`` + a conjunct whose ``of`` phrase the two share (``the
    Earl`` of ``the Earl and Countess of Wessex``): the cut half names no one."""
    if not tokens:
        return False
    last = tokens[-1]
    doc = last.doc
    if last.ent_type_ == "PERSON" or last.i + 2 >= len(doc) or doc[last.i + 1].lower_ != "and":
        return False
    conjunct = doc[last.i + 2]
    if not (last.text.istitle() and conjunct.text.istitle()) or conjunct.ent_type_ == "PERSON":
        return False  # titles (``Duke and Duchess``), not ``minister and head of``
    if conjunct.dep_ != "conj" or conjunct.head.i != last.i:
        return False
    after = [c for c in [*conjunct.children, *last.children] if c.i > conjunct.i]
    return any(c.dep_ == "prep" and c.lower_ == "of" for c in after)  # either parse


def _clause_chain(verb: Any) -> list[Any]:
    """The verb and the verbs its clause hangs on through ``xcomp``/``conj`` (up to 4)."""
    chain = [verb]
    node = verb
    while node.dep_ in {"xcomp", "conj"} and node.head.i != node.i and len(chain) < 5:
        node = node.head
        chain.append(node)
    return chain


def _precaution(verb: Any) -> bool:
    """A clause opened by ``in case``/``lest``/``in the event that`` or by an inverted
    auxiliary (``Should the talks fail, ...``)."""
    for child in verb.children:
        objects = {c.lemma_.lower() for c in child.children if c.dep_ == "pobj"}
        precaution = child.dep_ == "prep" and child.lower_ == "in" and child.i < verb.i
        if precaution and objects & {"case", "event"}:
            return True  # "in case the strain is spread"
    start = verb.left_edge.i
    before = " ".join(t.lower_ for t in verb.doc[max(0, start - 4) : start])
    if any(f" {before}".endswith(f" {mark}") for mark in _PRECAUTION_MARKS):
        return True
    if verb.dep_ != "advcl":
        return False
    subjects = [c.i for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    marks = [c for c in verb.children if c.dep_ == "mark"]
    auxes = [c for c in verb.children if c.dep_ in {"aux", "auxpass"}]
    return (
        bool(subjects)
        and not marks
        and any(a.lower_ in _INVERTED_AUX and a.i < min(subjects) for a in auxes)
    )


def _blamed_for(clause: list[Any]) -> bool:
    """Whether the clause is the content of a charge: a gerund under ``for``/``of`` of a verb
    of blaming, or a clause under that gerund (``blamed for letting ...``, ``accused of
    hiding ...``), reached through verbs and adverbs only."""
    node = clause[-1]
    for _ in range(8):
        if node.head.i == node.i or node.pos_ in {"NOUN", "PROPN", "PRON"}:
            return False  # through verbs and adverbs only: not "charged ... in a video"
        parent = node.head
        if node.dep_ == "pcomp" and parent.lower_ in _BLAME_PREPS:
            above = [parent.head, parent.head.head, parent.head.head.head]  # "by X of"
            if any(a.lemma_.lower() in _BLAME_VERBS and a.pos_ == "VERB" for a in above):
                return True
        node = parent
    return False


def _ranked(token: Any) -> bool:
    return token.tag_ in {"JJS", "RBS"} or token.lower_ in _RANK_WORDS


def _rank_restricted(tokens: list[Any], kept: set[str]) -> bool:
    """A ranking tail whose rank the sentence restricts by a phrase outside the triple: a
    ``for``/``among``/``since`` phrase of the tail's noun or of its verb, or ``yet``/``ever``
    right after the tail."""
    if not any(_ranked(t) for t in tokens):
        return False
    inside = {t.i for t in tokens}
    last = tokens[-1]
    doc = last.doc
    after = doc[last.i + 1 : last.i + 3]
    if after and after[0].lower_ in _SO_FAR and after[0].lower_ not in kept:
        return True
    if len(after) == 2 and f"{after[0].lower_} {after[1].lower_}" in _SO_FAR:
        return True
    holders = {last, *(t.head for t in tokens if t.head.i not in inside)}
    for holder in holders:
        for child in holder.children:
            if child.i in inside or child.dep_ != "prep" or child.lower_ in kept:
                continue
            if child.lower_ in _RANK_PREPS and child.i > last.i:
                return True
    return False


def _cut_name_list(tokens: list[Any]) -> bool:
    """A plural classifier and one name (``the printers Hale``) while the sentence goes on
    with ``and`` + another name (``and Voss``)."""
    last = tokens[-1]
    doc = last.doc
    end = last.i + 1
    if end < len(doc) and doc[end].tag_ == "POS":
        end += 1  # "Sainsbury's and Tesco"
    if end + 1 >= len(doc) or doc[end].lower_ != "and" or doc[end + 1].pos_ != "PROPN":
        return False
    names = 0
    for token in reversed(tokens):
        if token.pos_ == "PROPN" or token.tag_ == "POS":
            names += 1
            continue
        return token.tag_ == "NNS" and names > 0 and token.i < last.i
    return False
