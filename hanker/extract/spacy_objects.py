"""The objects of a verb for the spaCy extractor: direct, prepositional and adjective objects.

A prepositional object joins the verb's relation (``send within``); a bare direct object joins
it too when the prepositional phrase needs it (``shake hand with``); a date or time keeps the
short object it dates (``become part of Scotland in``); a word of a longer name is never folded
alone into a relation (no ``(X, meet biden in, Y)``, ``speak to time on`` of ``Question
Time``): its whole short phrase is, as written, or the fact is dropped; nor is one with a
possessive or a determiner that counts (:mod:`.fold_determiners`). Candidates that would not stand alone
on prose are dropped and counted (:mod:`hanker.extract.prose_checks`).
"""

from __future__ import annotations

from typing import Any

from hanker.extract.adjunct_tails import adjunct_tail_problem
from hanker.extract.base import ExtractionStats
from hanker.extract.chain_checks import chained_object_problem
from hanker.extract.fact_checks import after_dash, particle_relation
from hanker.extract.fold_determiners import fold_problem
from hanker.extract.gerund_objects import gerund_objects, is_gerund_object
from hanker.extract.head_checks import fronted_origin
from hanker.extract.member_lists import member_objects
from hanker.extract.misread_clauses import GAPPED_SUBJECT, gapped_subject
from hanker.extract.name_checks import NAME_SPLIT, split_name
from hanker.extract.prose_checks import (
    dated_object,
    object_problem,
    prepositional_problem,
    split_noun,
)
from hanker.extract.self_contained import folded_problem, hyphen_word, named_fold
from hanker.extract.spacy_phrases import expand_conj
from hanker.extract.value_phrases import numeric_object

NAME_FOLDED = "name object left out of the relation"


def object_context(verb: Any) -> str | None:
    """What a time attached to ``verb`` is about: its object's noun (``factory``), else its first
    prepositional object that is no time (``to extension``)."""
    word = object_word(verb)
    if word is None:
        return None
    noun = str(word.text if word.pos_ == "PROPN" else word.lemma_.lower())  # "born in Dhaka on"
    if word.dep_ == "dobj":
        return noun
    number = numeric_object(word)  # "rose to 6.1% in May": "rise to 6.1% in", not "to %"
    return number or f"{word.head.lower_} {noun}"


def object_word(verb: Any) -> Any | None:
    """The noun :func:`object_context` reads: the verb's direct object, else its first
    prepositional object that is no time."""
    for child in verb.children:
        if child.dep_ == "dobj":
            return child
    for child in verb.children:
        if child.dep_ != "prep" or fronted_origin(verb, child) is not None:
            continue
        for pobj in child.children:
            if (
                pobj.dep_ == "pobj"
                and pobj.ent_type_ not in {"DATE", "TIME"}
                and not after_dash(pobj)
            ):
                return pobj
    return None


def unfolded_object(verb: Any, prep: Any, value: Any) -> str | None:
    """``name object left out of the relation`` when a value in the verb's ``prep`` phrase
    would give a fact without the name the clause cannot fold into its relation (``stabbed
    Cambridge University graduates in 2019``), else None."""
    word = object_word(verb)
    if word is None or word.i == value.i or any(word.i == t.i for t in prep.subtree):
        return None
    dated = value.ent_type_ in {"DATE", "TIME"} and prep.lower_ in {"in", "on", "at", "during"}
    if word.dep_ != "dobj" and not dated:
        return None
    return NAME_FOLDED if is_name_word(word) or named_fold(word) else folded_problem(word)


_NOT_IN_NAME = frozenset({"relcl", "acl", "ccomp", "advcl", "appos", "conj", "cc"})


def whole_name_object(word: Any) -> str | None:
    """The whole short phrase of a name object, as written, to fold into a relation in place of
    its one word (``with the Lotus Literature Award``, ``Dr Gilby``); None when it is long,
    holds a clause or a pronoun, or is a name the parse cut from its noun."""
    if split_noun(word):
        return None  # "stabbed Cambridge University graduates"
    tokens = sorted(word.subtree, key=lambda t: t.i)
    if len(tokens) > 6 or any(
        t.dep_ in _NOT_IN_NAME
        or (t.pos_ == "PRON" and t.dep_ != "poss")
        or t.text in {",", ";", "(", ")", '"'}
        for t in tokens
    ):
        return None
    text = str(word.doc[tokens[0].i : tokens[-1].i + 1].text)
    return f"{word.head.lower_} {text}" if word.dep_ == "pobj" else text


def is_name_word(token: Any) -> bool:
    """A word of a name of several words (``Gilby`` of ``Dr Gilby``, ``Time`` of ``Question
    Time``, ``University`` of ``Cambridge University graduates``) or a name that goes on past
    the object (``Help`` of ``Help for Heroes``): no word to fold into a relation. A name of one
    word (``sent to Ukraine in 2022``) folds whole."""
    doc = token.doc
    capital = token.pos_ == "PROPN" or (token.text[:1].isupper() and token.i > token.sent.start)
    if not capital:
        return False
    if any(
        c.dep_ in {"compound", "poss", "nmod", "flat"} and c.text[:1].isupper()
        for c in token.children
    ):
        return True
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    prev = doc[token.i - 1] if token.i > 0 else None
    return any(
        t is not None and t.is_alpha and t.text[:1].isupper() and t.i > token.sent.start
        for t in (prev, nxt)
    ) or token.dep_ in {"compound", "nmod"}


