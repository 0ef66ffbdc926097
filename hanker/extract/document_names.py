"""Names a document keeps using that the entity recogniser misses (``document-names.v1``).

A small spaCy model knows the names of news and reference text, but not a novel's characters
or ships (``Stubb``, ``Queequeg``, ``the Pequod``), nor many rare surnames: their clauses were
dropped as ``head names no entity``. A document marks its own names the way a reader notices
them: a capitalised word used at least twice inside sentences (not first, not after an opening
quotation mark or a dash, where any word takes a capital), that the document never writes in
lower case, and that is no title, calendar word or pronoun. ``Flask`` the mate counts in a text
that never mentions a flask; ``Whale`` in ``the Sperm Whale`` does not when ``whale`` also
occurs. Agreements (documents with a subject) get none: their capitals are defined terms
(``Either Party may cancel``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from hanker.text.calendar import CALENDAR_WORDS

DOCUMENT_NAMES_VERSION = "document-names.v1"
MIN_USES = 2
_NAMED = frozenset({"PERSON", "ORG", "GPE", "NORP", "FAC", "LOC"})
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_OPENERS = frozenset("\"'“‘(—–-:;[")
_NOT_NAMES = frozenset(
    {
        *("i", "mr", "mrs", "ms", "miss", "dr", "sir", "dame", "lord", "lady", "madam", "master"),
        *("captain", "capt", "mate", "king", "queen", "prince", "princess", "duke", "earl"),
        *("president", "professor", "prof", "saint", "st", "father", "mother", "uncle", "aunt"),
        *("god", "heaven", "ye", "thee", "thou", "oh", "ah", "o", "ok", "tv", "bbc"),
    }
)


def document_names(sentences: Iterable[str]) -> frozenset[str]:
    """The capitalised words that name something throughout a document's ``sentences``."""
    inside: Counter[str] = Counter()
    lower: set[str] = set()
    for text in sentences:
        for match in _WORD.finditer(text):
            word = re.sub(r"['’]s?$", "", match.group())
            if word.islower():
                lower.add(word)
            elif _capitalised(word) and _inside(text, match.start()):
                inside[word] += 1
    return frozenset(
        word
        for word, uses in inside.items()
        if uses >= MIN_USES
        and word.lower() not in lower
        and word.lower() not in _NOT_NAMES
        and word.lower() not in CALENDAR_WORDS
    )


def _capitalised(word: str) -> bool:
    return len(word) >= 3 and word[0].isupper() and word[1:].replace("-", "").islower()


def _inside(text: str, start: int) -> bool:
    """Whether the word at ``start`` stands inside its sentence, where only names take capitals."""
    before = text[:start].rstrip()
    return bool(before) and before[-1] not in _OPENERS and not before.endswith((".", "!", "?"))


def names_by_document(chunks: Sequence[Any]) -> dict[str, frozenset[str]]:
    """:func:`document_names` of each document whose chunks are in ``chunks``."""
    texts: dict[str, list[str]] = {}
    for chunk in chunks:
        texts.setdefault(chunk.doc_id, []).extend(s.text for s in chunk.sentences)
    return {doc_id: document_names(sentences) for doc_id, sentences in texts.items()}


def names_entity(
    phrase: str, doc: Any, entities: Sequence[tuple[int, int]], names: frozenset[str]
) -> bool:
    """Whether a phrase names an entity: a resolved antecedent (``entities``, character spans
    of ``doc``), a named entity of the sentence that is not all lower case (``the van`` tagged
    as a person), or one of the document's own ``names`` as a whole word."""
    found = [doc.text[s:e] for s, e in entities]
    found += [e.text for e in doc.ents if e.label_ in _NAMED and not e.text.islower()]
    if any(name and name in phrase for name in found):
        return True
    return any(re.sub(r"['’]s?$", "", w) in names for w in _WORD.findall(phrase))
