"""Noun phrases whose referent only the passage gives, by the kind of anaphor they are (spaCy
extractor; called from :func:`hanker.extract.definite_referents.definite_referent_problem`,
which :func:`hanker.extract.triple_context.triple_problem` calls).

:mod:`.definite_referents` and :mod:`.anaphoric_definites` catch definite descriptions by
their noun's sense; the checks here catch the anaphors that news prose builds from other
words. Each returns a drop reason (counted in the KG manifest) or ``None``:

* ``unnamed description`` (as :func:`hanker.extract.name_heads.demonym_head` calls a
  demonym head), here in a head or tail, with modifiers or as a possessor: ``the Spaniard``,
  ``the 35-year-old Briton``, ``the Frenchman's header``: a demonym used as a noun stands
  for a person the passage named (a name after it, ``Briton Ana Ruiz``, makes it a title
  and stays);
* ``such points back``: ``no such reports``, ``such a move``, ``the said property``: the
  determiners ``such`` (without an ``as``/``that`` complement) and ``said`` mean "of the kind
  (or the one) just mentioned";
* ``group the passage introduced``: a collective or counted group with no name (``the
  pair``, ``the couple``, ``the duo``, ``the two men``, ``both countries``), in the head, the
  tail or folded into the relation (``remand pair in`` of ``remanded the pair in custody``):
  its members are the people or things the passage listed;
* ``indefinite description of a person``: a head opened by ``a``/``an`` whose noun is a
  person by its sense or by a nationality before an agent noun (``A Dutch pop star``, ``a
  Russian agent``, ``an Ohio state trooper``): the fact is about the person the article names
  elsewhere, and never says who;
* ``definite kind that has a name``: a definite phrase, with no name and nothing after its
  noun, whose noun is a kind of thing that bears a proper name (a work: ``the film``; a
  prize: ``the award``; a business or body: ``the retailers``, ``the department store
  chain``): the one meant is the one the passage named. A work or prize counts only when
  the passage used its noun before (``an innovation award`` ... ``granted the award``); a
  possessor (``the firm's new logo``) reads as clear enough and stays.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.anaphoric_definites import EARLIER_WORDS
from hanker.extract.name_heads import UNNAMED
from hanker.text.nlp import phrase_root, text_tokens
from hanker.text.person_nouns import DEMONYM_NOUNS, PERSON_NOUNS

DEMONYM_PERSON = UNNAMED  # "unnamed description", as name_heads names a demonym head
NAMEABLE_KIND = "definite kind that has a name"
SUCH_REFERENCE = "such points back"
GROUP_ANAPHOR = "group the passage introduced"
INDEFINITE_PERSON = "indefinite description of a person"

# adjectives of nationality that, as the last word of a definite phrase, are a person
_DEMONYM_ENDING = re.compile(r"^[A-Z][a-z]+(?:ian|ean|an|ese|i|ish|ic)$")
_COLLECTIVE = frozenset(
    {"pair", "couple", "duo", "trio", "quartet", "quintet", "twosome", "threesome", "twins"}
)
_COUNTS = frozenset({"two", "three", "four", "five", "six", "both"})
# kinds of entity a counted group ("both countries") stands for, besides person nouns
_ENTITY_KINDS = frozenset(
    {"country", "nation", "state", "city", "team", "club", "side", "party", "company", "firm"}
    | {"government", "leader", "group", "school", "hospital", "family", "league", "brand"}
    | {"organisation", "organization", "network", "retailer", "bank", "airline", "player"}
)
# person nouns the shared lexicon lacks: fame, fandom and force
_MORE_PERSONS = frozenset(
    {"star", "celebrity", "youtuber", "vlogger", "influencer", "rapper", "singer", "actor"}
    | {"agent", "trooper", "soldier", "fan", "attacker", "assailant", "pensioner", "tourist"}
    | {"activist", "campaigner", "blogger", "athlete", "footballer", "cyclist", "dancer"}
)
_AGENT_ENDING = re.compile(r"(?:er|or|ist|ian|ant|ent)$")
_RESTRICTIVE = frozenset({"prep", "relcl", "acl", "appos", "poss", "nummod"})
# kinds of thing that bear a proper name: works and prizes, then businesses and bodies
_WORKS = frozenset(
    {"film", "movie", "book", "novel", "album", "song", "documentary", "play", "award"}
    | {"prize", "trophy", "medal", "painting", "exhibition", "sculpture", "poem", "musical"}
)
_BODIES = frozenset(
    {"company", "firm", "chain", "retailer", "supermarket", "charity", "brand", "label"}
    | {"giant", "airline", "lender", "broadcaster", "insurer", "carrier", "manufacturer"}
    | {"carmaker", "publisher", "outfit", "startup", "conglomerate", "subsidiary"}
)


def passage_referent_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """The drop reason when the head, tail or folded object is an anaphor of one of the kinds
    the module lists, else ``None``."""
    if doc is None:
        return None
    phrases = [text_tokens(head, doc), text_tokens(tail, doc)]
    if any(demonym_person(tokens) for tokens in phrases):
        return DEMONYM_PERSON
    if any(such_reference(tokens) for tokens in phrases):
        return SUCH_REFERENCE
    if any(group_anaphor(tokens) for tokens in phrases) or _folded_group(relation, doc):
        return GROUP_ANAPHOR
    if head.split()[0].lower() in {"a", "an"} and indefinite_person(phrases[0]):
        return INDEFINITE_PERSON
    if any(nameable_kind(tokens, doc) for tokens in phrases):
        return NAMEABLE_KIND
    return None


def nameable_kind(tokens: list[Any], doc: Any) -> bool:
    """A ``the`` phrase of a work, prize or body with no name or post-modifier (see the
    module); a work or prize only when the passage used its noun before."""
    for token in tokens:
        lemma = token.lemma_.lower()
        if token.pos_ != "NOUN" or not token.text.islower() or lemma not in _WORKS | _BODIES:
            continue
        if not _determiner(token, "the") or _restricted(token, tokens) or _named(token, tokens):
            continue
        if any(c.dep_ in _RESTRICTIVE or c.dep_ == "case" for c in token.children):
            continue  # "the film about ...", "the firm's staff": a modifier, or a possessor
        nxt = token.i + 1 < len(token.doc) and token.doc[token.i + 1]
        if nxt and nxt.pos_ == "PROPN":
            continue  # "the film Saving Grace"
        if lemma in _BODIES or _used_before(token, doc):
            return True
    return False


def _named(noun: Any, tokens: list[Any]) -> bool:
    """Whether a name or nationality modifies the noun inside the phrase (``the BBC film``)."""
    inside = {t.i for t in tokens}
    return any(
        t.i in inside and t.i != noun.i and (t.pos_ == "PROPN" or t.ent_type_ or t.text.istitle())
        for t in noun.subtree
        if t.dep_ not in {"det"}
    )


def _used_before(noun: Any, doc: Any) -> bool:
    """Whether the passage's earlier sentences, or this one before the phrase, used the noun."""
    words = getattr(doc, "user_data", {}).get(EARLIER_WORDS, frozenset())
    lemma = noun.lemma_.lower()
    first = min(t.i for t in noun.subtree)
    return lemma in words or any(t.lemma_.lower() == lemma for t in doc if t.i < first)


