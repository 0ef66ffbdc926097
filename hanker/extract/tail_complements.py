"""Tails that keep their complement (spaCy extractor, ``spacy-patterns.v7``).

A tail stops where its noun phrase stops, but some words need what follows them to say
anything. :func:`complement_end` moves the tail's end over such a complement when it has at
most ten words, and gives ``tail cut from its complement`` when it is longer:

* an infinitive or a ``that`` clause after a noun: ``faces calls from the board to step
  down`` -> ``calls from the board to step down``; a relative clause after an indefinite
  noun (``a house that had a pool``; after ``any``/``every`` the tail is dropped when the
  clause is long); a gerund's own complement: ``paved her way to becoming a noted
  painter``; a gerund right after a verb's object: ``spends whole summers sketching coastal
  birds``;
* a title after a generic noun: ``the crime novel "Salt Harbour"``, ``a medal for bravery,
  the George Cross``, ``her pop anthem Tattoo``, ``a film in the horror genre titled "Night
  Lines"``: the tail is the noun with its title, never the noun alone (but not after the
  object of a fronted subordinate clause: ``As X made towns, the Second Revolution, begun in
  Y, made ...``: the name is the main clause's subject, :mod:`.lost_subjects`);
* a noun coordinated inside the tail: ``rhythms of Andean music and dance``;
* a short restrictive relative clause of a noun inside the tail, not of its head, even one
  that coordinates (``a set of questions with a tone that was dry and cold``): the tail cut
  before it ends on a bare phrase (``spacy-patterns.v42``).

Tails without their complement are dropped by :mod:`hanker.extract.tail_problems`; a tail
that is only a count or an ordinal gives ``bare number tail`` or ``ordinal-only tail``.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.gerund_objects import gerund_span
from hanker.extract.lost_subjects import lost_subject_end, main_clause_lost
from hanker.extract.modifier_checks import modifier_end, object_problem
from hanker.extract.modifier_coordination import modifiers_cut_problem
from hanker.extract.of_after_names import name_of_end
from hanker.extract.restrictive_infinitives import infinitive_end
from hanker.extract.resultative_colours import result_colour_problem
from hanker.extract.self_contained import object_predicate_problem, time_tail
from hanker.extract.shared_heads import shared_head_problem
from hanker.extract.swallowed_subjects import swallowed_subject
from hanker.extract.tail_cuts import cut_tail_problem
from hanker.extract.tail_fragments import fragment_problem
from hanker.extract.tail_light import coordination_start, light_tail
from hanker.extract.tail_names import named_apposition_span
from hanker.extract.tail_problems import (
    CUT_COMPLEMENT,
    FINITE,
    VALUE_LABELS,
    complement_problem,
    inside_tail,
)

BARE_NUMBER = "bare number tail"
ORDINAL_ONLY = "ordinal-only tail"

_MAX_COMPLEMENT = 10
# participles that give the noun before them its name ("a film, titled X")
NAMING_PARTICIPLES = frozenset({"title", "call", "name", "entitle", "dub", "nickname", "label"})
_QUOTES = "\"“”‘’'"
_ORDINALS = frozenset(
    {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"}
    | {"tenth", "last", "latest", "next", "final"}
)


def checked_tail(obj: Any, start: int, end: int) -> tuple[int, int, str | None]:
    """The span of a prose object's tail (over a short restrictive modifier or complement,
    after a paired ``both``) and why the tail is dropped, or None (see the module and
    :mod:`hanker.extract.tail_light`)."""
    named = named_apposition_span(obj)  # "lost a loyal colleague, Harold Finch": the name
    if named is not None:
        return named[0], named[1], None
    start = coordination_start(obj, start, end)  # "both Greek [and Latin]"
    end = modifier_end(obj, start, end)  # "the first river ... to be"
    end = name_of_end(obj, start, end)  # "a gift to Norway [of two ships]": of_after_names
    end, problem = complement_end(obj, start, end)
    if problem is None:
        end, problem = light_tail(obj, start, end)  # "great effort [to restoring clocks]"
    if problem is None:
        end, problem = infinitive_end(obj, start, end)  # "one of six MPs [to resign]"
    if problem is None:
        end, problem = time_tail(obj, start, end)  # "One day", "poetry [the next year]"
    end = lost_subject_end(obj, start, end)  # "As X made towns[, the Y Revolution], made"
    if problem is not None:
        return start, end, problem
    return (
        start,
        end,
        (
            swallowed_subject(obj, start, end)  # "moved in [May Ann Roe]" for "May she"
            or object_problem(obj, start, end)
            or complement_problem(obj, start, end)
            or fragment_problem(obj, start, end)  # "spoke on Sunday", "less noise [than]"
            or object_predicate_problem(obj)  # "called Adele [a true legend]"
            or cut_tail_problem(obj, start, end)  # "whether A and B are [equal]"
            or modifiers_cut_problem(obj, end)  # "painting vivid [and deeply personal ...]"
            or shared_head_problem(obj, start, end)  # "suffered arm[, hip and knee injuries]"
            or result_colour_problem(obj)  # "tinged the sky orange"
        ),
    )


def checked_gerund_tail(obj: Any) -> tuple[int, int, str | None]:
    """The span of a gerund object's tail (``accused of stealing cars``) and why it is
    dropped: cut inside a coordination of modifiers (:mod:`.modifier_coordination`), or None."""
    start, end = gerund_span(obj)
    return start, end, modifiers_cut_problem(obj, end)


_NUMBER_WORDS = frozenset(
    {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"}
    | {"twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"}
    | {"nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
    | {"hundred", "thousand", "dozen", "million"}
)
_OWNERS = frozenset({"the", "a", "an", "his", "her", "its", "their", "our", "my", "your"})
# a rank's noun before its number: "number nineteen", "No. 4", "rank 12"
_RANK_NOUNS = frozenset({"number", "no.", "no", "#", "rank"})


def _ordinal(word: str) -> bool:
    """``third``, ``eighteenth``, ``twentieth``, ``21st``."""
    if word in _ORDINALS or re.fullmatch(r"\d+(?:st|nd|rd|th)", word):
        return True
    stem = word.removesuffix("th")
    return stem != word and (
        stem in _NUMBER_WORDS or stem.removesuffix("ie") + "y" in _NUMBER_WORDS
    )


def _count(word: str) -> bool:
    return word in _NUMBER_WORDS or word.isdigit()


def count_tail_problem(tail: str) -> str | None:
    """``bare number tail`` or ``ordinal-only tail`` for a tail that is only a count or an
    ordinal in words (``two``, ``her first``, ``the eleventh``): it names nothing (a figure
    with digits is a value); a bare rank (``number twelve``, ``No. 7``) says nothing without
    what it ranks in, and counts as an ordinal."""
    words = [w for w in tail.lower().replace("-", " ").split() if w not in _OWNERS]
    if words and all(_ordinal(w) for w in words):
        return ORDINAL_ONLY
    if len(words) >= 2 and words[0] in _RANK_NOUNS and all(_count(w) for w in words[1:]):
        return ORDINAL_ONLY
    if words and all(w in _NUMBER_WORDS for w in words):
        return BARE_NUMBER
    return None


def _title_gap(gap: str) -> bool:
    """Between a generic noun and its title: nothing, a comma, quotes."""
    left = gap.replace(",", "", 1)
    return all(ch.isspace() or ch in _QUOTES for ch in left)


def _is_title(token: Any) -> bool:
    return token.pos_ == "PROPN" and token.ent_type_ not in {"PERSON", "GPE", "NORP", "DATE"}


def _kind(token: Any, child: Any, root: Any, gap: str) -> str | None:
    """What complement ``child`` (after the tail) is of ``token`` (a word of the tail)."""
    if not gap.strip() and token.pos_ in {"NOUN", "PROPN", "VERB"}:
        kind = _clause_kind(token, child)
        if kind is not None:
            return kind
    if child.dep_ == "appos" and token.pos_ == "NOUN" and _is_title(child) and _title_gap(gap):
        return "phrase"  # 'the crime novel "Salt Harbour"'
    plain = not any(c.dep_ in {"det", "poss", "nummod"} for c in child.children)
    if child.dep_ == "conj" and token is not root and plain and gap.strip() in {"and", "or"}:
        return "phrase" if child.pos_ in {"NOUN", "PROPN"} else None  # "music and dance"
    return None


def _clause_kind(token: Any, child: Any) -> str | None:
    """A clause right after a word of the tail that the word needs (``verbal``: kept when
    short, else the tail is dropped) or that restricts it (``participle``: kept when short)."""
    marks = {c.lower_ for c in child.children if c.dep_ == "mark"}
    if child.dep_ == "acl" and any(c.tag_ == "TO" for c in child.children):
        return "verbal"  # "calls from the board to step down"
    if child.dep_ == "acl" and child.lemma_.lower() in NAMING_PARTICIPLES and child.tag_ == "VBN":
        return "verbal"  # 'a book titled "X"'
    if child.dep_ in {"acl", "ccomp"} and "that" in marks:
        return "verbal"  # "a warning from the mayor that the bridge will close"
    if token.tag_ == "VBG" and child.dep_ in {"attr", "acomp", "oprd", "xcomp"}:
        return "verbal"  # "to becoming a noted painter"
    first = min(child.subtree, key=lambda t: t.i)
    relative = child.dep_ == "acl" and first.lower_ in {"that", "which", "who", "whom"}
    if (child.dep_ == "relcl" or relative) and not _definite(token):
        quantified = any(c.lower_ in _QUANTIFIERS for c in token.children)
        return "verbal" if quantified else "participle"  # "any plan which would ..."
    if child.dep_ == "acl" and child.tag_ == "VBG":
        return "participle"  # "whole summers sketching coastal birds"; long: left out
    return None


_QUANTIFIERS = frozenset({"any", "every", "each", "all", "no"})


def _definite(token: Any) -> bool:
    """A noun with its own way to name one thing (``the``, a possessive, a name): its
    restrictive clause is :func:`hanker.extract.modifier_checks.modifier_end`'s."""
    return token.pos_ == "PROPN" or any(
        c.dep_ == "poss" or (c.dep_ == "det" and c.lower_ in {"the", "this", "these", "those"})
        for c in token.children
    )


