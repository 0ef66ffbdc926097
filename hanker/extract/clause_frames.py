"""Facts cut from the frame their clause stands in (spaCy extractor, ``spacy-patterns.v37``;
called from :func:`hanker.extract.triple_context.triple_problem`).

Each check returns the drop reason (counted in the KG manifest) or None:

* ``other party of a mutual act left out``: a verb of meeting, marrying or trading whose
  subject is a coordination the fact splits (``Mr Trump and Mr Abbas met in New York``) and
  that names no other party (no ``with`` phrase, no named object): one of them alone did not
  meet, the act is of both;
* ``viewpoint participle``: a participle set off with ``as`` (``Beirut, as seen from the
  bay, looks ...``): it frames how the sentence looks at its noun and states nothing;
* ``comment on the clause read as apposition``: an indefinite noun phrase after a dash that
  the parse hung on a noun of a prepositional phrase of a ``there is`` clause (``There is
  snow on Mt Vesuvius - a rare sight``): such a tag comments on what the clause brings in,
  not on that noun (``at La Rotonde - a famous cafe`` is an apposition and is kept);
* ``preposition shared by coordinated roles``: ``be US psychologist at`` of ``a US
  psychologist and professor at Boston College``: the phrase may be of the second role only
  (an ``of`` phrase, ``writer and producer of X``, is of both);
* ``direction left out of a dated fact``: a time tail of a moving verb whose ``into``/``to``
  phrase the fact leaves out (``took the United States [into World War One] in April 1917``);
* ``"whose" clause read as the antecedent's``: a relation holding the noun a ``whose`` owns
  (``The Eagles, whose other Super Bowl appearance ... ended in defeat``), or its verb
  alone (``(The Eagles, end in, defeat)``): the verb is that noun's, not the antecedent's;
* ``clause with its verb left out read as a phrase``: a person's name and a bare number as a
  tail (``Hayden is on 31 and Mark Waugh eight``, ``Langer was dismissed for a duck and
  Ponting 26``): a second clause whose verb is gapped, not a thing called so
  (``spacy-patterns.v38``);
* ``count split across coordinated times``: a count in the relation dated by one of two
  coordinated times (``killed 25 people on Saturday and Sunday``): the count is of both.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from hanker.extract.buried_clauses import buried_verb_problem
from hanker.extract.of_participles import of_participle_problem
from hanker.extract.relation_meaning import first_verb_word, own_relation, read_triple
from hanker.text.nlp import text_tokens

MUTUAL_SPLIT = "other party of a mutual act left out"
VIEWPOINT_PARTICIPLE = "viewpoint participle"
CLAUSE_COMMENT = "comment on the clause read as apposition"
SHARED_ROLE_PREP = "preposition shared by coordinated roles"
DIRECTION_LEFT_OUT = "direction left out of a dated fact"
WHOSE_CLAUSE = '"whose" clause read as the antecedent\'s'
GAPPED_CLAUSE = "clause with its verb left out read as a phrase"
TIMES_SPLIT = "count split across coordinated times"
_PREPS = frozenset({"on", "in", "at", "for", "by", "to", "from", "with", "of", "between"})
_NUMBER_WORDS = frozenset(
    {"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "dozens", "hundreds"}
)

# verbs whose act takes two parties: with a "with" phrase each alone can be the subject
_MUTUAL = frozenset(
    {
        *("meet", "marry", "wed", "divorce", "trade", "exchange", "swap", "clash", "agree"),
        *("negotiate", "debate", "embrace", "kiss", "hug", "collide", "merge", "reconcile"),
        *("spar", "correspond", "feud", "quarrel", "split", "date", "share"),
    }
)
_ROLE_PREP = re.compile(r"^be (?:\S+ )+(?:at|for|in|with)$")  # "writer and producer of": both
_DIRECTIONS = frozenset({"into", "onto", "to"})
# verbs that move their object somewhere: the destination is part of what was done
_MOVING = frozenset(
    {"take", "bring", "lead", "drag", "plunge", "pull", "push", "send", "put", "throw", "tip"}
)
_DASHES = frozenset({"-", "–", "—", "--"})


def clause_frame_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why the fact is cut from the frame its clause stands in (see the module), or None."""
    if doc is None:
        return None
    reading = read_triple(relation, tail, doc)  # the verb's clause, read once for both
    if reading is not None and reading.verb is not None:
        verb_problem = buried_verb_problem(reading.verb)  # buried_clauses: "X we face as Y"
        verb_problem = verb_problem or of_participle_problem(reading.verb)  # "a survey of X, made"
        if verb_problem is not None:
            return verb_problem
    heads, tails = text_tokens(head, doc), text_tokens(tail, doc)
    words = own_relation(relation).split()
    verb = first_verb_word(words)
    if heads and _mutual_split(heads, verb):
        return MUTUAL_SPLIT
    if heads and _viewpoint(heads[-1], verb):
        return VIEWPOINT_PARTICIPLE
    if relation == "be" and tails and _clause_comment(heads, tails):
        return CLAUSE_COMMENT
    if _ROLE_PREP.match(relation) and _shared_role_prep(relation.split(), doc):
        return SHARED_ROLE_PREP
    dated = bool(tails) and all(t.ent_type_ in {"DATE", "TIME"} for t in tails)
    if dated and _direction_left(verb, relation, doc):
        return DIRECTION_LEFT_OUT
    if heads and any(t.lower_ == "whose" and _whose_clause(t, heads, words, verb) for t in doc):
        return WHOSE_CLAUSE
    if dated and _count_over_times(words, tails):
        return TIMES_SPLIT
    return GAPPED_CLAUSE if _gapped(tails) else None


