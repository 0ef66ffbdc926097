"""Tails that are a cut piece of a longer unit (spaCy extractor, ``cut-units.v1``).

The parser splits some units a reader takes whole, and a tail that holds one piece says
something else (or nothing). :func:`unit_tail` widens such a tail to the whole unit where the
unit is certain, and gives the drop reason (counted in the KG manifest) where it is not:

* ``tail cut from its named unit``: a title the recognizer read whole runs past the tail's edge
  (``nominated for Pride and Prejudice`` gives ``Pride and Prejudice``, not ``Pride``), a
  date is cut before its year (``born on May 4th, 2001``), two places share one organisation
  word (``Bath and Wells Council leader``, not ``Wells Council leader``), or the tail lies in
  a quoted title merged into one word: the tail becomes the whole unit; a tail that runs out
  of a quoted title is dropped;
* ``title cut at its colon``: ``nominated for Fargo: Year of the Wolf`` gives ``Fargo: Year of
  the Wolf``; a colon part that is not capitalised words is no subtitle, and the tail goes;
* ``half a range``: ``open from 10:00 to 18:00`` gives the tail ``10:00 to 18:00`` after
  ``from`` when it spans values (times, dates, figures; a movement ``from Oslo to Rome`` is
  :mod:`hanker.extract.verb_gaps`' own), and ``March and June`` after ``between``; a time or date after ``to`` with its
  ``from`` half before it is dropped (``open to 18:00`` says another thing);
* ``next clause's subject read into the tail``: ``shared a song about Lisbon and Blur drummer
  Dave Rowntree posted ...``: the tail runs over ``and`` into the noun a later verb, with no
  subject of its own, belongs to;
* ``sentence adverb in the tail``: ``suffered many injuries, most notably a broken arm`` gives
  no ``most notably a broken arm``: the adverb comments on the sentence, the tail is a fragment;
* ``conjunct of a 'respectively' pairing``: ``A and B won gold and silver respectively``
  gives no ``(.., win, gold)``: the clause pairs its conjuncts, one fact each cannot;
* two bare one-word names joined by ``and``, one a person's and one of another kind, are one
  name (``starred in Romeo and Juliet`` gives ``Romeo and Juliet``, never ``Romeo``);
  ``France and Germany`` stays a list;
* ``bare number tail``: ``took 45 from the first overs``: a figure in digits as a verb's object,
  with no noun to say what it counts (runs, votes, people).
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.list_checks import ORGANISATION_WORDS
from hanker.extract.name_checks import clean_edges
from hanker.extract.tail_complements import BARE_NUMBER

CUT_UNITS_VERSION = "cut-units.v1"
NAMED_UNIT_CUT = "tail cut from its named unit"
COLON_TITLE_CUT = "title cut at its colon"
HALF_RANGE = "half a range"
NEXT_SUBJECT = "next clause's subject read into the tail"
SENTENCE_ADVERB = "sentence adverb in the tail"
RESPECTIVE = "conjunct of a 'respectively' pairing"

_TITLE_LABELS = frozenset({"WORK_OF_ART", "EVENT", "LAW"})
_NAME_LABELS = frozenset({"ORG", "FAC", "GPE", "LOC"})
_TIME_LABELS = frozenset({"DATE", "TIME"})
_VALUE_LABELS = frozenset({"DATE", "TIME", "CARDINAL", "MONEY", "PERCENT", "QUANTITY"})
_DATE_TAILS = frozenset({",", "last", "next", "this", "year", "month", "week", "ago"})
_ARGUMENTS = frozenset({"dative", "dobj", "iobj", "nsubj", "nsubjpass"})
_RANGE_ENDS = frozenset({"to", "until", "till"})
_MAX_RANGE_END = 6
_TITLE_SMALL = frozenset({"of", "the", "a", "an", "and", "&", "in", "on", "to", "for", "at", "'s"})
_SENTENCE_ADVERBS = frozenset(
    {"notably", "especially", "particularly", "chiefly", "principally", "significantly"}
    | {"importantly", "crucially", "interestingly", "remarkably", "famously"}
)
_FINITE = frozenset({"VBD", "VBZ", "VBP"})
_NUMBER = re.compile(r"^\d[\d,]*$")


OWNER_CUT = "tail cut before what it owns"


def whole_tail(relation: str, tail: str, doc: Any, prose: bool) -> tuple[str, str | None]:
    """The tail with its edges cleaned (``-wife`` of ``ex-wife``), then, in prose and in
    titles, widened to its unit or dropped (:func:`unit_tail`)."""
    tail, cut = clean_edges(tail, False, doc)
    if cut or not (prose or relation == "title"):
        return tail, cut
    return unit_tail(relation, tail, doc)


def unit_tail(relation: str, tail: str, doc: Any) -> tuple[str, str | None]:
    """The tail widened to the whole unit it cuts (see the module) and why it is dropped, or
    None. A tail written more than once in the sentence is judged by its first uncut place."""
    if doc is None or not tail:
        return tail, None
    first: tuple[str, str | None] | None = None
    for begin, stop, span in _places(tail, doc):
        start, end, problem = _span_unit(relation, span)
        same = (start, end) == (span.start, span.end)
        inside = _inside_title(begin, stop, span)
        if inside and len(span) > 1:
            problem = NAMED_UNIT_CUT  # "Chronicles #1', was well received": runs out of it
        if problem is None and same and not inside:
            return tail, None
        if first is None:
            left = min(begin, doc[start].idx)
            right = max(stop, doc[end - 1].idx + len(doc[end - 1].text))
            first = (doc.text[left:right] if problem is None else tail, problem)
    return first or (tail, None)


def _places(tail: str, doc: Any) -> list[tuple[int, int, Any]]:
    """The characters and token spans of the tail's places in the parsed sentence."""
    spans = []
    for match in re.finditer(rf"(?<!\w){re.escape(tail)}(?!\w)", doc.text):
        span = doc.char_span(match.start(), match.end(), alignment_mode="expand")
        if span is not None and len(span):
            spans.append((match.start(), match.end(), span))
    return spans


