"""Open subject chains (``rules-coref.v8``): a pronoun whose chain was never resolved stays.

When the main-clause subject of a sentence is a pronoun that coreference left as written
(``It said that it would stop ...``: no one antecedent fitted), the thing it stands for is
the topic of what follows, but no name is known for it. A later pronoun of the same kind
and gender (``It has also ended its joint ventures ...``) most likely continues that chain,
so it must not be linked to a name merely because that name is now the only candidate (a
country named in a prepositional phrase of the previous sentence). Such a pronoun is left as
written, and the fact that needs it is dropped, unless a name of the same kind stands before
it in its own sentence. A chain stays open for the sentence after the one that opened it,
and closes as soon as a named mention of its kind appears. Within a sentence, a pronoun left
as written also keeps a later one of its kind and gender as written (:func:`still_left`).
``rules-coref.v23``: a possessive left on the main subject opens a chain too (:func:`opens_chain`).
Round 27: so does the subject of a main clause the parser hung under a later root that has no
subject (``He was visiting Rome when ..., did not go back``), and the subject of an adverbial
clause (``when Tom Reed came to power``) does not end a sentence's chain (:func:`still_left`).
"""

from __future__ import annotations

from collections.abc import Iterable, Set
from typing import Any, Protocol

from hanker.text.person_nouns import person_word

Chain = tuple[str, str]  # (kind, gender): ("PERSON", "m"), ("ORG", "")


class _Mention(Protocol):
    start: int
    end: int
    kind: str
    pronoun: bool


def chain_open(
    chains: Set[Chain], kind: str, gender: str, here: Iterable[_Mention], start: int
) -> bool:
    """Whether a pronoun of ``kind``/``gender`` at ``start`` continues an unresolved chain:
    the chain is open and no name of that kind stands before the pronoun in its sentence."""
    if (kind, gender) not in chains:
        return False
    return not any(m.kind == kind and not m.pronoun and m.start < start for m in here)


def close_chains(old: Set[Chain], opened: Set[Chain], here: Iterable[_Mention]) -> set[Chain]:
    """The chains open after a sentence: those it opened, and those of the sentence before
    that met no named mention of their kind in it."""
    named = {m.kind for m in here if not m.pronoun}
    return set(opened) | {chain for chain in old if chain[0] not in named}


def owned_end(token: Any, start: int) -> int:
    """Where the names a pronoun at ``start`` owns end: a possessive owns its noun phrase
    (``His lawyer, Ann Lee,``: Ann Lee is his lawyer, not him); any other pronoun only itself."""
    if token.dep_ != "poss" or token.head.i == token.i:
        return start + len(token.text)
    last = max(t.idx + len(t.text) for t in token.head.subtree)
    return start + last - token.idx


def still_left(
    left: dict[Chain, int], chain: Chain, here: Iterable[_Mention], token: Any, start: int
) -> bool:
    """Whether a pronoun (``token`` at absolute ``start``) continues one of its sentence that
    was left as written: same kind and gender (``chain``), and no name of that kind between
    them other than one the earlier pronoun owns (``His lawyer, Ann Lee, says he ...``: ``he``
    is whoever ``His`` is, so it stays) or the subject of an adverbial clause that does not
    hold the pronoun (``He was abroad when Tom Reed came to power, where he ...``: round 27)."""
    if chain not in left:
        return False
    after = left[chain]
    offset = token.idx - start  # absolute offsets are parse offsets minus this
    return not any(
        m.kind == chain[0]
        and not m.pronoun
        and after <= m.start < start
        and not adverbial_subject(token, (m.start + offset, (m.end or m.start + 1) + offset))
        for m in here
    )


def adverbial_subject(pronoun: Any, span: tuple[int, int]) -> bool:
    """Whether the name at parse offsets ``span`` of the pronoun's sentence is the subject of
    an adverbial clause (``when Tom Reed came``) that does not hold the pronoun."""
    subjects = [
        t for t in pronoun.sent if span[0] <= t.idx < span[1] and t.dep_ in {"nsubj", "nsubjpass"}
    ]
    if not subjects or subjects[0].head.dep_ != "advcl":
        return False
    return not any(t.i == pronoun.i for t in subjects[0].head.subtree)


def opens_chain(token: Any) -> bool:
    """A pronoun left as written that opens a chain: a main-clause subject, or the possessive
    of one (``His departure, followed by that of Ann Lee, ...``: the topic is whoever ``His``
    is, so a ``he`` in the next sentence is not Ann Lee)."""
    owner = token.head if token.dep_ == "poss" else token
    if owner is not token and (
        person_word(owner.lower_) or any(c.dep_ == "appos" for c in owner.children)
    ):
        return False  # "Her mother, LaTonya Allen, had ...": the topic is the mother, named
    if owner.dep_ not in {"nsubj", "nsubjpass"}:
        return False
    return owner.head.dep_ == "ROOT" or _misparsed_main_clause(owner.head)


def _misparsed_main_clause(verb: Any) -> bool:
    """Whether the clause is the sentence's main clause that the parser hung, as a complement
    or a conjunct, under a later root with no subject of its own (``He was visiting Rome when
    ..., did not go back``: ``visiting`` under ``go``)."""
    root = verb.head
    if verb.dep_ not in {"ccomp", "conj"} or root.dep_ != "ROOT" or verb.i > root.i:
        return False
    return not any(c.dep_ in {"nsubj", "nsubjpass"} for c in root.children)
