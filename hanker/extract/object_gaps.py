"""Objects that leave out what the verb is about (``spacy-patterns.v46``).

* An object kept from doing something:
``The act stopped 12,000 drivers with suspended licences from renewing their permits``: the
``from`` + gerund says what the object was kept from; without it ``(The act, stop, 12,000
drivers)`` says something else. The parser hangs the ``from`` on the verb, the object or a
noun inside the object's phrase; wherever it hangs, the fact is dropped (``content left
out``).
* An object with a reflexive ``for`` phrase (``made a name for himself in the crime genre``)
  is an idiom: no fact of the verb (``idiom with its reflexive left out``; ``v47``).
* A person asked, told or urged, with nothing said of what: ``Ana Ruiz asks the BBC's Tom
  Lee`` (a photo caption) gives no ``(Ana Ruiz, ask, the BBC's Tom Lee)``: the request is the
  fact, and it is missing (``content left out``).
"""

from __future__ import annotations

from typing import Any


def from_gerund_after(verb: Any, obj: Any) -> bool:
    """Whether a ``from`` + gerund after the object completes the verb (``kept the rivals from
    merging``, ``barred 300 traders with debts from bidding``), wherever the parser hung it:
    without it the fact says the opposite or nothing."""
    for token in verb.doc[obj.i + 1 : verb.right_edge.i + 1]:
        if token.lower_ != "from" or not any(
            c.dep_ == "pcomp" and c.tag_ == "VBG" for c in token.children
        ):
            continue
        owner = token.head
        while owner.i != verb.i and owner.pos_ not in {"VERB", "AUX"} and owner.head.i != owner.i:
            owner = owner.head
        if owner.i == verb.i:
            return True  # hung on the verb, the object or a noun inside the object's phrase
    return False


# verbs of saying to someone whose point is what was said
_ADDRESSING = frozenset({"ask", "tell", "urge", "inform", "warn", "remind", "assure", "advise"})
_CONTENT = frozenset({"ccomp", "xcomp", "dative", "prep", "dobj", "advcl", "oprd", "attr"})


def bare_address(verb: Any, obj: Any) -> bool:
    """Whether ``verb`` addresses a person (its object) with no word of what it said."""
    if verb.lemma_.lower() not in _ADDRESSING or obj.ent_type_ not in {"PERSON", "ORG"}:
        return False
    return not any(c.dep_ in _CONTENT and c.i != obj.i for c in verb.children)


REFLEXIVE_IDIOM = "idiom with its reflexive left out"
_REFLEXIVES = frozenset({"himself", "herself", "themselves", "itself", "oneself", "myself"})
# nouns of idioms with a reflexive: "make a name / carve a niche / build a life for oneself"
_IDIOM_OBJECTS = frozenset(
    {"name", "niche", "reputation", "career", "place", "life", "home", "following", "fortune"}
    | {"legacy", "space", "path", "role", "identity", "living", "future"}
)


def reflexive_idiom_problem(verb: Any) -> str | None:
    """``made a name for himself in X``, ``carved out a niche for herself``: an object with a
    reflexive ``for`` phrase is an idiom whose facts (``make | a name``, ``make name in | X``)
    say nothing without it."""
    reflexive = any(
        child.dep_ == "prep"
        and child.lower_ == "for"
        and any(g.dep_ == "pobj" and g.lower_ in _REFLEXIVES for g in child.children)
        for child in verb.children
    )
    idiom = any(c.dep_ == "dobj" and c.lemma_.lower() in _IDIOM_OBJECTS for c in verb.children)
    return REFLEXIVE_IDIOM if reflexive and idiom else None