def _inside_title(begin: int, stop: int, span: Any) -> bool:
    """Whether the tail's characters start or end inside a title merged into one token
    (``#1`` of ``'The Echo Dawn: Chronicles #1'``): the tail is then the whole title."""
    first, last = span[0], span[-1]
    cut_first = first.idx < begin and " " in first.text
    cut_last = last.idx + len(last.text) > stop and " " in last.text
    return cut_first or cut_last


def _span_unit(relation: str, span: Any) -> tuple[int, int, str | None]:
    """The widened token range of one place of the tail, and the drop reason or None."""
    for check in (_sentence_adverb, _bare_number, _next_subject, _respective, _owner_only):
        problem = check(span)
        if problem is not None:
            return span.start, span.end, problem
    for widen in (_range_span, _entity_span, _shared_name_span, _colon_span, _title_pair):
        start, end, problem = widen(relation, span)
        if problem is not None or (start, end) != (span.start, span.end):
            while end > span.end and _loose_end(span.doc[end - 1]):
                end -= 1  # "The Only Way is Essex [and]"
            return start, end, problem
    return span.start, span.end, None


def _owner_only(span: Any) -> str | None:
    """A tail that ends on an owner whose ``'s`` follows (``a researcher on Channel 4`` of
    "on Channel 4's The Word", ``spacy-patterns.v41``): the thing owned is cut off."""
    after = span.doc[span.end] if span.end < len(span.doc) else None
    return OWNER_CUT if after is not None and after.tag_ == "POS" else None


def _loose_end(token: Any) -> bool:
    """A word a widened tail does not end on: a conjunction or punctuation."""
    return token.dep_ == "cc" or (token.is_punct and token.text not in {")", "'", '"'})


def _entity_span(relation: str, span: Any) -> tuple[int, int, str | None]:
    """Over the recognized name whose edge lies outside the tail (``Pride [and Prejudice]``,
    ``[Bath and] Wells Council leader``, ``May 4th[, 2001]``)."""
    for ent in span.doc.ents:
        overlaps = ent.start < span.end and span.start < ent.end
        if not overlaps or (ent.start >= span.start and ent.end <= span.end):
            continue
        outside = [t for t in ent if not span.start <= t.i < span.end]
        if _whole_name(ent, span, outside) or _whole_date(ent, span, outside):
            start = min(ent.start, span.start)
            words = relation.lower().split()
            while start < span.start and words and span.doc[start].lower_ == words[-1]:
                start += 1  # "closed between" + "between March and June": one "between"
            return start, max(ent.end, span.end), None
    return span.start, span.end, None


def _shared_name_span(relation: str, span: Any) -> tuple[int, int, str | None]:
    """Back over ``X and`` before a name whose organisation word both places share (``[Bath
    and] Wells Council leader``): a bare capitalised word before ``and``, and the tail opening
    with capitalised words up to an organisation word."""
    doc, start = span.doc, span.start
    if start < 2 or doc[start - 1].lower_ not in {"and", "&"}:
        return start, span.end, None
    place = doc[start - 2]
    bare = not any(c.dep_ in {"compound", "det", "poss", "amod"} for c in place.children)
    alone = place.i == 0 or not doc[place.i - 1].text[:1].isupper()
    if place.pos_ != "PROPN" or not place.text[:1].isupper() or not (bare and alone):
        return start, span.end, None
    for token in span[:3]:
        if not token.text[:1].isupper():
            break
        if token.text in ORGANISATION_WORDS and token.i > start:
            return place.i, span.end, None
    return start, span.end, None


