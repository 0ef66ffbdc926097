"""The case of a sentence's first word once a question moves it inside (``template.v14``).

A question puts the clause's subject after its auxiliary (``By what have coastal areas been
hit?``), so the capital the first word had at the start of the sentence must go, unless the
word is part of a name. The parse of a sentence's first word is the least sure: the tagger
often calls a capitalised adjective or participle there a name (``Coastal areas ...`` tagged
an organisation, ``Filming for X ...`` a work of art). A word the tagger gives a part of
speech names do not have (adjective, verb, adverb) and that is built like a common word
(``-al``, ``-ing``, ``-ly``, ...) is lower-cased unless it is tagged a person, place or
nationality; a name the tagger calls an adjective (``Greenpeace activists``) keeps its capital,
and so does a word the tagger calls a common noun right before the proper noun it modifies
(``Ashby FC``: the word is part of the name), as does one that opens a title-case name
through a small word (``Action on Smoking and Health``). A word the tagger misread is a name
when it heads the subject as a bare adjective or is written with its capital again later in
the sentence.
"""

from __future__ import annotations

from typing import Any

from hanker.text.quantifiers import QUANTIFIERS

VALUE_ENTITIES = frozenset(
    {"", "DATE", "TIME", "CARDINAL", "ORDINAL", "QUANTITY", "PERCENT", "MONEY"}
)
_NEVER_NAMES = frozenset({"ADJ", "VERB", "ADV"})
_QUANTIFIERS = QUANTIFIERS | {"more", "other", "such"}
_NAME_KINDS = frozenset({"PERSON", "GPE", "LOC", "FAC", "NORP"})
_COMMON_ENDINGS = (
    *("al", "ic", "ive", "ous", "ful", "less", "able", "ible", "ing", "ed", "ly", "ary"),
    *("ern", "ish", "ant", "ent", "est", "er"),
)


def _names_part(first: Any) -> bool:
    """A capitalised word that modifies a proper noun right after it ("Scotby FC", "Police
    Scotland"): part of a name even when the tagger calls it a common noun."""
    head = first.head
    return (
        first.dep_ in ("compound", "nmod", "amod")
        and first.pos_ in ("NOUN", "ADJ", "X")
        and head.pos_ == "PROPN"
        and head.i == first.i + 1
        and head.text[:1].isupper()
    )


_NAME_LINKS = frozenset({"of", "on", "for", "and", "the", "in", "&"})


def _titled_phrase(first: Any) -> bool:
    """A capitalised singular common noun that opens a name in title case through a small
    word ("Action on Smoking and Health"): every word after it up to the end of its phrase is
    capitalised or a linking word, two are capitalised and one is a proper noun."""
    words = [t for t in first.subtree if t.i > first.i and not t.is_punct]
    if first.tag_ != "NN" or not words or words[0].lower_ not in _NAME_LINKS:
        return False  # "Lawyers in Leeds": a plural noun and its place
    titled = all(t.text[:1].isupper() or t.lower_ in _NAME_LINKS for t in words)
    capitals = [t for t in words if t.text[:1].isupper()]
    return titled and len(capitals) >= 2 and any(t.pos_ == "PROPN" for t in words)


def _misread_name(first: Any) -> bool:
    """A capitalised word the tagger misread that is a name: a bare adjective as the head of
    the subject ("Marisol thereafter sells ...": no adjective heads a subject alone) or a word
    written with its capital again inside the sentence ("Corbin ... and Corbin's ...")."""
    if not first.text[:1].isupper() or not first.text[1:].islower():
        return False
    bare = not any(c.dep_ in {"det", "amod", "compound"} for c in first.children)
    if first.pos_ == "ADJ" and first.dep_ in {"nsubj", "nsubjpass"} and bare:
        return True
    if first.pos_ in {"DET", "PRON", "ADP", "CCONJ", "SCONJ", "AUX", "NUM", "PART"}:
        return False  # "The ... The Times": a small word in a title
    return any(t.text == first.text for t in first.sent if t.i > first.i)


def lower_first(tokens: list[Any]) -> set[int]:
    """The index of the first token when it is a sentence-initial common word (to be
    lower-cased): an article, a value, a word of no entity, or an adjective, verb or adverb
    written in lower case after its capital; never a proper noun or ``I``."""
    first = tokens[0] if tokens else None
    if first is None or first.pos_ == "PROPN" or first.text == "I" or _misread_name(first):
        return set()
    if first.lower_ in _QUANTIFIERS and first.text[1:].islower():
        return {first.i}  # "Most Americans back ...": "What do most Americans back?"
    article = first.pos_ == "DET" and first.ent_type_ != "WORK_OF_ART"
    common = (
        first.pos_ in _NEVER_NAMES
        and first.text[1:].islower()  # not "NHS"
        and first.ent_type_ not in _NAME_KINDS
        and first.lower_.endswith(_COMMON_ENDINGS)
    )
    if first.ent_type_ not in VALUE_ENTITIES and not article and not common:
        return set()
    if not first.ent_type_ and not article and (_names_part(first) or _titled_phrase(first)):
        return set()  # "Scotby FC has ...": a word the tagger calls a noun, in a name  # "The Hague" stays; "Last week", "The union boycott" are lower-cased
    return {first.i}