def _count_over_times(words: list[str], tails: list[Any]) -> bool:
    """A count in the relation of a dated fact (``tails`` a time) dated by one of coordinated times (``killed 25 people on
    Saturday and Sunday`` gives no ``(X, kill 25 people on, Saturday)``): the count is of
    both days together, so it is false of each."""
    counted = any(
        (w.replace(",", "").isdigit() or w in _NUMBER_WORDS) and nxt.isalpha() and nxt not in _PREPS
        for w, nxt in itertools.pairwise(words)
    )  # "kill 25 people on", not "open at 10 on"
    if not counted:
        return False
    inside = {x.i for x in tails}
    root = next((t for t in tails if t.head.i not in inside), tails[0])
    others = [c for c in root.children if c.dep_ == "conj"]
    others += [root.head] if root.dep_ == "conj" else []
    return any(c.i not in inside for c in others)  # the other time is outside the tail


def _gapped(tails: list[Any]) -> bool:
    """A person's name and a bare number as one tail (``Mark Waugh eight``): a clause whose
    verb the sentence leaves out (``Hayden is on 31 and Mark Waugh eight``)."""
    words = [t for t in tails if not t.is_punct]
    if words and not words[-1].like_num and words[-1].i + 1 < len(words[-1].doc):
        words.append(words[-1].doc[words[-1].i + 1])  # "Mark Waugh | eight": cut before it
    number = words[-1] if words else None
    if len(words) < 2 or number is None or not number.like_num:
        return False
    if number.ent_type_ not in {"", "CARDINAL"} or number.head.i > number.i:
        return False  # "hugged Tom Reed 30 seconds after": a count of something else
    return all(t.ent_type_ == "PERSON" for t in words[:-1])


def _whose_clause(whose: Any, heads: list[Any], words: list[str], verb: str) -> bool:
    """The relation holds the noun ``whose`` owns, or the head runs into ``, whose`` and the
    relation's verb stands inside that clause (up to its closing comma), however the parse
    hung it."""
    owned = whose.head
    if owned.lower_ in words:  # not "X, whose address is Y": (X, address, Y) is the attribute
        return owned.head.lemma_.lower() != "be" or owned.dep_ not in {"nsubj", "nsubjpass"}
    doc = whose.doc
    if whose.i < 2 or doc[whose.i - 1].text != "," or heads[-1].i != whose.i - 2:
        return False
    end = next((t.i for t in doc[whose.i :] if t.text in {",", "-", "–", ";"}), len(doc))
    return any(t.lemma_.lower() == verb for t in doc[whose.i : end])


def _subject_root(token: Any) -> Any:
    while token.dep_ in {"compound", "flat", "amod"} and token.head.i != token.i:
        token = token.head
    return token


def _mutual_split(heads: list[Any], verb: str) -> bool:
    """The head is one conjunct of the subject of a mutual verb that has no ``with`` phrase."""
    root = _subject_root(heads[-1])
    first = root.head if root.dep_ == "conj" else root
    if first.dep_ not in {"nsubj", "nsubjpass"} or first.head.lemma_.lower() != verb:
        return False
    if verb not in _MUTUAL:
        return False
    conjuncts = [c for c in first.children if c.dep_ == "conj"]
    if root.dep_ != "conj" and not conjuncts:
        return False
    kids = list(first.head.children)
    party = any(c.dep_ == "dobj" and (c.pos_ == "PROPN" or c.ent_type_) for c in kids)
    return not party and not any(c.dep_ == "prep" and c.lower_ == "with" for c in kids)


def _viewpoint(token: Any, verb: str) -> bool:
    """A participle with ``as`` hung on the head's noun (``Beirut, as seen from ...``)."""
    root = _subject_root(token)
    return any(
        c.dep_ in {"acl", "advcl"}
        and verb in {c.lemma_.lower(), c.lower_}
        and any(g.lower_ == "as" and g.i < c.i for g in c.children)
        for c in root.children
    )


def _clause_comment(heads: list[Any], tails: list[Any]) -> bool:
    """An indefinite apposition after a dash on a noun inside a prepositional phrase."""
    root = max(tails, key=lambda t: t.i if t.head.i not in {x.i for x in tails} else -1)
    if root.dep_ != "appos" or tails[0].lower_ not in {"a", "an"}:
        return False
    doc = root.doc
    start = tails[0].i
    anchor = root.head
    if start == 0 or doc[start - 1].text not in _DASHES or anchor.dep_ != "pobj":
        return False
    verb = anchor
    while verb.dep_ not in {"ROOT", "ccomp", "advcl", "relcl", "conj"} and verb.head.i != verb.i:
        verb = verb.head
    return any(c.dep_ == "expl" for c in verb.children)


def _shared_role_prep(words: list[str], doc: Any) -> bool:
    """The role noun before the relation's preposition has a conjunct before that preposition."""
    noun, prep = words[-2].lower(), words[-1]
    for token in doc:
        if token.lower_ != noun or token.pos_ != "NOUN":
            continue
        after = [t for t in doc[token.i + 1 :] if t.lower_ == prep]
        limit = after[0].i if after else len(doc)
        if any(c.dep_ == "conj" and c.i < limit for c in token.children):
            return True
    return False


def _direction_left(verb: str, relation: str, doc: Any) -> bool:
    """A moving verb of the relation's lemma has an ``into``/``to`` phrase the relation
    leaves out."""
    kept = f" {relation} "
    if verb not in _MOVING:
        return False
    return any(
        c.dep_ == "prep" and c.lower_ in _DIRECTIONS and f" {c.lower_} " not in kept
        for v in doc
        if v.lemma_.lower() == verb and v.pos_ == "VERB"
        for c in v.children
    )