def _whole_name(ent: Any, span: Any, outside: list[Any]) -> bool:
    """A title, or a name whose parts share one word after ``and`` (``Bath and Wells
    Council``), that the tail cuts: the outside part holds no punctuation but ``&``/``:``."""
    if any(t.is_punct and t.text not in {"&", ":", "'"} for t in outside):
        return False
    if any(t.tag_ == "POS" for t in outside):
        return False  # "the Hugo Award for Best Novel [for Ana Ruiz's]": the name ran on
    root = span.root
    if any(t.dep_ in _ARGUMENTS and t.i < span.start and not t.is_ancestor(root) for t in outside):
        return False  # "awarded [Mayle] a Chevalier ...": another argument of the verb
    if ent.label_ in _TITLE_LABELS:
        return True
    joined = any(t.lower_ in {"and", "&"} for t in outside)
    before = ent.start < span.start and ent.end <= span.end
    return joined and before and ent.end - span.start >= 2 and ent.label_ in _NAME_LABELS


def _whole_date(ent: Any, span: Any, outside: list[Any]) -> bool:
    """A date the tail starts and cuts before its year (``October 4th[, 2001]``, ``February
    [last year]``): the tail becomes the whole date; other words the recognizer ran into
    the date (``23 November [aged 90]``) leave it as it is."""
    if ent.label_ not in _TIME_LABELS or ent.start != span.start or ent.end <= span.end:
        return False
    return all(t.like_num or t.lower_ in _DATE_TAILS for t in outside)


def _colon_span(relation: str, span: Any) -> tuple[int, int, str | None]:
    """Over a subtitle after a colon (``Fargo: Year of the Wolf``), when the name before the
    colon governs it and it is capitalised words."""
    doc, last = span.doc, span[-1]
    if last.pos_ != "PROPN" or span.end + 1 >= len(doc) or doc[span.end].text != ":":
        return span.start, span.end, None
    first = doc[span.end + 1]
    if not first.text[:1].isupper() or first.pos_ == "PRON":
        return span.start, span.end, None  # "in Leeds: They married": a new clause
    if first.head.i != last.i:  # the parse left the subtitle loose: cut if it reads as one
        after = [t for t in doc[span.end + 1 : span.end + 5] if t.lower_ not in _TITLE_SMALL]
        titled = len(after) >= 2 and all(t.text[:1].isupper() for t in after[:3])
        return span.start, span.end, COLON_TITLE_CUT if titled else None
    words = doc[span.end + 1 : first.right_edge.i + 1]
    titled = all(
        (t.text[:1].isupper() and not t.is_punct) or t.lower_ in _TITLE_SMALL for t in words
    )
    if not titled:
        return span.start, span.end, COLON_TITLE_CUT
    return span.start, first.right_edge.i + 1, None


def _range_span(relation: str, span: Any) -> tuple[int, int, str | None]:
    """``from X`` over ``to Y``, ``between X`` over ``and Y``; the ``to`` half of a time range
    is dropped."""
    doc = span.doc
    before = doc[span.start - 1].lower_ if span.start > 0 else ""
    after = doc[span.end] if span.end < len(doc) else None
    valued = before == "from" and _is_value(span[0])  # "from Oslo to Rome": verb_gaps
    joints = _RANGE_ENDS if valued else {"and", "&"} if before == "between" else ()
    if after is not None and after.lower_ in joints:
        end = _range_end(span, after)
        return span.start, end if end - after.i <= _MAX_RANGE_END else span.end, None
    if before in {"to", "until", "till"} and span[0].ent_type_ in _TIME_LABELS:
        opener = doc[span.start - 1]
        if any(t.lower_ == "from" for t in doc[max(opener.i - 4, 0) : opener.i]):
            return span.start, span.end, HALF_RANGE
    return span.start, span.end, None


def _is_value(token: Any) -> bool:
    """A time, date, figure or amount: the kind of word a ``from ... to`` range spans."""
    return token.like_num or token.ent_type_ in _VALUE_LABELS


def _range_end(span: Any, joint: Any) -> int:
    """The end of the range's second half: the object of ``to``, the conjunct after ``and``,
    else the word right after the joint."""
    doc = joint.doc
    objects = [c for c in joint.children if c.dep_ == "pobj"]
    conjuncts = [c for t in span for c in t.children if c.dep_ == "conj" and c.i > joint.i]
    second = (objects or conjuncts or [doc[min(joint.i + 1, len(doc) - 1)]])[0]
    return max(second.right_edge.i + 1, joint.i + 1)