def _complement_after(obj: Any, start: int, end: int) -> tuple[str, Any] | None:
    """The first complement of a word of the tail that starts after the tail."""
    text = obj.doc.text
    for token in inside_tail(obj, start, end):
        for child in token.children:
            first = min(t.idx for t in child.subtree)
            if first < end:
                continue
            kind = _kind(token, child, obj, text[end:first])
            if kind is not None:
                return kind, child
    if obj.dep_ not in {"dobj", "attr"}:
        return None
    for child in obj.head.children:
        first = min(t.idx for t in child.subtree)
        gap = text[end:first] if first >= end else "x"
        if child.dep_ in {"xcomp", "advcl"} and child.tag_ == "VBG" and gap == " ":
            return "verbal", child  # "spends whole summers sketching coastal birds"
        named = child.dep_ in {"npadvmod", "appos", "dobj"} and _is_title(child)
        lost = main_clause_lost(obj.head)  # lost_subjects: "As X grew corn, the Y Revolution,"
        if named and obj.pos_ == "NOUN" and "," in gap and _title_gap(gap) and not lost:
            return "phrase", child  # "won a medal for bravery, the George Cross"
    last = _title_run(obj, end)
    return None if last is None else ("run", last)


def _title_run(obj: Any, end: int) -> Any | None:
    """The last word of a capitalised name right after a tail that ends on a common noun
    (``released her pop anthem Tattoo in 2023``, the parser taking the name apart), unless a
    verb follows it (then the name is a clause's subject) or it is a date."""
    doc = obj.doc
    before = [t for t in doc if t.idx < end][-1:]
    if not before or before[0].pos_ != "NOUN" or not before[0].text.islower():
        return None
    run: list[Any] = []
    for token in doc[before[0].i + 1 : before[0].i + 5]:
        if not (token.is_alpha and token.text[:1].isupper()) or token.ent_type_ in VALUE_LABELS:
            break
        run.append(token)
    if not run or doc.text[end : run[0].idx] != " ":
        return None
    after = doc[run[-1].i + 1] if run[-1].i + 1 < len(doc) else None
    if after is not None and after.pos_ in {"VERB", "AUX"} and after.tag_ in FINITE:
        return None
    return run[-1]


