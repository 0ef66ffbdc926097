"""An object kept from doing something (``spacy-patterns.v46``).

``The act stopped 12,000 drivers with suspended licences from renewing their permits``: the
``from`` + gerund says what the object was kept from; without it ``(The act, stop, 12,000
drivers)`` says something else. The parser hangs the ``from`` on the verb, the object or a
noun inside the object's phrase; wherever it hangs, the fact is dropped (``content left
out``).
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
