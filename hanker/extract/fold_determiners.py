"""Objects folded into a relation without their determiner (spaCy extractor, ``spacy-patterns.v42``).

``Three nurses sued his employer at Acme`` would fold its object into the relation as ``sue
employer at``: the possessive says whose employer it is, and the fact without it says another
thing (the nurses' employer). A folded object loses its determiner, which is harmless for an
article (``shook hands with``, ``agreed to an extension on``) and for a possessive that can be
the subject's own (``Acme moved its factory to``, ``Tom Hale made his debut for``, ``Leeds
celebrate their win at``: the relation is the subject's), but not for one that is someone
else's: another name (``Ann's``), ``my``/``our``/``your``, or ``his``/``her`` of a plural
subject (``three nurses``) or of the owner of a subject the fact names by its appositive
(``Ann's home town, Leeds, shapes her work``: the head is ``Leeds``); nor for a determiner that counts, points or denies (``this``,
``every``, ``some``, ``no``). Such an object is never folded and the fact is dropped
(``object's determiner lost in the relation``).
"""

from __future__ import annotations

from typing import Any

from hanker.text.coref.identity import given_name_gender
from hanker.text.person_nouns import person_word

FOLD_DETERMINER = "object's determiner lost in the relation"

_ARTICLES = frozenset({"a", "an", "the"})
_PERSONAL = frozenset({"his", "her"})
_RELATIVES = frozenset({"who", "which", "that"})


def _subject(verb: Any) -> Any | None:
    """The noun the verb's clause is about: its subject, its first conjunct's or governing
    verb's (``made X and sold his Y``, ``agreed to sell his Y``, ``won, securing her Y``), a
    relative pronoun's antecedent, or the noun a participle hangs on."""
    link = verb
    for _ in range(6):
        subjects = [c for c in link.children if c.dep_ in {"nsubj", "nsubjpass"}]
        if subjects:
            subject = subjects[0]
            if subject.lower_ in _RELATIVES and link.dep_ == "relcl":
                return link.head
            return subject
        if link.dep_ == "acl" and link.head.pos_ in {"NOUN", "PROPN"}:
            return link.head
        if link.dep_ not in {"conj", "xcomp", "advcl"} or link.head.i == link.i:
            return None
        link = link.head
    return None


def _plural(noun: Any) -> bool:
    """A plural noun (not a person's name that ends in ``s``), or one with another conjoined
    to it (``Ann and Tom``)."""
    counted = noun.tag_ in {"NNS", "NNPS"} and noun.ent_type_ != "PERSON"
    return counted or any(c.dep_ == "conj" for c in noun.children)


def _own_possessive(possessor: Any, verb: Any) -> bool:
    """Whether a possessor can be the verb's subject's own: ``its`` and ``their`` (a body, a
    group, a singular ``they``), ``his`` or ``her`` of a subject that is not plural or has a
    named owner (``Ann Roe's novels ... her``), or the subject's own name (``Konta secured
    Konta's place``, as coreference writes it)."""
    subject = _subject(verb)
    if subject is None:
        return False
    if possessor.pos_ != "PRON":
        own = {t.lower_ for t in subject.subtree if t.pos_ == "PROPN"}
        return possessor.pos_ == "PROPN" and possessor.lower_ in own
    if possessor.lower_ in _PERSONAL:  # the subject's, or its owner's: "Ann's novels ... her"
        name = " ".join(t.text for t in subject.subtree) if subject.ent_type_ == "PERSON" else ""
        gender = given_name_gender(name, guess=False) if name else ""
        if gender and gender != ("m" if possessor.lower_ == "his" else "f"):
            return False  # "Tom Hale sued her employer": someone else's
        owners = [c for c in subject.children if c.dep_ == "poss" and c.pos_ == "PROPN"]
        if owners and _renamed(subject):
            return False  # "Ann's home town, Leeds, shapes her work": the head is "Leeds"
        return not _plural(subject) or any(not _plural(o) for o in owners)
    return possessor.lower_ in {"its", "their"}


def _renamed(subject: Any) -> bool:
    """Whether a subject that is no person has a name set beside it (``Ann's home town,
    Leeds, ...``): the fact's head is that name, so a ``his``/``her`` of the subject's owner
    no longer has its owner in the fact."""
    person = subject.ent_type_ == "PERSON" or person_word(subject.text)
    return not person and any(c.dep_ == "appos" for c in subject.children)


def determined_fold(word: Any, verb: Any) -> bool:
    """Whether folding the object noun ``word`` of ``verb`` into the relation would drop what
    its determiner says: a possessor other than the subject, or a determiner other than an
    article."""
    for child in word.children:
        if child.dep_ == "poss" and not _own_possessive(child, verb):
            return True
        if child.dep_ in {"det", "predet"} and child.lower_ not in _ARTICLES:
            return True
    return False


FOLD_MODIFIER = "folded object lost what identifies it"

# adjectives that say which one of its kind the noun is (an "alternative route", the "same
# day"): the bare noun in a relation leaves "which one?" open (an ordinal stays: readers
# take "reached their first final under X" as "reach final under")
_IDENTIFYING = frozenset(
    {"alternative", "other", "another", "same", "different", "separate", "former", "previous"}
    | {"original", "current", "existing", "additional", "further", "extra", "rival"}
    | {"opposite", "particular", "respective", "latter"}
)
_OWN_PHRASES = frozenset({"of", "out"})


def modified_fold(word: Any) -> str | None:
    """``folded object lost what identifies it`` when the object noun ``word`` to fold into a
    relation has an adjective that says which one it is (``prepare an alternative route
    via``, ``took the other road to``) or an ``of``/``out of`` phrase of its own (``took
    control of the port from``): the relation ``prepare route via`` leaves out which route."""
    for child in word.children:
        if child.dep_ == "amod" and child.lower_ in _IDENTIFYING:
            return FOLD_MODIFIER
        if child.dep_ == "prep" and child.lower_ in _OWN_PHRASES:
            return FOLD_MODIFIER
    return None


def fold_problem(word: Any, verb: Any) -> str | None:
    """Why the object noun ``word`` of ``verb`` folds into no relation: its determiner or
    possessive (:func:`determined_fold`) or what identifies it (:func:`modified_fold`)."""
    return FOLD_DETERMINER if determined_fold(word, verb) else modified_fold(word)
