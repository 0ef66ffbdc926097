"""Parse-level helpers of the question writer: the answer's span and type, names coreference put in.

The question is written from the sentence as the source words it; coreference-resolved text
is only read to learn which name a pronoun (or a description) stands for, so that the
writer can put that name in where the question needs it (:func:`substitutions`).
"""

from __future__ import annotations

import difflib
import re
from functools import lru_cache
from typing import Any

from hanker.synth.answer_asides import without_age
from hanker.text.nlp import load_spacy

_PLACE = {"GPE", "LOC", "FAC"}
_PLACE_NOUNS = {
    *("city", "town", "village", "country", "region", "state", "province", "capital"),
    *("island", "district", "county", "suburb", "area", "neighbourhood", "neighborhood"),
}
_WEATHER = {"Storm", "Hurricane", "Typhoon", "Cyclone", "Tropical", "Tornado"}
_STREETS = {"street", "road", "avenue", "lane", "drive", "way", "square", "boulevard", "close"}
_DETACHABLE = {"relcl", "appos", "acl", "prep", "advmod", "cc", "conj", "npadvmod", "advcl", "case"}
# prepositions of sequence: a date right after their object may date that noun ("after the
# war in 1946"), and a measure before them may go ("two days after X" is still after X)
SEQUENCE_PREPS = frozenset({"following", "after", "before", "since", "despite", "amid", "until"})
_QUOTES = {'"', "“", "”", "``", "''"}
_MONTH = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
# "4th February 1934", "the 8th of February 1968", "October 28, 1977": dates the tagger missed
_DATE_TEXT = re.compile(
    rf"^(the )?\d{{1,2}}(st|nd|rd|th)?( of)? {_MONTH}( \d{{4}})?$|^{_MONTH} \d{{1,2}}(st|nd|rd|th)?(, \d{{4}})?$",
    re.IGNORECASE,
)


@lru_cache(maxsize=4096)
def parse(sentence: str, model: str = "") -> Any:
    """The spaCy parse of a sentence (whitespace collapsed), cached: one sentence states many facts."""
    nlp = load_spacy(model) if model else load_spacy()
    return nlp(" ".join(sentence.split()))


def locate(doc: Any, answer: str) -> Any | None:
    """The span of the first whole-word occurrence of ``answer`` in ``doc`` (None if absent)."""
    match = re.search(rf"(?<!\w){re.escape(answer)}(?!\w)", doc.text, re.I)
    if match is None:
        return None
    return doc.char_span(match.start(), match.end(), alignment_mode="expand")


def span_root(span: Any) -> Any:
    """The token of ``span`` whose head lies outside it (the span's syntactic head)."""
    return next(
        (t for t in span if t.head.i < span.start or t.head.i >= span.end or t.head == t), span.root
    )


def is_constituent(span: Any) -> bool:
    """Whether ``span`` is a whole phrase: every token hangs from its head, and what it leaves
    out are whole modifiers (a prepositional phrase, a relative clause), never part of a name
    or noun ("a legacy in the Amazon" cut from "a legacy in the Amazon genre")."""
    root = span_root(span)
    inside = {t.i for t in root.subtree}
    if not all(t.i in inside for t in span if not t.is_punct):
        return False
    ids = set(range(span.start, span.end))
    return all(
        c.dep_ in _DETACHABLE for t in span for c in t.children if c.i not in ids and not c.is_punct
    )


def count_noun(span: Any) -> Any | None:
    """The counted noun of a number phrase ("seven babies" -> babies), if any."""
    root = span_root(span)
    for token in span:
        outside = not span.start <= token.head.i < span.end
        if (
            token.dep_ == "nummod"
            and (token.head.tag_ == "NNS" or people_of(token.head))
            and not _share(token)  # "5 per cent growth targets": a share, no count of them
            and token.ent_type_ != "ORDINAL"
            and not re.fullmatch(r"1\d\d\d|20\d\d", token.text)
            and (outside or token.head == root)
        ):
            return token.head
    return None


