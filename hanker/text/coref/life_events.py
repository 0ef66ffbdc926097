"""Names that live a person's life, whatever the tagger calls them (``rules-coref``).

The small entity tagger files many names it has not seen as a body or a place: ``Orla Vessey``
tagged ORG, ``Tamsin`` tagged GPE. A pronoun never stands for a body or a place, so the
biography that follows (``Her first studio ...``, ``She later taught ...``) lost its subject,
or went to another person named nearby. The verb often says what the name is: only a person
is born, marries, divorces or dies (``Orla Vessey was born in Cork``, ``Tamsin married a
sculptor``, ``Orla Vessey retired in 2001``): such a name is a person of unknown gender for
the pronoun resolver (:func:`lives_a_life`), and stays one for the whole document
(:func:`hanker.text.coref.tagged_kinds.document_people`).

Only a singular name counts (``Afghans died``: a people; but ``Corin Walls``, a singular word
before a surname that reads as a plural, is one person), not under a negation, and not a
``retire`` with an object (``Acme retired the model``: a company's act) nor ``born`` of an
origin (``Acme was born out of a garage``).
"""

from __future__ import annotations

from typing import Any

_TAGS = frozenset({"ORG", "GPE", "LOC", "FAC"})  # a name that is a person's reads as these
_LIFE_VERBS = frozenset({"marry", "divorce", "die", "retire", "wed"})
_ORIGINS = frozenset({"of", "from", "out"})  # "born out of a merger": an origin, no birth


def lives_a_life(ent: Any) -> bool:
    """Whether a name tagged a body or a place is the subject of a verb only a person's life
    has: ``X was born``, ``X married``, ``X divorced``, ``X died``, ``X retired`` (see the
    module)."""
    return ent.label_ in _TAGS and life_subject(ent)


def life_subject(ent: Any) -> bool:
    """Whether the name, whatever its tag, is the subject of a verb of a person's life (see
    :func:`lives_a_life`)."""
    root = getattr(ent, "root", None)  # (a stand-in entity without a parse has none)
    if root is None:
        return False
    verb = root.head
    plural = root.tag_ in {"NNS", "NNPS"} and not _given_and_surname(ent)
    if plural or verb.pos_ not in {"VERB", "AUX"}:
        return False
    if any(c.dep_ == "neg" for c in verb.children):
        return False
    lemma = verb.lemma_.lower()
    if root.dep_ == "nsubjpass" and lemma == "bear":
        return not any(c.dep_ in {"prep", "prt"} and c.lower_ in _ORIGINS for c in verb.children)
    if root.dep_ != "nsubj" or lemma not in _LIFE_VERBS:
        return False
    return not (lemma == "retire" and any(c.dep_ == "dobj" for c in verb.children))


def _given_and_surname(ent: Any) -> bool:
    """Whether the name is two or three capitalised words whose first is a singular proper
    noun (``Corin Walls``): one person even where the last word reads as a plural."""
    words = list(ent)
    return (
        2 <= len(words) <= 3 and words[0].tag_ in {"NNP", "NN"} and all(w.is_title for w in words)
    )
