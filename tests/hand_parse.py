"""Parses written out by hand, for rules about parses the tagger gives only on some sentences."""

from __future__ import annotations

from typing import Any

_POS = {"VB": "VERB", "NN": "NOUN", "PR": "PRON", "DT": "DET", "IN": "ADP", "CC": "CCONJ"}
_POS |= {"RB": "ADV", "JJ": "ADJ", "TO": "PART", ".": "PUNCT"}


def hand_parse(
    words: list[str], heads: list[int], deps: list[str], tags: list[str], with_pos: bool = False
) -> Any:
    """A spaCy ``Doc`` with the given heads, dependency labels and tags (and, with
    ``with_pos``, coarse parts of speech read off the tags)."""
    from spacy.tokens import Doc

    from hanker.text.nlp import load_spacy

    pos = [_POS.get(tag[:2], "X") for tag in tags] if with_pos else None
    return Doc(load_spacy().vocab, words=words, heads=heads, deps=deps, tags=tags, pos=pos)