# words that make a number a share of a whole (``5 per cent``, ``5%``, ``40 percent``)
SHARE_WORDS = frozenset({"per", "cent", "%", "percent", "percentage", "pc"})


def _share(number: Any) -> bool:
    """A number that is a share (``5 per cent``, ``5%``, ``5 percent``), not a count."""
    after = number.doc[number.i + 1] if number.i + 1 < len(number.doc) else None
    words = {c.lower_ for c in number.children} | ({after.lower_} if after is not None else set())
    return bool(words & SHARE_WORDS)


def people_of(noun: Any) -> bool:
    """A plural demonym (``10 Israelis``): people of a nation, counted like a common noun."""
    return bool(noun.tag_ == "NNPS" and noun.ent_type_ == "NORP")


def contiguous(tokens: list[Any]) -> bool:
    """Whether ``tokens`` cover one unbroken stretch of their sentence."""
    ids = {t.i for t in tokens}
    return bool(ids) and max(ids) - min(ids) + 1 == len(ids)


def answer_type(span: Any) -> str:
    """person, money, percent, date, place, organisation, number or noun phrase."""
    label = span_root(span).ent_type_
    if label == "PERSON" and (span[0].lower_ in {"the", "a", "an"} or span[0].text in _WEATHER):
        label = ""  # "the prestigious Laborec Award", "Storm Eleanor" (template.v35): no person
    root = span_root(span)
    if span[0].like_num and span[-1].lower_ in _STREETS:
        return "place"  # a street address
    if _DATE_TEXT.match(span.text):
        return "date"
    by_label = {"PERSON": "person", "MONEY": "money", "PERCENT": "percent"}
    if label in by_label:
        return by_label[label]
    if label in {"DATE", "TIME"}:
        return "number" if count_noun(span) is not None else "date"
    if label in _PLACE or (
        root.lemma_.lower() in _PLACE_NOUNS and any(t.ent_type_ in _PLACE for t in span)
    ):
        return "place"
    if label in {"ORG", "NORP"}:
        return "number" if label == "NORP" and count_noun(span) is not None else "organisation"
    if count_noun(span) is not None or root.like_num or root.ent_type_ in {"CARDINAL", "QUANTITY"}:
        return "number"
    return "noun phrase"


def answer_kind(answer: str) -> str:
    """The answer type of an answer on its own (for cases an LLM wrote)."""
    doc = parse(answer)
    return answer_type(doc[:]) if len(doc) else ""


def parenthetical(doc: Any) -> set[int]:
    """Token indices inside brackets (defined terms, asides), brackets included."""
    inside: set[int] = set()
    depth, start = 0, 0
    for token in doc:
        if token.text in {"(", "["}:
            depth, start = depth + 1, token.i if depth == 0 else start
        elif token.text in {")", "]"} and depth:
            depth -= 1
            if depth == 0:
                inside |= set(range(start, token.i + 1))
    return inside


def substitutions(doc: Any, resolved: str) -> dict[int, tuple[int, str]]:
    """Mentions coreference rewrote: first token index -> (end index, the resolved words).

    Read off a word alignment of the original sentence and its resolved text; only short
    rewrites (a pronoun or a description of up to four words) count.
    """
    if not resolved or " ".join(resolved.split()) == doc.text:
        return {}
    tokens = load_spacy().tokenizer(" ".join(resolved.split()))
    words = [t.lower_ for t in doc]
    matcher = difflib.SequenceMatcher(None, words, [t.lower_ for t in tokens], autojunk=False)
    out: dict[int, tuple[int, str]] = {}
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "replace" and i2 - i1 <= 4 and j2 > j1:
            out[i1] = (i2, without_age(tokens[j1:j2].text))  # no ", 17,"
    return out