def _next_subject(span: Any) -> str | None:
    """A tail whose last noun is the subject of the verb right after it: a verb with no
    subject of its own after a tail that ran over ``and`` (``about Lisbon and Blur drummer
    Dave Rowntree posted``), or the verb of a clause under the verb right before the tail,
    whose subject is in the tail (``understands a strike by writers is one of ...``)."""
    doc = span.doc
    if span.end >= len(doc) or span[-1].pos_ not in {"PROPN", "NOUN"}:
        return None
    after = doc[span.end]
    verb = after.head if after.dep_ in {"aux", "auxpass"} else after
    if after.tag_ not in _FINITE or not after.is_lower or verb.pos_ not in {"VERB", "AUX"}:
        return None
    if verb.dep_ == "relcl":
        return None
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass", "expl"}]
    if not subjects:
        return NEXT_SUBJECT if any(t.lower_ in {"and", "&"} for t in span) else None
    inside = any(span.start <= s.i < span.end for s in subjects)
    governor = doc[span.start - 1] if span.start > 0 else None
    under = governor is not None and governor.pos_ == "VERB" and verb.head.i == governor.i
    return NEXT_SUBJECT if inside and under else None


# verbs whose object is a work or a seat, where "A and B" is one name (a play, a constituency)
_WORK_OR_SEAT_VERBS = frozenset(
    {"star", "appear", "perform", "play", "direct", "stage", "represent", "nominate", "cast"}
)


def _title_pair(relation: str, span: Any) -> tuple[int, int, str | None]:
    """Over both of two bare one-word names joined by ``and``, one a person's and one of
    another kind, after a verb of a work or a seat (``starred in Romeo and Juliet``): such a
    pair is one name; read as a list, the whole pair is still what the sentence says. Like
    names, and names after other verbs, stay a list (``France and Germany``, ``supports
    Kenya and Obama``)."""
    words = set(relation.lower().split())
    if len(span) != 1 or span[0].pos_ != "PROPN" or not words & _WORK_OR_SEAT_VERBS:
        return span.start, span.end, None  # "supports Kenya and Obama": a list
    token = span[0]
    pair = [c for c in token.children if c.dep_ == "conj" and c.i == token.i + 2]
    if token.dep_ == "conj" and token.head.i == token.i - 2:
        pair.append(token.head)
    doc = token.doc
    for other in pair:
        joint = doc[min(token.i, other.i) + 1]
        bare = not any(c.dep_ in {"compound", "det", "poss", "amod"} for c in other.children)
        kinds = {other.ent_type_, token.ent_type_}
        unlike = len(kinds) == 2 and "PERSON" in kinds  # "Romeo and Juliet": GPE, PERSON
        if joint.lower_ in {"and", "&"} and other.pos_ == "PROPN" and bare and unlike:
            return min(token.i, other.i), max(token.i, other.i) + 1, None
    return span.start, span.end, None


def _respective(span: Any) -> str | None:
    """A conjunct of a clause with ``respectively``: the clause pairs the conjuncts of its
    subject and object one by one (``A and B won gold and silver respectively``), which one
    fact per conjunct cannot keep."""
    root = span.root
    coordinated = root.dep_ == "conj" or any(c.dep_ == "conj" for c in root.children)
    sentence = root.sent
    paired = any(t.lower_ == "respectively" for t in sentence)
    return RESPECTIVE if coordinated and paired else None


def _sentence_adverb(span: Any) -> str | None:
    """A tail that opens with a sentence adverb on its noun (``most notably a broken arm``);
    an adverb of degree on an adjective stays (``particularly cold winters``)."""
    first = 1 if span[0].lower_ in {"most", "more"} and len(span) > 1 else 0
    adverb = span[first]
    if adverb.pos_ != "ADV" or adverb.head.pos_ in {"ADJ", "ADV"}:
        return None
    listed = adverb.lower_ in _SENTENCE_ADVERBS
    return SENTENCE_ADVERB if listed or (first and adverb.lower_.endswith("ly")) else None


def _bare_number(span: Any) -> str | None:
    """A verb's object that is only a figure in digits, counting nothing named."""
    if len(span) != 1 or not _NUMBER.match(span[0].text):
        return None
    token = span[0]
    counted = token.ent_type_ in {"", "CARDINAL"}
    return BARE_NUMBER if counted and token.dep_ == "dobj" and token.head.pos_ == "VERB" else None


def time_one(tail: str, doc: Any) -> bool:
    """``America one`` of "lifts America one last time": a tail that ends on the ``one`` of a
    time phrase (``one last time``, ``one more time``), not ``phase one`` (v41)."""
    text = doc.text if doc is not None else ""
    return re.search(rf"{re.escape(tail)}\s+(?:last|more)\b", text) is not None
