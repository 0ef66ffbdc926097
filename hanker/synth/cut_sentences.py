"""A sentence cut off before what its last words need (``template.v45``).

A source sentence can end where a list, a quotation or a clause was set out on the next line:
"In 1990 the governor declared in a message to the assembly that-", "The mayor outlined the
steps the city is taking, which include:". The words before the cut still need their
complement (a ``that`` clause, the object of "include", what was said), so a question on the
sentence either lacks it ("Who declared in a message to the assembly in 1990?": declared
what?) or keeps a dangling fragment in its answer. Every case of such a sentence is rejected
(``sentence cut before its complement``). A label before a colon ("The Welsh word for
bridge is pont (pronunciation:") ends on a noun and is not cut in this sense.
"""

from __future__ import annotations

import re

from hanker.synth import clause as cl

_TRAILING_CUT = re.compile(r"\s*[-–—:]+\s*$")
# parts of speech that need what comes after them: a complementiser, a verb, a preposition
_NEEDY = frozenset({"SCONJ", "VERB", "AUX", "ADP", "DET", "PRON", "CCONJ"})


def cut_sentence(sentence: str) -> str | None:
    """Why the sentence's last words lack their complement (a dash or colon after a
    complementiser, verb or preposition), or None."""
    if not _TRAILING_CUT.search(sentence):
        return None
    words = [t for t in cl.parse(_TRAILING_CUT.sub("", sentence)) if not t.is_punct]
    if words and words[-1].pos_ in _NEEDY:
        return "sentence cut before its complement"
    return None