def project(doc: Any, resolved: str, answer: str) -> Any | None:
    """The span of ``doc`` that coreference rewrote into ``answer`` in the resolved sentence.

    "his head" for the answer "Abdul Wahab's head": the answer is located in the resolved
    text and mapped back, word by word, onto the sentence as written (None if it cannot be).
    """
    if not resolved:
        return None
    tokens = load_spacy().tokenizer(" ".join(resolved.split()))
    target = locate(tokens, answer)
    if target is None:
        return None
    matcher = difflib.SequenceMatcher(
        None, [t.lower_ for t in doc], [t.lower_ for t in tokens], autojunk=False
    )
    starts, ends = [], []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if j1 < target.end and target.start < j2 and op in {"equal", "replace"}:
            equal = op == "equal"
            starts.append(i1 + max(target.start - j1, 0) if equal else i1)
            ends.append(i1 + min(target.end - j1, j2 - j1) if equal else i2)
        elif op != "equal" and j1 < target.end and target.start < max(j2, j1 + 1):
            return None  # part of the answer was inserted with nothing to map it to
    if not starts or min(starts) >= max(ends):
        return None
    return doc[min(starts) : max(ends)]


def join(parts: list[Any]) -> str:
    """Words (strings) and tokens joined as written, quote marks left out, as a question."""
    text, previous = "", None
    for part in parts:
        token = None if isinstance(part, str) else part
        word = part if token is None else token.text
        if not word or word in _QUOTES:
            continue
        glued = (
            previous is not None
            and token is not None
            and token.i == previous.i + 1
            and not previous.whitespace_
        )
        if previous is not None and token is not None and _possessive_mark_between(previous, token):
            text += previous.doc[previous.i + 1].text  # "Hamas’ surprise attack"
        text += ("" if not text or glued else " ") + word
        previous = token
    text = re.sub(r"\s+([,.;:!?%)])|(\()\s+", lambda m: m.group(1) or m.group(2), text)
    text = re.sub(r"\s+('s|n't|’s)\b", r"\1", text)
    text = re.sub(r"\s+,", ",", text).strip(" ,;:.-–—")
    text = re.sub(r"(,| and| or| but)+$", "", text)
    return text[:1].upper() + text[1:] + "?"


def _possessive_mark_between(previous: Any, token: Any) -> bool:
    """Whether the one word left out between two kept tokens is the apostrophe of a
    possessive after a final s (``Hamas’ surprise attack``), which the parser often hangs
    on the verb as punctuation: without it the noun phrase reads as a compound."""
    if token.i != previous.i + 2 or previous.whitespace_:
        return False
    doc = previous.doc
    mark = doc[previous.i + 1]
    if mark.text not in {"’", "'"} or previous.text[-1:] not in {"s", "S"} or not mark.whitespace_:
        return False
    opened = any(  # "sang ‘Texas’ at": a closing quote, not a possessive
        t.text in {"‘", "'"} and (t.i == 0 or bool(doc[t.i - 1].whitespace_)) for t in doc[: mark.i]
    )
    return not opened


def moved_adjuncts(fronted: list[Any], verb: Any) -> list[Any]:
    """The words of adjuncts moved to the end of a question, less the verb's own punctuation,
    marker and coordinator, except a comma after a phrase of time order: "after the war, in
    1946" read without it hangs the date on the war ("in 2002 during X" needs none)."""
    words = [t for t in fronted if t.dep_ not in {"punct", "mark", "cc"} or t.head != verb]
    kept = {t.i for t in words}
    doc = verb.doc
    commas = [doc[i + 1] for i in kept if i + 2 in kept and doc[i + 1].text == ","]
    commas = [c for c in commas if _event_phrase_end(doc[c.i - 1])]
    return sorted(words + commas, key=lambda t: t.i)


def _event_phrase_end(token: Any) -> bool:
    """A common noun ending a phrase of time order ("after the war"): a date after it would
    read as the noun's."""
    return token.dep_ == "pobj" and token.pos_ == "NOUN" and token.head.lower_ in SEQUENCE_PREPS