def demonym_person(tokens: list[Any]) -> bool:
    """Whether a definite phrase ends in (or has as possessor) a nationality noun for one
    person, with no name after it (``the Spaniard``, ``the Welshman's goal``)."""
    for at, token in enumerate(tokens):
        if not _demonym(token) or token.tag_ in {"NNS", "NNPS"}:
            continue
        after = tokens[at + 1] if at + 1 < len(tokens) else None
        possessor = after is not None and after.tag_ == "POS"
        if after is not None and not possessor:
            continue  # "the Spanish coach", "Briton Ana Ruiz": an adjective or a title
        if token.dep_ == "compound":
            continue
        if _determiner(token, "the"):
            return True
    return False


def _demonym(token: Any) -> bool:
    """A nationality word: a demonym noun, or a capitalised nationality (NORP) word."""
    if token.lower_ in DEMONYM_NOUNS:
        return True
    return token.ent_type_ == "NORP" and _DEMONYM_ENDING.match(token.text) is not None


def _determiner(noun: Any, word: str) -> bool:
    """Whether ``noun`` has ``word`` as its determiner."""
    return any(c.dep_ in {"det", "predet"} and c.lower_ == word for c in noun.children)


def such_reference(tokens: list[Any]) -> bool:
    """``such`` before a noun with no ``as``/``that`` complement, or ``the said`` + noun."""
    for at, token in enumerate(tokens):
        if token.lower_ == "such" and token.head.pos_ in {"NOUN", "PROPN"}:
            noun = token.head
            between = noun.doc[token.i + 1 : noun.i]
            if any(t.pos_ == "ADJ" for t in between):
                continue  # "such dangerous places": a degree ("so dangerous"), not a kind
            tail = [t.lower_ for t in noun.doc[noun.i + 1 : noun.i + 8]]
            if "as" not in tail and "that" not in tail and not _as_such(token):
                return True
        said = token.lower_ == "said" and at > 0 and tokens[at - 1].lower_ == "the"
        if said and token.head.pos_ == "NOUN" and token.head.i > token.i:
            return True  # "the said property"
    return False


