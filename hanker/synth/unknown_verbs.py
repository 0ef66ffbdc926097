"""The base form of a past verb the lemmatiser does not know, read off the written form.

For a verb outside its tables the rule lemmatiser guesses: ``-ed`` becomes ``-e``, so
"rebranded" gives ``rebrande`` and "crowdfunded" ``crowdfunde``, and a question that needs
the base form ("What did X rebrande?") is garbled. A past form ``S + ed`` has two possible
bases, ``S`` and ``S + e``; the written form decides between them where it can:

* the base that is a known verb, or ends in one (a prefix or a first word before it:
  ``re`` + ``brand``, ``live`` + ``stream``, ``micro`` + ``dose``), wins, the longer known
  ending first;
* else the spelling: a base with no silent ``e`` after two consonants ("friended": no
  ``-nde``) or after two vowels and a plain consonant ("moored": no ``-oore``) is ``S``;
* else the lemmatiser's guess stands.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.text.verb_lemmas import known_verb_lemmas

# a stem that never takes a silent "e": two consonants, the last a plain one ("-nd", "-rm"),
# or two vowels before a plain consonant ("-eam", "-oor"); "-th", "-ng" + e ("breathe",
# "change") and soft "c"/"g"/"s"/"v"/"z" ("dance", "merge", "nurse", "solve") are left out
_NO_SILENT_E = re.compile(r"(?:[^aeiouy][bdfkmnprtwx]|[aeiou]{2}[bdfkmnprtwx])$")
_MIN_KNOWN = 4  # a known ending shorter than this ("dos", "end") is chance


def _known_ending(word: str, known: frozenset[str]) -> int:
    """The length of the longest known verb that ``word`` is or ends in (0 when none)."""
    for start in range(len(word) - _MIN_KNOWN + 1):
        if word[start:] in known:
            return len(word) - start
    return 0


def surface_base(verb: Any) -> str | None:
    """The base of the past verb ``verb`` read off its written form when the lemmatiser does
    not know its lemma (see the module); None when it knows it or the form is no ``-ed``."""
    lemma, surface = verb.lemma_.lower(), verb.lower_
    known = known_verb_lemmas()
    if not known or lemma in known or not surface.endswith("ed") or not surface.isalpha():
        return None
    bare, silent = surface[:-2], surface[:-1]  # "rebrand", "rebrande"
    if lemma not in {bare, silent}:
        return None  # a doubled consonant or "-ied": :mod:`hanker.text.verb_lemmas` mends it
    bare_known, silent_known = _known_ending(bare, known), _known_ending(silent, known)
    if bare_known != silent_known:
        return bare if bare_known > silent_known else silent
    if _NO_SILENT_E.search(bare):
        return bare
    return None
