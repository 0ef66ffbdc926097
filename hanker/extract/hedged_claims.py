"""Facts that lose a hedge of an absolute claim or the role a verb needs (spaCy extractor,
through :func:`hanker.extract.verb_qualifiers.verb_qualifier_problem`).

* ``hedge of an absolute claim lost``: an adverb that limits the verb (``effectively``,
  ``essentially``, ``arguably``, ``typically``, ``largely`` ...) is left out of a fact whose
  tail makes a claim with no exceptions (``only``, ``sole``, ``first``, ``all``, ``every``,
  a superlative): ``The canal became effectively the only trade route`` does not say ``(The
  canal, become, the only trade route)``;
* ``role left out``: a verb whose sense rests on an ``as`` phrase (``be used as``, ``serve
  as``, ``be regarded as``, ``be known as``) kept with another of its complements and
  without the ``as`` phrase: ``Borax is used in homes as a cleaner`` gives no ``(Borax, be
  used in, homes)``, which says next to nothing;
* ``figure of speech stated as fact`` (``spacy-patterns.v46``): a phrase that marks the
  clause as an interpretation or a manner of speaking (``in effect``, ``in a sense``, ``in
  theory``, ``so to speak``, ``as it were``), on the fact's verb or a verb above it in the
  sentence (``This meant, in effect, that the board was forced to act as a tax office``),
  gives no fact: the literal reading is not what the source says.

A word already in the triple (relation or tail) keeps the fact.
"""

from __future__ import annotations

from typing import Any

HEDGE_LOST = "hedge of an absolute claim lost"
ROLE_LOST = "role left out"
FIGURATIVE = "figure of speech stated as fact"

# adverbs that limit how far a claim holds
_HEDGES = frozenset(
    {"effectively", "essentially", "arguably", "virtually", "practically", "nearly", "almost"}
    | {"largely", "mostly", "mainly", "partly", "typically", "usually", "generally", "often"}
    | {"perhaps", "probably", "possibly", "basically", "nominally", "technically"}
)
# words of a tail that claim no exceptions
_ABSOLUTES = frozenset({"only", "sole", "first", "all", "every", "entire", "whole", "unique"})
# verbs whose ``as`` phrase is the point of the clause (the role, the kind, the name)
_ROLE_VERBS = frozenset(
    {"use", "serve", "act", "function", "regard", "view", "consider", "define", "describe"}
    | {"treat", "classify", "know", "employ", "utilise", "utilize", "recognise", "recognize"}
)
_NOT_ROLES = frozenset({"per", "well", "of", "such", "to", "for", "from", "if", "though"})


def hedged_absolute(verb: Any, kept: set[str], tokens: list[Any]) -> bool:
    """Whether a hedging adverb of the verb (or of the tail's root) is left out of a fact
    whose tail claims no exceptions (see the module)."""
    if not tokens:
        return False
    inside = {t.i for t in tokens}
    owners = [verb, *(t for t in tokens if t.head.i not in inside)]
    hedged = any(
        c.dep_ == "advmod" and c.lower_ in _HEDGES and c.lower_ not in kept and c.i not in inside
        for owner in owners
        for c in owner.children
    )
    if not hedged:
        return False
    return any(t.lower_ in _ABSOLUTES or t.tag_ in {"JJS", "RBS"} for t in tokens)


# ``in effect``: (preposition, its object); ``so to speak``, ``as it were``: word pairs
_FIGURATIVE_PHRASES = frozenset({("in", "effect"), ("in", "sense"), ("in", "theory")})
_FIGURATIVE_WORDS = frozenset({("so", "to", "speak"), ("as", "it", "were")})


def figurative_clause(verb: Any, kept: set[str]) -> bool:
    """Whether the fact's verb, or a verb above it, carries a phrase that makes its clause a
    figure of speech or an interpretation (``in effect``, ``so to speak``; see the module)."""
    owner = verb
    while True:
        for child in owner.children:
            objects = [g for g in child.children if g.dep_ == "pobj"]
            pair = (child.lower_, objects[0].lemma_.lower() if objects else "")
            if pair[1] == "sense" and not any(d.lower_ == "a" for d in objects[0].children):
                continue  # "in a sense", not "in the sense that ..."
            if pair in _FIGURATIVE_PHRASES and pair[1] not in kept and _set_off(child):
                return True
        doc = owner.doc
        words = [t.lower_ for t in doc[owner.left_edge.i : owner.right_edge.i + 1]]
        if any(tuple(words[i : i + 3]) in _FIGURATIVE_WORDS for i in range(len(words) - 2)):
            return True
        if owner.head.i == owner.i or owner.dep_ not in {"ccomp", "xcomp", "conj", "advcl"}:
            return False
        owner = owner.head


def _set_off(preposition: Any) -> bool:
    """Whether a prepositional phrase stands apart from its clause, after or before a comma
    (``meant, in effect, that``; ``In effect, the bank ...``), not inside it (``came into
    effect in May``)."""
    doc = preposition.doc
    before = doc[preposition.i - 1].text if preposition.i > 0 else ","
    end = preposition.right_edge.i + 1
    after = doc[end].text if end < len(doc) else "."
    return before in {",", "(", "--", "\u2014"} or after in {",", ")"} or preposition.i == 0


def role_left_out(verb: Any, kept: set[str], inside: set[int]) -> bool:
    """Whether the verb's ``as`` phrase (its role complement) is outside the triple while
    another complement of the verb, not its direct object, is its tail (see the module)."""
    if verb.lemma_.lower() not in _ROLE_VERBS or "as" in kept:
        return False
    doc = verb.doc
    if any(doc[i].dep_ == "dobj" and doc[i].head.i == verb.i for i in inside):
        return False  # "served two terms [as mayor]": the object says what was done
    roles = [
        c
        for c in verb.children
        if c.dep_ == "prep" and c.lower_ == "as" and c.i not in inside and _role_phrase(c)
    ]
    return bool(roles) and bool(inside)


def _role_phrase(preposition: Any) -> bool:
    """Whether an ``as`` phrase names a role (``as a cleaner``), not a source or a link (``as
    per the report``, ``as well``, ``as of May``)."""
    doc = preposition.doc
    after = doc[preposition.i + 1] if preposition.i + 1 < len(doc) else None
    if after is None or after.lower_ in _NOT_ROLES:
        return False
    return any(c.dep_ == "pobj" for c in preposition.children)