def _named_after(obj: Any, end: int) -> Any | None:
    """A naming participle of the tail's phrase at most two words after it (``a film in the
    horror genre titled "X"``, the parse hanging ``genre titled`` apart)."""
    for token in obj.subtree:
        if token.idx < end or token.dep_ != "acl" or token.lemma_.lower() not in NAMING_PARTICIPLES:
            continue
        between = [t for t in obj.doc if end <= t.idx < token.idx]
        if len(between) <= 2 and not any(t.is_punct for t in between):
            return token
    return None


def _clause_words(child: Any, kind: str) -> list[Any]:
    """The words of a complement, without what commas set off in it (``named Amina, who is
    a lawyer``) and, for a title, without what follows the title."""
    words = sorted(child.subtree, key=lambda t: t.i) if kind != "run" else [child]
    if kind == "phrase":
        words = [t for t in words if t.i <= child.i or t.dep_ in {"compound", "punct"}]
    doc = child.doc
    aside = {
        t.i
        for w in words
        for c in w.children
        if c.dep_ in {"relcl", "appos", "advcl", "parataxis", "acl"}
        and c.i > child.i
        and doc[min(x.i for x in c.subtree) - 1].text == ","
        for t in c.subtree
    }
    words = [t for t in words if t.i not in aside]
    while len(words) > 1 and words[-1].text in {",", ";"}:
        words.pop()
    return words


