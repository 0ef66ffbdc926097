"""A tail cut inside a coordination of modifiers (``modifier_coordination``)."""

from __future__ import annotations

from typing import Any

from hanker.extract.tail_complements import checked_gerund_tail
from tests.hand_parse import hand_parse


def _known_for(second: str, second_tag: str, second_dep: str, second_head: int) -> Any:
    """``Ana Roe is known for painting <first> and <second> vivid portraits .``, with the
    parse the tagger gives some such sentences: ``<first>`` the gerund's object."""
    words = ["Ana", "Roe", "is", "known", "for", "painting", "gloomy", "and", second]
    words += ["vivid", "portraits", "."]
    heads = [1, 3, 3, 3, 3, 4, 5, 5, second_head, 10, 5, 3]
    deps = ["compound", "nsubjpass", "auxpass", "ROOT", "prep", "pcomp", "dobj", "cc"]
    deps += [second_dep, "amod", "conj", "punct"]
    tags = ["NNP", "NNP", "VBZ", "VBN", "IN", "VBG", "VBG", "CC", second_tag, "JJ", "NNS", "."]
    return hand_parse(words, heads, deps, tags, with_pos=True)


def test_gerund_tail_cut_at_first_modifier_is_dropped() -> None:
    doc = _known_for("deeply", "RB", "advmod", 9)
    start, end, problem = checked_gerund_tail(doc[5])
    assert doc.text[start:end] == "painting gloomy"
    assert problem == "tail cut inside its modifiers"


def test_gerund_object_before_a_plain_noun_conjunct_stays() -> None:
    doc = _known_for("some", "DT", "det", 10)  # "... gloomy and some vivid portraits"
    assert checked_gerund_tail(doc[5])[2] is None
