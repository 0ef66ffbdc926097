"""The base form of a finite verb for do-support ("What does X hope to ...?"), mending the
lemmatiser where it reads a silent ``e`` as an ending (``hopes``/``hoped`` -> ``hop``)."""

from __future__ import annotations

import re
from typing import Any

_SIBILANT_OR_O = ("s", "x", "z", "ch", "sh", "o")
_ONE_SYLLABLE_CVC = re.compile(r"^[^aeiou]*[aeiou][bcdfgkmnprtv]$")


def base_form(verb: Any) -> str:
    """The verb's base form: its lemma, unless the written form shows the lemma lost an ``e``
    (``hopes`` is ``hope`` + s, not ``hop`` + es; ``hoped`` is ``hope`` + d: ``hop`` would
    double its consonant, ``hopped``)."""
    text, lemma = verb.text.lower(), verb.lemma_.lower()
    if verb.tag_ == "VBZ" and text == lemma + "es" and not lemma.endswith(_SIBILANT_OR_O):
        return lemma + "e"
    if verb.tag_ == "VBD" and text == lemma + "ed" and _ONE_SYLLABLE_CVC.match(lemma):
        return lemma + "e"
    return verb.lemma_
