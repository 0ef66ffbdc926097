"""Quoted titles as single tokens (``quoted-titles.v1``), merged before spaCy tags and parses.

Biographies and news name works in quotes: ``'The Echo Dawn: Manga Chronicles #1'``,
``"In the Arms of the Oracle"``. Left as words, the parser splits them: a preposition of the title
becomes the verb's (``working on his next book titled "In ...``), a ``#1`` becomes a tail, and a
question asks for half a title. A quoted span in title case (every long word capitalised, the
first word too) of at most :data:`MAX_TITLE_TOKENS` tokens is merged into one token, which the
tagger then reads as a proper noun. Quoted speech (``"we will win," she said``) is not title case
and stays as words. The quotation marks themselves stay separate tokens.
"""

from __future__ import annotations

from typing import Any

QUOTED_TITLES_VERSION = "quoted-titles.v1"
COMPONENT_NAME = "hanker_quoted_titles"
TAGGER_NAME = "hanker_quoted_title_tags"
_MERGED_KEY = "hanker_quoted_titles"
MAX_TITLE_TOKENS = 12

_CLOSERS = {'"': {'"'}, "\u201c": {"\u201d", '"'}, "'": {"'", "\u2019"}, "\u2018": {"\u2019", "'"}}
_MINOR_WORDS = frozenset(
    {
        *("a", "an", "the", "and", "or", "but", "nor", "of", "in", "on", "at", "to", "for"),
        *("by", "from", "with", "into", "upon", "as", "over", "under", "about", "is", "are"),
        *("'s", "\u2019s", "n't", "vs", "via", "than", "off", "out", "up", "its", "his", "her"),
    }
)
_INNER_PUNCT = frozenset({":", ",", "-", "&", "#", "!", "?", "'s", "\u2019s", "(", ")", "."})


def _opens_title(doc: Any, i: int) -> bool:
    """A quotation mark at a word's start: first token, or after whitespace or a bracket."""
    if doc[i].text not in _CLOSERS or i + 1 >= len(doc):
        return False
    if doc[i].whitespace_:
        return False  # a quote with a space after it closes something
    return i == 0 or bool(doc[i - 1].whitespace_) or doc[i - 1].text in {"(", "["}


def _closing_index(doc: Any, i: int) -> int | None:
    """The index of the mark that closes the quote opened at ``i``, within the length limit."""
    closers = _CLOSERS[doc[i].text]
    for j in range(i + 1, min(len(doc), i + MAX_TITLE_TOKENS + 2)):
        if doc[j].text in closers:
            return j
        if doc[j].text in _CLOSERS and doc[j - 1].whitespace_:
            return None  # another quote opens first
    return None


def is_title_case(words: list[str]) -> bool:
    """Whether quoted words read as a title: the first capitalised (or a number), every other
    word capitalised unless it is a short function word, punctuation or a number."""
    if not words or not (words[0][:1].isupper() or words[0][:1].isdigit()):
        return False
    if len(words) == 1:
        return words[0][:1].isupper() and words[0].isalpha() and len(words[0]) > 1
    for word in words[1:]:
        if word in _INNER_PUNCT or word.lower() in _MINOR_WORDS or word[:1].isdigit():
            continue
        if not word[:1].isupper():
            return False
    return words[-1] not in {",", ":"}


def title_spans(doc: Any) -> list[tuple[int, int]]:
    """Token ranges ``[start, end)`` of the quoted titles of a doc, quotes excluded."""
    spans: list[tuple[int, int]] = []
    i = 0
    while i < len(doc):
        j = _closing_index(doc, i) if _opens_title(doc, i) else None
        end = j - 1 if j is not None and doc[j - 1].text in {".", ","} else j  # "Title," / "Title."
        words = [t.text for t in doc[i + 1 : end]] if j is not None and end is not None else []
        if j is not None and end is not None and end > i + 1 and is_title_case(words):
            if end - i - 1 > 1:
                spans.append((i + 1, end))
            i = j + 1
            continue
        i += 1
    return spans


def merge_quoted_titles(doc: Any) -> Any:
    """spaCy component (first in the pipeline): merge every quoted title into one token and
    remember the merged tokens' indices for :func:`tag_quoted_titles`."""
    spans = title_spans(doc)
    merged: list[int] = []
    if spans:
        with doc.retokenize() as retokenizer:
            for start, end in spans:
                retokenizer.merge(doc[start:end])
        shift = 0
        for start, end in spans:
            merged.append(start - shift)
            shift += end - start - 1
    doc.user_data[_MERGED_KEY] = merged
    return doc


def tag_quoted_titles(doc: Any) -> Any:
    """spaCy component (last): a merged title is a proper noun and a work of art."""
    from spacy.tokens import Span

    titles = [doc[i] for i in doc.user_data.get(_MERGED_KEY, [])]
    if not titles:
        return doc
    for token in titles:
        token.tag_, token.pos_, token.lemma_ = "NNP", "PROPN", token.text
    inside = {t.i for t in titles}
    kept = [e for e in doc.ents if not any(e.start <= i < e.end for i in inside)]
    works = [Span(doc, i, i + 1, label="WORK_OF_ART") for i in sorted(inside)]
    doc.ents = sorted(kept + works, key=lambda span: span.start)
    return doc


def add_title_merger(nlp: Any) -> None:
    """Put the title merger first in a loaded pipeline and the title tagger last (once)."""
    from spacy.language import Language

    for name, func in ((COMPONENT_NAME, merge_quoted_titles), (TAGGER_NAME, tag_quoted_titles)):
        if name not in Language.factories:
            Language.component(name, func=func)
    if COMPONENT_NAME not in nlp.pipe_names:
        nlp.add_pipe(COMPONENT_NAME, first=True)
        nlp.add_pipe(TAGGER_NAME, last=True)
