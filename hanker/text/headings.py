"""Section headings run into the sentence after them: ``HARBOURS The new pier opened in May.``

Plain-text documents often lose the line break after an all-caps section heading, so the
heading reads as the first words of the next sentence (``PUBLIC WORKS Our roads were
rebuilt.``). A run of ALL-CAPS words at the start of a line or right after a sentence end,
followed by a capitalised sentence start (``The``, ``Our``, ``Repairs``), is cut off as a block
of its own, so coreference and every extractor see the clean sentence.

An acronym that opens a name or a sentence stays: ``NATO forces``, ``BBC Radio Wales said``,
``SNP MP Jane Doe``, ``UNICEF Director Ann Lee``. A run is a heading only when it reads as
words, not letters: two or more words with a long word (five letters or more, with a vowel)
or a small function word (``THE``, ``OF``, ``AND``); or one long word followed by a
function word or by one capitalised word that does not go on as a name (``TAXES Reform of
the code ...``, not ``UNESCO World Heritage status ...``).
"""

from __future__ import annotations

import re

# a run of ALL-CAPS words (letters, apostrophes, ampersands, hyphens), perhaps numbered
# (``II. PUBLIC WORKS``), and the word after it, which starts the sentence; no comma (a
# dateline ``DENVER, Colo. --`` is no heading)
_RUN = re.compile(
    r"(?:(?<=^)|(?<=[.!?] )|(?<=[.!?][\"'\u201d)] ))"
    r"(?P<run>(?:[IVXLC]+\. )?(?:[A-Z][A-Z'\u2019&-]* )+)"
    r"(?P<next>[A-Z][a-z][\w'\u2019-]*)(?P<after> +[A-Z][a-z]|)",
)
_FUNCTION_WORDS = frozenset({"THE", "OF", "AND", "FOR", "IN", "ON", "TO", "AN", "OUR", "WITH"})
# closed-class sentence starts: after one of these the caps word before cannot open a name
_SENTENCE_STARTS = frozenset(
    {
        "The", "A", "An", "This", "That", "These", "Those", "Our", "Their", "His", "Her", "Its",
        "My", "We", "They", "It", "He", "She", "I", "There", "In", "On", "Of", "For", "Under",
        "As", "At", "By", "From", "With", "During", "Since", "After", "Before", "While", "When",
        "If", "Although", "But", "And", "Yet", "So", "Finally", "Equally", "Moreover", "Also",
        "Each", "Every", "All", "Some", "Many", "Most", "No", "Any", "Both", "Such",
    }
)  # fmt: skip
_VOWELS = frozenset("AEIOUY")
_ROMAN_NUMERAL = re.compile(r"M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")


def _long_word(word: str) -> bool:
    """A caps word that reads as a word, not an acronym: five letters or more, with a vowel."""
    letters = [c for c in word if c.isalpha()]
    if _ROMAN_NUMERAL.fullmatch(word):
        return False  # "Part XXXVII"
    return len(letters) >= 5 and any(c in _VOWELS for c in letters)


def _is_heading(words: list[str], next_word: str, name_goes_on: bool) -> bool:
    """Whether a run of caps ``words`` before ``next_word`` is a heading (see the module doc)."""
    if not words or (len(words) == 1 and len(words[0]) == 1):
        return False  # "A Lewis acid", "I Am ..."
    if len(words) >= 2:
        return any(_long_word(w) for w in words) or any(w in _FUNCTION_WORDS for w in words)
    if not _long_word(words[0]):
        return False
    return next_word in _SENTENCE_STARTS or not name_goes_on


def heading_cuts(line: str) -> list[int]:
    """Offsets in ``line`` where a run-in heading starts and where its sentence starts."""
    cuts: list[int] = []
    for match in _RUN.finditer(line):
        words = [w for w in match.group("run").split() if not w.endswith(".")]
        if _is_heading(words, match.group("next"), bool(match.group("after"))):
            cuts.extend(cut for cut in (match.start("run"), match.start("next")) if cut > 0)
    return cuts


def split_headings(start: int, line: str) -> list[tuple[int, str]]:
    """``line`` (at offset ``start``) cut into pieces at its run-in headings, offsets kept."""
    pieces: list[tuple[int, str]] = []
    begin = 0
    for cut in heading_cuts(line):
        pieces.append((start + begin, line[begin:cut].rstrip()))
        begin = cut
    pieces.append((start + begin, line[begin:]))
    return [(offset, text) for offset, text in pieces if text.strip()]