def complement_end(obj: Any, start: int, end: int) -> tuple[int, str | None]:
    """The tail's end moved over its short complements (see the module), or the end and
    ``tail cut from its complement`` when one is long."""
    doc = obj.doc
    for _ in range(3):
        found = _complement_after(obj, start, end)
        if found is None:
            named = _named_after(obj, end)
            if named is None:
                return end, None
            found = ("verbal", named)
        kind, child = found
        words = _clause_words(child, kind)
        listed = any(t.text in {",", ";"} or t.dep_ == "cc" for t in child.subtree)
        if kind == "participle" and listed and not inner_relative(obj, child):
            return end, None  # "a novel that explores A, B, and C": the list is no tail's
        tokens = [t for t in doc if end <= t.idx <= words[-1].idx]
        if len([t for t in tokens if not t.is_punct]) > _MAX_COMPLEMENT:
            return end, None if kind == "participle" else CUT_COMPLEMENT
        new_end = words[-1].idx + len(words[-1].text)
        opened = sum(doc.text[start:new_end].count(q) for q in '"“”')
        if opened % 2 and doc.text[new_end : new_end + 1] in {'"', "”"}:
            new_end += 1  # the title's closing quote
        end = new_end
    return end, None


def inner_relative(obj: Any, child: Any) -> bool:
    """Whether ``child`` is a relative clause of a noun inside the tail, not of its head noun
    (``a set of questions with a tone that was dry and cold``): the tail cut before it would
    end on a bare phrase, so a short one is kept even when it coordinates
    (``spacy-patterns.v42``)."""
    return child.dep_ == "relcl" and child.head.i != obj.i


def named_role(role: Any) -> bool:
    """``TV presenter Ann Bell, radio host Tom Lee and ...``: a role right before another
    person's name describes that person, not the name before the comma."""
    return any(c.dep_ == "appos" and c.ent_type_ == "PERSON" for c in role.children)
