"""The base form of a finite verb for do-support ("What does X hope to ...?"), mending the
lemmatiser where it reads a silent ``e`` as an ending (``hopes``/``hoped`` -> ``hop``)."""

from __future__ import annotations

import re
from typing import Any

from hanker.synth.unknown_verbs import surface_base

_SIBILANT_OR_O = ("s", "x", "z", "ch", "sh", "o")
_ONE_SYLLABLE_CVC = re.compile(r"^[^aeiou]*[aeiou][bcdfgkmnprtv]$")


def base_form(verb: Any) -> str:
    """The verb's base form: its lemma, unless the written form shows the lemma lost an ``e``
    (``hopes`` is ``hope`` + s, not ``hop`` + es; ``hoped`` is ``hope`` + d: ``hop`` would
    double its consonant, ``hopped``); a past verb the lemmatiser does not know is read off
    its written form (``rebranded``: ``rebrand``, not ``rebrande``)."""
    text, lemma = verb.text.lower(), verb.lemma_.lower()
    derived = surface_base(verb) if verb.tag_ == "VBD" else None
    if derived is not None:
        return derived
    if verb.tag_ == "VBZ" and text == lemma + "es" and not lemma.endswith(_SIBILANT_OR_O):
        return lemma + "e"
    if verb.tag_ == "VBD" and text == lemma + "ed" and _ONE_SYLLABLE_CVC.match(lemma):
        return lemma + "e"
    return verb.lemma_


# Verbs whose complement is a bare infinitive that the tagger often reads as a present verb:
# "she helped refugees flee Europe", "they made him resign", "fans watched Ana score".
_BARE_INFINITIVE_HEADS = frozenset(
    {"help", "make", "let", "see", "watch", "hear", "feel", "notice", "have", "bid"}
)


def complement_tense(verb: Any) -> str | None:
    """The tense tag a bare-infinitive complement takes from the verb it completes ("she helped
    refugees flee Europe": "flee" is past, so "What did the refugees flee?"); ``None`` for any
    other verb, which keeps its own tense."""
    head = verb.head
    if verb.tag_ not in {"VB", "VBP"} or verb.dep_ not in {"ccomp", "xcomp"} or head == verb:
        return None
    if head.lemma_.lower() not in _BARE_INFINITIVE_HEADS or head.pos_ not in {"VERB", "AUX"}:
        return None
    if any(c.dep_ in {"aux", "auxpass", "mark"} or c.tag_ == "TO" for c in verb.children):
        return None
    if any(c.dep_ in {"aux", "auxpass"} for c in head.children):
        return None  # "will help them flee": the complement's time is the modal's
    return head.tag_ if head.tag_ in {"VBD", "VBZ", "VBP"} else None


_SINGULAR_AUX = {"are": "is", "were": "was", "have": "has", "do": "does", "'re": "is", "'ve": "has"}


def third_singular(verb: Any) -> str:
    """The third person singular of a plural present or past verb ("care" -> "cares", "are"
    -> "is", "were" -> "was"), for a question whose "who"/"what" stands for a plural subject."""
    text = verb.text.lower()
    if text in _SINGULAR_AUX:
        return _SINGULAR_AUX[text]
    if verb.tag_ != "VBP":
        return verb.text
    if text.endswith(_SIBILANT_OR_O):
        return text + "es"
    if len(text) > 1 and text.endswith("y") and text[-2] not in "aeiou":
        return text[:-1] + "ies"
    return text + "s"


def agree_with_wh(parts: list[Any], verb: Any) -> list[Any]:
    """A subject question's words with its finite verb made singular ("Who cares for ...?"
    for "Healthcare workers care for ..."): the first auxiliary of the verb, or the verb."""
    for k, part in enumerate(parts):
        if isinstance(part, str):
            continue
        own_aux = part.head == verb and part.dep_ in {"aux", "auxpass"} and part.i < verb.i
        if part.tag_ == "MD" and own_aux:
            return parts  # "Who will ...": no agreement to make
        if own_aux or part == verb:
            plural = part.tag_ == "VBP" or part.lower_ == "were"
            return [*parts[:k], third_singular(part), *parts[k + 1 :]] if plural else parts
    return parts


_PLURAL_PRONOUNS = frozenset({"we", "they", "you", "i"})


def plural_present(verb: Any) -> bool:
    """A finite present verb of a plural subject that the tagger gave the base-form tag (``VB``
    for ``VBP``), mostly after a comma-set clause (``Android phones, which are cheaper, make up
    80% ...``): no auxiliary, no ``to``, a plural noun or plural pronoun as its subject. Such a
    verb takes ``do`` in a question like any plural present. Only a main clause's verb: a bare
    infinitive after ``see``, ``help``, ``let`` (``saw the Greens gain ten seats``) has a
    subject and the ``VB`` tag too, and is no present."""
    if verb.tag_ != "VB" or verb.dep_ not in {"ROOT", "conj"}:
        return False  # "saw the Greens gain", "helped farmers sell": a bare infinitive
    if verb.dep_ == "conj" and verb.head.dep_ != "ROOT":
        return False
    if any(c.dep_ in {"aux", "auxpass", "mark"} or c.tag_ in {"TO", "MD"} for c in verb.children):
        return False
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) != 1 or subjects[0].i > verb.i:
        return False
    subject = subjects[0]
    return subject.tag_ in {"NNS", "NNPS"} or subject.lower_ in _PLURAL_PRONOUNS


def bare_infinitive(verb: Any) -> bool:
    """A base-form verb with no auxiliary, modal or ``to``, other than a misread plural present:
    the bare infinitive of ``helped Chelsea win``, whose tense a subject question cannot show
    ("Who win ...?")."""
    if verb.tag_ != "VB" or plural_present(verb):
        return False
    return not any(c.dep_ in {"aux", "auxpass"} or c.tag_ in {"MD", "TO"} for c in verb.children)
