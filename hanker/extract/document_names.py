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
NAMED_LABELS = frozenset({"PERSON", "ORG", "GPE", "NORP", "FAC", "LOC"})
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_POSSESSIVE = re.compile(r"['’]s?$")
# after one of these, any word may take a capital: an opening or closing quotation mark or
# bracket, a dash, a colon, an ellipsis, a bullet
_OPENERS = frozenset("\"'“‘”’()[]—–-:;…•*·|")
_ABBREVIATIONS = re.compile(
    r"(?:\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|Prof|Gen|Capt|Lt|Col|Sgt|Rev)|\b[A-Z])\.$"
)
_GROUP_ENDINGS = ("ers", "ists", "ites", "ians")  # "Brexiteers", "Remainers": no one entity
_NOT_NAMES = frozenset(
    {
        *("i", "mr", "mrs", "ms", "miss", "dr", "sir", "dame", "lord", "lady", "madam", "master"),
        *("captain", "capt", "mate", "king", "queen", "prince", "princess", "duke", "earl"),
        *("president", "professor", "prof", "saint", "st", "father", "mother", "uncle", "aunt"),
        *("god", "heaven", "ye", "thee", "thou", "oh", "ah", "o", "ok", "tv", "bbc"),
        *("dad", "mum", "mom", "mama", "papa", "grandma", "grandpa", "granny", "sister"),
        *("brother", "general", "inspector", "colonel", "judge", "senator", "doctor"),
        *("sergeant", "lieutenant", "commander", "admiral", "bishop", "pope", "chief"),
    }
)


def document_names(sentences: Iterable[str]) -> frozenset[str]:
    """The capitalised words that name something throughout a document's ``sentences``."""
    inside: Counter[str] = Counter()
    lower: set[str] = set()
    for text in sentences:
        for match in _WORD.finditer(text):
            word = _POSSESSIVE.sub("", match.group())
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
        and not word.endswith(_GROUP_ENDINGS)
    )


def _capitalised(word: str) -> bool:
    """A word of three letters or more with a capital and then lower case only."""
    return len(word) >= 3 and word[0].isupper() and word[1:].replace("-", "").islower()


def _inside(text: str, start: int) -> bool:
    """Whether the word at ``start`` stands inside its sentence, where only names take capitals
    (``Mr. Xi``: the full stop of an abbreviation or an initial ends no sentence)."""
    before = text[:start].rstrip()
    if not before or before[-1] in _OPENERS:
        return False
    return not before.endswith(("!", "?")) and (
        not before.endswith(".") or bool(_ABBREVIATIONS.search(before))
    )


def names_by_document(chunks: Sequence[Any]) -> dict[str, frozenset[str]]:
    """:func:`document_names` of each document whose chunks are in ``chunks``; none for an
    agreement (a chunk with a document subject), whose capitals are defined terms."""
    texts: dict[str, list[str]] = {}
    for chunk in chunks:
        if chunk.subject is None:
            texts.setdefault(chunk.doc_id, []).extend(s.text for s in chunk.sentences)
    return {doc_id: document_names(sentences) for doc_id, sentences in texts.items()}


def names_entity(
    phrase: str, doc: Any, entities: Sequence[tuple[int, int]], names: frozenset[str]
) -> bool:
    """Whether a phrase names an entity: a resolved antecedent (``entities``, character spans
    of ``doc``), a named entity of the sentence that is not all lower case (``the van`` tagged
    as a person), or one of the document's own ``names`` as a whole word."""
    found = [doc.text[s:e] for s, e in entities]
    found += [e.text for e in doc.ents if e.label_ in NAMED_LABELS and not e.text.islower()]
    if any(name and name in phrase for name in found):
        return True
    return any(_POSSESSIVE.sub("", w) in names for w in _WORD.findall(phrase))
