"""Titles whose possessor the ``title`` fact would leave out (``spacy-patterns``, round 35).

A role written before a name often says whose role it is with a possessor in front of it:
``the guild's Home Office liaison Ann Roe``. The title fact keeps only the words after the
possessor, (Ann Roe, title, Home Office liaison), and then reads as the officer of the body
the title names, while she is the guild's. So a title right after a common noun's ``'s``
that holds the full name of a body (two or more words tagged an organisation; not one
department word, ``Interior Minister``) gives no fact (the reason ``title of a possessor it
leaves out``). A title after a common noun's ``'s`` with no body named in it (``the club's
manager Ann Roe``) still reads as the role it is, a possessor that is a name (``Acme's chief
executive``, ``Japan's Foreign Minister``) stays as it was, and one after a possessive
pronoun is a role of someone unnamed (:mod:`.relational_nouns`).
"""

from __future__ import annotations

from typing import Any

OWNED_TITLE = "title of a possessor it leaves out"
_POSSESSIVE_MARKS = frozenset({"'s", "’s", "'", "’"})


def possessor_left_out(doc: Any, first: int, end: int) -> bool:
    """Whether the title ``doc[first:end]`` follows a common noun's ``'s`` and names a body
    in two or more words (``the guild's Home Office liaison``)."""
    if first < 2:
        return False
    before, owner = doc[first - 1], doc[first - 2]
    if before.lower_ not in _POSSESSIVE_MARKS or before.tag_ != "POS":
        return False
    if owner.pos_ != "NOUN" or owner.ent_type_:
        return False  # "Acme's chief executive", "Japan's Foreign Minister": a named owner
    bodies = [e for e in doc[first:end].ents if e.label_ == "ORG" and len(e) >= 2]
    return bool(bodies)  # "Interior Minister": a department's word, no body