def comma_before(body: list[Any], moved: list[Any]) -> list[str]:
    """A comma to set a moved adjunct off from a clause that ends in a phrase of time on a
    common noun ("move after the war, in May 1946": without it the date reads as the war's;
    "in Leeds in May" and "to ten years in prison in March" stay)."""
    last = next((t for t in reversed(body) if not isinstance(t, str)), None)
    first = next((t for t in moved if not isinstance(t, str)), None)
    if last is None or first is None or first.pos_ != "ADP":
        return []
    return [","] if _event_phrase_end(last) else []  # not "in Leeds", "to prison"


def own_aux(token: Any, verb: Any) -> bool:
    """An auxiliary of the question's verb (one of a fronted clause's verbs is not)."""
    return token.dep_ in {"aux", "auxpass"} and token.head == verb


def clausal_fronted(verb: Any, subject_start: int, covered: set[int]) -> set[int]:
    """Fronted adjuncts that hold a clause ("After being denied parole ..., X was released"):
    scene-setting left out of the question (unless the answer is in them)."""
    drop: set[int] = set()
    for child in verb.children:
        if child.i >= subject_start or child.dep_ not in {"advcl", "prep", "npadvmod"}:
            continue
        ids = {t.i for t in child.subtree}
        if not ids & covered and any(t.pos_ in {"VERB", "AUX"} for t in child.subtree):
            drop |= ids
    return drop


def preverbal_adjuncts(verb: Any, subject_end: int, rest: list[Any]) -> list[Any]:
    """A prepositional phrase between the subject and the verb, which goes after the verb."""
    ids: set[int] = set()
    for child in verb.children:
        if child.dep_ == "prep" and subject_end < child.i < verb.i:
            ids |= {t.i for t in child.subtree}
    return [t for t in rest if t.i in ids]


def whose_antecedent(whose: Any) -> str | None:
    """The possessive "whose" stands for: the noun phrase just before it ("B Ltd, whose address
    is Y" -> "B Ltd's"), wherever the parse attached the clause (a clause of its own, or a
    relative clause of an earlier noun); None when no noun stands there."""
    if whose.i < 2:
        return None
    before = whose.doc[whose.i - 1]
    noun = before.doc[before.i - 1] if before.text == "," else before
    if noun.pos_ not in {"PROPN", "NOUN"}:
        return None
    lefts = [c.i for c in noun.lefts if c.dep_ in {"compound", "amod", "det"} and c.i < noun.i]
    words = [
        t.lower_ if t.dep_ == "det" else t for t in noun.doc[min([noun.i, *lefts]) : noun.i + 1]
    ]
    return join(words)[:-1] + "'s"


def one_name(named: list[Any], apposition: set[int]) -> bool:
    """Whether the words around an apposition are one name: the words after it, if any, are
    the name's prepositional phrase ("Richard Williams, chief executive, of the industry
    body"), not another name run on ("Saudi Arabia, a city ..., Abdullah Al-Asiri")."""
    after = [t for t in named if apposition and t.i > max(apposition)]
    if not named or any(t.like_num for t in named):
        return False  # "Mr Murrell, 58, ...": an age is no part of the name
    first = named[0]
    if first.i > 1 and first.doc[first.i - 1].text == "," and first.ent_type_ in _PLACE:
        return False  # "Porto, Portugal, a city ...": the description may be the city's
    return not after or after[0].pos_ == "ADP"


def named_noun(noun: Any, before: int) -> bool:
    """Whether ``noun`` names someone: a proper noun, or a noun with a proper-noun apposition
    before token ``before`` (``father Alun Titford, from Newtown,``)."""
    return noun.pos_ == "PROPN" or any(
        c.dep_ == "appos" and c.pos_ == "PROPN" and c.i < before for c in noun.children
    )


def after_comma(token: Any) -> bool:
    """Whether the phrase of ``token`` comes straight after a comma."""
    start = min(t.i for t in token.subtree)
    return start > 0 and token.doc[start - 1].text == ","
