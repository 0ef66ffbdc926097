"""Names of places the tagger read as a person (``rules-coref``, round 35).

The small entity tagger sometimes files a place whose name has a word that marks a place as a
person: ``Born in Ashford, County Marlow, ...`` with ``County Marlow`` tagged PERSON. One PERSON
tag made the name a person for the whole document, and its last word a person's lone surname
(:class:`hanker.text.coref.identity.People`), so every ``Marlow`` tagged a place became a
person and a ``she`` after ``the Marlow singer`` could be replaced by the town's name. A name
opened or closed by a word that marks a place (``County``, ``Lake``, ``Mount``, ``Fort``,
``River``, ``Province``, ``Street``: a small closed class of geographic kinds) names no
person, whatever its tag (:func:`names_a_place`).
"""

from __future__ import annotations

import re

# (not words that are also given names or surnames: River Keane, Ricki Lake, Michael Bay)
_LEADING = frozenset(
    {*("county", "province", "prefecture", "lake", "loch", "lough", "mount", "mt"), "fort", "port"}
    | {"cape", "isle", "gulf", "canton", "oblast", "governorate"}
)
_TRAILING = frozenset(
    {*("county", "province", "prefecture", "river", "island", "islands", "valley"), "oblast"}
    | {"street", "road", "avenue", "square", "mountains", "district", "governorate"}
)


def names_a_place(name: str) -> bool:
    """Whether a name of two or more words starts or ends with a word that marks a place
    (``County Marlow``, ``Mount Edlin``, ``Varn River``, ``Holm Street``)."""
    words = re.findall(r"[A-Za-z][\w'’.-]*", name)
    if len(words) < 2:
        return False
    first, last = words[0].lower().rstrip("."), words[-1].lower()
    return first in _LEADING or last in _TRAILING
