"""A reduced participle after the noun of an ``of`` phrase (``spacy-patterns.v48``).

In ``a survey of the canal route, made by the chief engineer`` the participle may describe
either noun, and here it describes the survey; the parser hangs it on the nearer one, the
object of ``of``, and the fact ``(the canal route, be made by, the chief engineer)`` is
false. When a participle set off by a comma hangs on the object of an ``of`` phrase whose
own noun is a common noun, and both are common nouns (a name after ``of``, ``the city of
Dublin, located in``, is the one described), which noun it describes is not known: the fact is dropped
(``participle of an of-phrase, owner unclear``). A participle hung on the outer noun (the
fact's head is then the whole phrase, ``the painting of the Duke, commissioned by X``) is
kept.
"""

from __future__ import annotations

from typing import Any

OF_PARTICIPLE = "participle of an of-phrase, owner unclear"


def of_participle_problem(verb: Any) -> str | None:
    """Why the fact's participle (its verb found in the parse) may belong to the noun before
    ``of`` (see the module), or None."""
    doc = verb.doc
    if verb.dep_ != "acl" or verb.tag_ != "VBN" or verb.i == 0 or doc[verb.i - 1].text != ",":
        return None
    noun = verb.head
    if noun.dep_ != "pobj" or noun.head.lower_ != "of" or noun.pos_ != "NOUN":
        return None  # "the backstory of Willy Wonka, played by X": a name is described
    outer = noun.head.head
    return OF_PARTICIPLE if outer.pos_ == "NOUN" else None