def _as_such(token: Any) -> bool:
    """``as such``: an adverbial, not a determiner."""
    return token.i > 0 and token.doc[token.i - 1].lower_ == "as"


def group_anaphor(tokens: list[Any]) -> bool:
    """A definite collective (``the pair``) or counted group (``the two men``, ``both
    countries``) with nothing after it that says who."""
    for token in tokens:
        if token.pos_ != "NOUN" or not token.text.islower() or _restricted(token, tokens):
            continue
        if token.lower_ in _COLLECTIVE and _determiner(token, "the"):
            return True
        if _counted_group(token):
            return True
    return False


def _counted_group(noun: Any) -> bool:
    """``the two men``, ``both countries``: a count before a plural person or entity noun."""
    if noun.tag_ != "NNS":
        return False
    lemma = noun.lemma_.lower()
    if lemma not in PERSON_NOUNS and lemma not in _ENTITY_KINDS:
        return False
    counts = [c for c in noun.children if c.lower_ in _COUNTS and c.i < noun.i]
    if not counts:
        return False
    return counts[0].lower_ == "both" or _determiner(noun, "the")


def _restricted(noun: Any, tokens: list[Any]) -> bool:
    """Whether a modifier inside the phrase after the noun, or a name or possessor before it,
    says which ones (``the pair from Leeds``, ``the Smith twins``)."""
    inside = {t.i for t in tokens}
    for child in noun.children:
        if child.i not in inside:
            continue
        if child.dep_ in _RESTRICTIVE and child.lower_ not in _COUNTS:
            return True
        if child.pos_ == "PROPN" or child.ent_type_ in {"PERSON", "ORG", "GPE", "NORP"}:
            return True
    return False


def _folded_group(relation: str, doc: Any) -> bool:
    """A collective noun folded into the relation (``remand pair in``) that in the sentence
    is the verb's object with ``the`` and nothing after it."""
    words = relation.split()[1:]
    return any(
        token.lower_ in _COLLECTIVE
        and token.lower_ in words
        and token.dep_ == "dobj"
        and _determiner(token, "the")
        and not _restricted(token, [token, *token.subtree])
        for token in doc
    )


def indefinite_person(tokens: list[Any]) -> bool:
    """Whether an indefinite phrase's noun (before any preposition) is a person by its sense,
    or an agent noun with a nationality or place before it (``a Russian agent``)."""
    root = phrase_root(tokens) or (tokens[-1] if tokens else None)
    if root is None or root.pos_ not in {"NOUN", "PROPN"} or root.tag_ in {"NNS", "NNPS"}:
        return False
    lemma = root.lemma_.lower()
    if lemma in PERSON_NOUNS or lemma in _MORE_PERSONS:
        return True
    place = any(
        c.ent_type_ in {"NORP", "GPE"} for c in root.children if c.dep_ in {"amod", "compound"}
    )
    return place and root.text.islower() and _AGENT_ENDING.search(lemma) is not None
