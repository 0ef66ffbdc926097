"""The surface of a question built from a sentence's words: capitals and hedges.

A template question moves the sentence's words around, so two things the sentence carried by
position go wrong:

* ``case of a moved first word``: the first word of the sentence is capitalised whatever it is.
  Once inside the question, its case must come from evidence, not from the position: a word
  the rest of the document writes capitalised mid-sentence (with the same next word, or twice
  alone) and never in lower case keeps its capital ("kestrel units" -> "Kestrel units"); one
  it writes in lower case before the same next word, and never capitalised, is lower-cased
  ("Regional teams" -> "regional teams"). Function words (the, in, most) are never recased:
  their capital is always the position's.
* ``soft hedge in the question``: an epistemic adverb of the writer's judgement (perhaps,
  possibly, arguably, probably) asks nothing ("When did perhaps the best moment come?"); the
  question without it asks the same fact, so the adverb is removed. On the predicate ("Who
  will probably win?") the hedge makes the fact itself uncertain, and the case is dropped.
  Hedges that carry the claim (reportedly, allegedly) are handled by
  :mod:`hanker.synth.hedged_claims`.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections import Counter

from spacy.lang.en.stop_words import STOP_WORDS

from hanker.synth.base import CaseCandidate

SOFT_HEDGES = frozenset({"perhaps", "possibly", "arguably", "probably", "maybe", "conceivably"})
# words whose capital mid-sentence starts a title ("The Crown"), never a name of their own
_CLOSED_CLASS = frozenset(
    {*("the", "a", "an", "this", "that", "these", "those", "in", "on", "at", "of", "for", "to")}
    | {*("by", "with", "from", "and", "but", "or", "it", "he", "she", "they", "we", "i", "you")}
    | {*("his", "her", "their", "its", "our", "my", "your", "as", "after", "before", "when")}
    | {*("while", "if", "there", "here", "what", "who", "how", "why", "where", "all", "some")}
    | {*("most", "many", "more", "no", "not", "one", "every", "each", "both", "either")}
)
_GRADED_PHRASE = frozenset({"the", "a", "an", "one", "most", "more", "among"})
_WORD = re.compile(r"[A-Za-z][\w'’-]*")
_SENTENCE_END = re.compile(r"[.!?]['\"”’)]*\s+|\n+")


def document_forms(sentence: str, context: str) -> Counter[str]:
    """:func:`_mid_sentence_forms` of the document less the sentence itself (whose own first
    word is no evidence of its case)."""
    flat = " ".join(sentence.split())
    return _mid_sentence_forms(" ".join(context.split()).replace(flat, "\n"))


def _mid_sentence_forms(context: str) -> Counter[str]:
    """How often the text writes each word, and each pair of words, other than sentence-first
    (case kept)."""
    seen: Counter[str] = Counter()
    for sentence in _SENTENCE_END.split(context):
        words = _WORD.findall(sentence)
        seen.update(words[1:])
        seen.update(f"{a} {b}" for a, b in itertools.pairwise(words[1:]))
        seen.update(_PLAIN + word for word in _running_text_words(sentence))
    return seen


_PLAIN = "plain:"  # a mid-sentence word of running text: no headline, no quotation's first word
_OPENERS = ('"', "“", "‘", "'", ":", "(")


def _running_text_words(sentence: str) -> list[str]:
    """The words of ``sentence`` after its first, unless the sentence is a title-case line
    (a headline) or the word opens a quotation or follows a colon."""
    matches = list(_WORD.finditer(sentence))
    capitals = sum(m.group(0)[:1].isupper() for m in matches)
    if len(matches) >= 3 and capitals >= 0.75 * len(matches):
        return []
    before = [sentence[: m.start()].rstrip()[-1:] for m in matches]
    return [m.group(0) for m, b in zip(matches[1:], before[1:], strict=True) if b not in _OPENERS]


def _first_word(sentence: str) -> str:
    match = _WORD.search(sentence)
    return match.group(0) if match else ""


def _recased(word: str, after: str, seen: Counter[str]) -> str:
    """``word`` in the case the document gives it mid-sentence (``after`` is the next word of
    the question): capitalised when written so with the same next word and never in lower case
    with it, or at least twice alone and no less often than in lower case (a name the writer
    also uses as a common word), or once alone and never in lower case; lower-cased when written so with the same next word and never
    capitalised alone."""
    capital, small = word[:1].upper() + word[1:], word[:1].lower() + word[1:]
    pair_up, pair_low = seen[f"{capital} {after}"], seen[f"{small} {after}"]
    if word == small:  # a name the writer also uses as a common word ("Next" and "next")
        alone = seen[capital] >= 2 and seen[capital] >= seen[small]
        once = seen[_PLAIN + capital] >= 1 and not seen[small]  # "Azza", never in lower case
        alone = alone or once
        return capital if (pair_up and not pair_low) or alone else word
    return small if pair_low and not seen[capital] else word


def fix_case(question: str, sentence: str, context: str = "") -> str:
    """The question with the sentence's first word in the case the document gives it
    mid-sentence, wherever the question moved it (function words are left alone unless the
    document writes them capitalised mid-sentence at least twice: a name such as "Next")."""
    first = _first_word(sentence)
    if not first or not question or first[1:2].isupper():
        return question  # "NHS", "I": always capitalised
    seen = document_forms(sentence, context)
    named = seen[first[:1].upper() + first[1:]] >= 2 and first.lower() not in _CLOSED_CLASS
    if first.lower() in STOP_WORDS and not named:
        return question  # "The", "In", "Most": position only; "Next" the retailer is a name
    words = question.split(" ")
    for at, word in enumerate(words[1:], start=1):
        bare = word.strip("?,.;:'\"’")
        if bare.endswith(("'s", "’s")):
            bare = bare[:-2]
        if bare.lower() != first.lower():
            continue
        after = words[at + 1].strip("?,.;:'\"’") if at + 1 < len(words) else ""
        recased = _recased(bare, after, seen)
        words[at] = word.replace(bare, recased, 1)
    return " ".join(words)


def drop_soft_hedges(question: str) -> str:
    """The question without the writer's epistemic adverbs (and the commas setting them off)."""
    pattern = r"(?:,\s*)?\b(?:" + "|".join(sorted(SOFT_HEDGES)) + r")\b(?:\s*,)?"
    kept = re.sub(pattern, "", question, flags=re.IGNORECASE)
    kept = " ".join(kept.split()).replace(" ?", "?")
    return kept[:1].upper() + kept[1:] if kept else kept


def predicate_hedge(question: str) -> bool:
    """Whether a soft hedge modifies the predicate ("Who will probably win?"), not a noun
    phrase it grades ("perhaps the best", "arguably a classic"): the fact itself is uncertain."""
    words = [w.strip(",").lower() for w in question.rstrip("?").split()]
    for at, word in enumerate(words):
        if word in SOFT_HEDGES:
            after = words[at + 1] if at + 1 < len(words) else ""
            if after not in _GRADED_PHRASE and not after.endswith("est"):
                return True
    return False


def surface_case(candidate: CaseCandidate, sentence: str, context: str = "") -> CaseCandidate:
    """A written case with its capitals fixed and soft hedges removed (see the module); no
    case when the hedge is on the predicate."""
    question = candidate.question
    if not question or candidate.rejected:
        return candidate
    if predicate_hedge(question):
        return dataclasses.replace(candidate, question="", rejected="hedged predicate")
    fixed = drop_soft_hedges(fix_case(question, sentence, context))
    return candidate if fixed == question else dataclasses.replace(candidate, question=fixed)