_CLAUSE_DEPS = frozenset(
    {"dobj", "nsubj", "nsubjpass", "ccomp", "xcomp", "attr", "dative", "acomp"}
)


def bare_gerund(token: Any) -> bool:
    """A gerund with no object of its own after a preposition (``in writing``): read as a noun,
    however the parser tags it."""
    return (
        token.dep_ in {"pcomp", "pobj"}
        and token.tag_ == "VBG"
        and not any(c.dep_ in _CLAUSE_DEPS for c in token.children)
    )


def prep_objects(prep: Any, agreement: bool) -> list[Any]:
    """The objects of a preposition: its ``pobj``, in an agreement a bare gerund (``in
    writing``), in prose a gerund phrase (``accused of stealing cars``, :mod:`.gerund_objects`)."""
    return [
        c
        for c in prep.children
        if c.dep_ == "pobj"
        or (agreement and bare_gerund(c))
        or (not agreement and is_gerund_object(c))
    ]


class ObjectsMixin:
    """``_objects`` of :class:`hanker.extract.spacy_patterns.SpacyExtractor`."""

    stats: ExtractionStats

    def _noun_after(self, prep: Any) -> Any | None:
        """The noun phrase right after a preposition the parser left without an object."""
        doc = prep.doc
        for token in doc[prep.i + 1 : min(prep.i + 6, len(doc))]:
            if token.is_punct or token.pos_ in {"DET", "ADJ", "NUM"}:
                continue
            if token.pos_ in {"NOUN", "PROPN"} or bare_gerund(token):
                return token
            return None
        return None

    def _objects(self, token: Any, relation: str, agreement: bool) -> list[tuple[str, Any]]:
        """(relation, object token) pairs: direct objects, prepositional objects, adjective preps."""
        if not agreement and split_name(token):  # "founded Help for Heroes" read as two
            self.stats.drop(NAME_SPLIT)
            return []
        objects: list[tuple[str, Any]] = []
        dangling = next(
            (
                c.text.lower()
                for c in token.children
                if c.dep_ == "prep"
                and not any(g.dep_ == "pobj" for g in c.children)
                and not gerund_objects(c)  # "accused of stealing cars": no dangling "of"
            ),
            None,
        )
        direct = object_context(token)
        for child in token.children:
            if not agreement and (
                child.dep_ == "acomp" or (child.dep_ == "oprd" and child.pos_ == "ADJ")
            ):  # "is responsible for X", "was found guilty of X"
                for prep in (c for c in child.children if c.dep_ == "prep"):
                    rel = f"{relation} {child.text.lower()} {prep.text.lower()}"
                    objects.extend(
                        (rel, o) for c in prep.children if c.dep_ == "pobj" for o in expand_conj(c)
                    )
                if not any(c.dep_ == "prep" for c in child.children):
                    objects.append((relation, child))
            elif child.dep_ in {"dobj", "attr", "oprd", "dative", "acomp"}:
                problem = object_problem(token, child, agreement)
                if problem is not None:
                    self.stats.drop(problem)
                    continue
                objects.extend(self._listed_objects(token, child, relation, agreement))
            elif child.dep_ == "prep" and child.text.lower() == dangling:
                orphan = self._noun_after(child)
                if orphan is not None and not any(
                    c.dep_ == "conj" and c.pos_ in {"NOUN", "PROPN"} for c in token.children
                ):
                    objects.append((f"{relation} {dangling}", orphan))
            elif child.dep_ == "conj" and child.pos_ in {"NOUN", "PROPN"}:
                # "is governed by, and interpreted under, the laws of X": the object hangs off as a conjunct
                objects.extend(self._conjunct_object(token, child, relation, dangling, agreement))
            elif child.dep_ in {"prep", "agent"}:
                objects.extend(self._prep_objects(token, child, relation, direct, agreement))
        return objects if agreement else self._chain_checked(token, relation, objects)

    def _listed_objects(
        self, verb: Any, predicate: Any, relation: str, agreement: bool
    ) -> list[tuple[str, Any]]:
        """(relation, item) per item of a direct object or predicate; a list of the members of
        a plural subject is written with ``include`` or dropped (:mod:`.member_lists`)."""
        items = expand_conj(predicate)
        if agreement:
            return [(relation, item) for item in items]
        members, listed = member_objects(verb, predicate, relation, items)
        if listed:  # member_lists: "The founders were A, B and C"
            self.stats.drop(listed, len(items))
        return members

    def _conjunct_object(
        self, verb: Any, noun: Any, relation: str, dangling: str | None, agreement: bool
    ) -> list[tuple[str, Any]]:
        """The (relation, object) of a noun hung on the verb as a conjunct, or none (counted)."""
        if dangling or agreement:
            return [(f"{relation} {dangling}" if dangling else relation, noun)]
        if gapped_subject(verb, noun):  # "Ana kept hers ...; and Ben, because ...": misread_clauses
            self.stats.drop(GAPPED_SUBJECT)
            return []
        rel = noun_conjunct_relation(verb, noun, relation)
        if rel is None:
            self.stats.drop(CONJUNCT_OF_WHICH)
            return []
        return [(rel, noun)]

    def _chain_checked(
        self, token: Any, relation: str, objects: list[tuple[str, Any]]
    ) -> list[tuple[str, Any]]:
        """The objects that :func:`chained_object_problem` and :func:`adjunct_tail_problem`
        keep; the others counted."""
        kept = []
        for rel, obj in objects:
            problem = chained_object_problem(token, obj)
            problem = problem or adjunct_tail_problem(token, obj, relation, rel)
            if problem is None:
                kept.append((rel, obj))
            else:
                self.stats.drop(problem)
        return kept

    def _prep_objects(
        self, token: Any, prep: Any, relation: str, direct: str | None, agreement: bool
    ) -> list[tuple[str, Any]]:
        """(relation, object) pairs of one prepositional phrase of the verb ``token``."""
        origin = None if agreement else fronted_origin(token, prep)
        if origin is not None:  # "Originally from X, S taught ...": where S comes from
            return [(origin, c) for c in prep.children if c.dep_ == "pobj"]
        problem = prepositional_problem(token, prep, agreement) if prep.dep_ == "prep" else None
        folded = relation if agreement else particle_relation(token, prep, relation)
        if folded is None:  # "cling on to ... from a hard season": no "cling from"
            lost = sum(1 for c in prep.children if c.dep_ == "pobj")
            if lost:
                self.stats.drop("particle left out of the relation", lost)
            return []
        relation = folded
        pobjs = prep_objects(prep, agreement)
        dated = None if agreement or problem == "content left out" else dated_object(token, pobjs)
        if dated is not None:  # "became part of Scotland in 1472": the date with what it dates
            rel = f"{relation} {dated} {prep.text.lower()}"
            return [(rel, o) for p in pobjs for o in expand_conj(p)]
        if problem is not None:
            self.stats.drop(problem, len(pobjs))
            return []
        objects: list[tuple[str, Any]] = []
        for pobj in pobjs:
            rel = f"{relation} {prep.text.lower()}"
            if (
                not agreement
                and prep.dep_ == "prep"
                and direct is not None
                and (
                    " " not in direct
                    or (
                        pobj.ent_type_ in {"DATE", "TIME"}
                        and prep.lower_ in {"in", "on", "at", "during"}
                    )
                )
            ):
                # the object says what the prepositional phrase is about: "shook hands
                # with X" -> "shake hand with"; a time alone says little: "agreed to an
                # extension on Monday" -> "agree to extension on"
                rel = f"{relation} {direct} {prep.text.lower()}"
                word = object_word(token)
                if word is not None and folded_problem(word):  # "counter" of "counter-attack"
                    rel = f"{relation} {hyphen_word(word)} {prep.text.lower()}"
                elif word is not None and (is_name_word(word) or named_fold(word)):  # "in area"
                    whole = whole_name_object(word)  # "contact Dr Gilby about"
                    if whole is None:
                        self.stats.drop(NAME_FOLDED, len(expand_conj(pobj)))
                        continue
                    rel = f"{relation} {whole} {prep.text.lower()}"
                elif word is not None and (unfolded := fold_problem(word, token)):  # "his employer"
                    self.stats.drop(unfolded, len(expand_conj(pobj)))  # "an alternative"
                    continue
            objects.extend((rel, o) for o in expand_conj(pobj))
        return objects


CONJUNCT_OF_WHICH = "noun conjunct of a verb: whose object?"


def noun_conjunct_relation(verb: Any, noun: Any, relation: str) -> str | None:
    """The relation of a noun the parser made a conjunct of ``verb`` (``X called for an end to
    A and a transition to B``: ``transition`` hangs on ``called``): the conjunct shares the
    object slot before it. After a direct object, the verb's relation; after one
    prepositional object, the relation with that preposition (``call for``); after several,
    or none, whose conjunct it is cannot be known (None)."""
    before = [c for c in verb.children if c.i < noun.i]
    reflexive = {"myself", "yourself", "himself", "herself", "itself", "ourselves", "themselves"}
    if any(c.dep_ in {"dobj", "attr", "oprd"} and c.lower_ not in reflexive for c in before):
        return relation  # not "bracing themselves for X and Y": the reflexive is no slot
    preps = [c for c in before if c.dep_ == "prep" and any(g.dep_ == "pobj" for g in c.children)]
    if len(preps) == 1:
        return f"{relation} {preps[0].text.lower()}"
    return None
