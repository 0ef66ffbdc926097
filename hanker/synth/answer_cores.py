"""Answers cut to the words the question asks for (the answer rules after ``template.v14``),
applied to a template case once its question is written:

* a count question is answered by its count: "How many counts did Mr Park deny? -- three
  counts of fraud" answers "three" (and "only two rooms" "two"): the question names the noun, and what the answer adds to
  the count (an ``of`` phrase, a prepositional phrase: "six crossings between Dover and
  Calais", adjectives: "five short novels") is not part of it; a plain "two coaches" stays.
  "How much" is answered by the sum ("£2,450", not "£2,450 on ticket websites"). A rate
  ("400 a week"), a measure ("5ft 10ins") or a list of counts stays;
* a name is answered without the adjectives that describe it: "Who did they struggle to
  match? -- lively Barnsley" answers "Barnsley", "the experienced Aaron Hale" answers "Aaron
  Hale" (not an adjective that says which part or time of a place: "eastern Ukraine"; not a
  rank or tenure of a role the tagger took for a name, "interim CFO");
* a settlement is answered by its name: "the charming city of Krakow in Poland" answers
  "Krakow", "the bustling town of Lagos, Nigeria" "Lagos, Nigeria" (not in a definition, "What is Gdynia? -- the port city of Poland", nor a ranking
  "the capital city of X", where the ``of`` phrase is no name of the noun).

A count question whose answer has a count of another noun is rejected (``count answer counts
another noun``): "How many crossings ...? -- two ferries' crossings" names no count of them.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth import clause as cl
from hanker.synth.answer_words import case_span
from hanker.synth.base import CaseCandidate
from hanker.synth.title_question import rank_or_tenure

_HOW_MANY = re.compile(r"\bhow many ((?:[\w'’-]+ ?){1,4})", re.IGNORECASE)
_HOW_MUCH = re.compile(r"\bhow much\b", re.IGNORECASE)
_RATE = {"per", "a", "an", "each", "every", "apiece"}
_VALUES = {"MONEY", "PERCENT", "QUANTITY", "DATE", "TIME"}
# adjectives that say which part, side or time of a place or body they qualify
_REFERENCE_ADJECTIVES = {
    *("northern", "southern", "eastern", "western", "central", "north", "south", "east"),
    *("west", "upper", "lower", "inner", "outer", "greater", "rural", "coastal", "occupied"),
    *("modern", "ancient", "medieval", "early", "late", "pre-war", "post-war", "old", "new"),
    *("former", "then", "mainland", "downtown", "suburban", "metropolitan", "colonial"),
    # a type named after a person, not the person: "the next Erik Prince", "a second Churchill"
    *("next", "another", "second", "latter-day", "modern-day", "would-be", "future", "real"),
}
_SETTLEMENTS = {
    *("city", "town", "village", "hamlet", "island", "county", "province", "region"),
    *("state", "district", "borough", "suburb", "municipality", "port", "resort", "capital"),
}
_NUMBER_WORDS = {
    *("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"),
    *("twelve", "twenty", "thirty", "forty", "fifty", "hundred", "thousand", "million", "dozen"),
}
_NOT_NAME_OF = {"capital", "largest", "biggest", "second", "third", "main", "only", "oldest"}


_FOCUS = frozenset({"only", "just", "merely"})
_NUMBER = re.compile(r"^(?:\d[\d,.]*|[a-z]+)$")  # "13", "twelve" (a bare count)


def _count_words(span: Any, root: Any) -> list[Any] | None:
    """The tokens of the count on ``root`` (``more than 100`` of ``more than 100 messages``):
    one number before the noun, no list, no rate after it; None otherwise."""
    numbers = [c for c in root.children if c.dep_ == "nummod" and c.i < root.i]
    if len(numbers) != 1 or any(c.dep_ in {"conj", "cc"} for c in root.children):
        return None
    words = sorted(numbers[0].subtree, key=lambda t: t.i)
    if words[0].i < span.start or any(t.dep_ in {"prep", "conj", "cc", "punct"} for t in words):
        return None
    if not words[-1].whitespace_:
        return None  # "5ft 10ins": a count glued to its unit is a measure
    while len(words) > 1 and words[0].lower_ in _FOCUS:
        words = words[1:]  # "only twelve": the count is "twelve", "only" says it is few
    if any(t.lower_ in _RATE for t in span.doc[root.i + 1 : span.end]):
        return None  # "400 patients a week": the rate is the answer
    return words


def count_core(span: Any, question: str) -> str | None:
    """The count (``three``, ``more than 100``) that answers a ``how many`` question,
    or the sum that answers ``how much`` (see the module); "" for a count of another noun;
    None when the answer is left as it is."""
    root = cl.span_root(span)
    asked = _HOW_MANY.search(question)
    if asked is None:
        return _sum_core(span, root) if _HOW_MUCH.search(question) else None
    if root.pos_ != "NOUN" or any(t.ent_type_ in _VALUES for t in span[: root.i + 1 - span.start]):
        return None  # "about 5ft 10ins", "three years": a value, not a count
    named = {w.lower().rstrip("s") for w in asked.group(1).split()}
    words = _count_words(span, root)
    if words is None:
        return None
    if root.lower_.rstrip("s") not in named and root.lemma_.lower() not in named:
        return ""  # "How many crossings? -- two ferries' crossings"
    core = str(span.doc[words[0].i : words[-1].i + 1].text)  # the question names the noun
    return None if span.text in {core, f"{core} {root.text}"} else core


def _sum_core(span: Any, root: Any) -> str | None:
    """A sum of money whose answer goes on with a prepositional phrase ("£2,450 on ticket
    websites" -> "£2,450"); None otherwise."""
    if root.ent_type_ != "MONEY":
        return None
    ents = [e for e in span.doc.ents if e.start <= root.i < e.end and e.label_ == "MONEY"]
    if not ents or ents[0].end >= span.end or ents[0].start < span.start:
        return None
    after = span.doc[ents[0].end]
    if after.pos_ != "ADP" or after.lower_ in _RATE:
        return None
    return str(span.doc[span.start : ents[0].end].text)


def name_core(span: Any) -> str | None:
    """The name that ends the answer without the adjectives (and article) before it that
    describe it ("the experienced Aaron Hale" -> "Aaron Hale"); None when nothing is cut."""
    root = cl.span_root(span)
    if root.pos_ != "PROPN" or root.i != span.end - 1 or root.ent_type_ in _VALUES:
        return None  # "last September": a date, not a described name
    start = root.i
    while start > span.start and span.doc[start - 1].pos_ == "PROPN":
        start -= 1
    if not span.doc[start].text[:1].isupper():
        return None
    before = list(span.doc[span.start : start])
    adjectives = [t for t in before if t.dep_ == "amod" and t.head.i == root.i]
    if start == span.start or not adjectives:
        return None
    if not all(t.dep_ in {"det", "amod", "advmod", "punct"} for t in before):
        return None
    if any(t.lower_ in {"this", "that", "these", "those"} for t in before):
        return None
    describing = all(
        t.is_lower
        and t.pos_ in {"ADJ", "VERB"}
        and t.lower_ not in _REFERENCE_ADJECTIVES
        and not rank_or_tenure(t.text)  # "interim CEO": a role's rank (template.v40)
        for t in adjectives
    )
    return str(span.doc[start : span.end].text) if describing else None


def settlement_core(span: Any) -> str | None:
    """The name of "the (ADJ) city/town/village of NAME" (and a trailing "in COUNTRY"), when
    the answer is that phrase and no definition or ranking; None otherwise."""
    root = cl.span_root(span)
    if root.lemma_.lower() not in _SETTLEMENTS or root.dep_ in {"attr", "appos", "ROOT"}:
        return None
    mods = [c for c in root.children if c.i < root.i]
    if any(c.dep_ == "poss" or c.lower_ in _NOT_NAME_OF or c.tag_ == "JJS" for c in mods):
        return None
    if root.i + 1 >= span.end or span.doc[root.i + 1].lower_ != "of":
        return None
    of = span.doc[root.i + 1]
    objects = [c for c in of.children if c.dep_ == "pobj"]
    if not objects or objects[0].pos_ != "PROPN" or of.head.i != root.i:
        return None
    name = sorted(objects[0].subtree, key=lambda t: t.i)
    if any(t.pos_ not in {"PROPN", "DET"} and t.text not in {"-", ","} for t in name):
        return None  # "the bustling city of Lagos, Nigeria" keeps its country after a comma
    if name[-1].pos_ != "PROPN":
        return None
    rest = span.doc[name[-1].i + 1 : span.end]
    if len(rest) and (rest[0].lower_ != "in" or rest[0].head.i != root.i):
        return None
    return str(span.doc[name[0].i : name[-1].i + 1].text)


def trim_core(candidate: CaseCandidate, sentence: str) -> CaseCandidate:
    """The case with its answer cut to the count, the sum or the name it asks for (see the
    module), or rejected when a count question counts another noun; unchanged otherwise."""
    first, _, rest = candidate.answer.partition(" ")
    if first.lower() in _FOCUS and _HOW_MANY.search(candidate.question) and _NUMBER.match(rest):
        return CaseCandidate(candidate.question, rest, candidate.kind, candidate.answer_type)
    span = case_span(candidate, sentence)
    if span is None:
        return candidate
    counted = count_core(span, candidate.question)
    if counted == "":
        return CaseCandidate("", candidate.answer, rejected="count answer counts another noun")
    answer = counted or name_core(span) or settlement_core(span)
    if not answer or answer == candidate.answer:
        return candidate
    return CaseCandidate(candidate.question, answer, candidate.kind, candidate.answer_type)


def asked_count(question: str, answer: str) -> bool:
    """A ``how many`` question answered by a bare count ("five"): the question names the noun,
    so the count is whole (:func:`hanker.synth.answer_spans.cut_answer` refuses bare counts
    elsewhere)."""
    words = answer.lower().replace("-", " ").split()
    numeric = all(w in _NUMBER_WORDS or w.replace(",", "").isdigit() for w in words[-1:])
    return bool(words) and _HOW_MANY.search(question) is not None and numeric
