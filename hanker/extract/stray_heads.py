"""Heads with stray words, cut titles, or a noun that is not the doer (``stray-heads.v1``).

Each check returns the drop reason (counted in the KG manifest) or None; all are called through
:func:`stray_head_problem` from :func:`hanker.extract.triple_context.triple_problem`:

* ``head with an unbalanced quotation mark``: a head that opens a quotation it does not close
  (``Ann Roe's "Silent``) or closes one it did not open (``Silent Tides" by Ann Roe``): the
  span was cut inside a title or a quotation, so it names no whole title; or that ends on a
  lone apostrophe (``Dilano van '`` of ``Dilano van 't Hoff``: the name cut);
* ``head opens with a set-off adverbial``: ``In Spain, a panel of judges``, ``Born in Paris,
  Ana Ruiz's writing``: a preposition phrase or a participle clause and its comma are no part
  of the noun phrase;
* ``head runs across a line break``: a caption or heading glued to the next line's words;
* ``universal or free-choice quantifier head``: ``Any member of the club``, ``Every pupil``,
  ``Each runner``: a generic or modal statement about no specific entity;
* ``head of a with-participle after a noun``: ``saw a van with a red roof parking on the
  kerb``: the participle after ``with`` describes the noun before ``with`` (the van parks),
  not the noun inside the ``with`` phrase;
* ``head inside the subject's modifier``: the head is the object of a preposition within the
  verb's subject (``A van with a red roof parked``; ``The claims about the firm were false``):
  the doer is the subject's noun, not the head;
* ``head cut from its restrictive clause``: a participle or relative clause that restricts the
  head's noun follows the head with no comma (``a photo of dogs taken at the fair won``; ``a
  shop in Leeds that sells hats``): the head without it names no specific entity;
* ``place of an opening clause read as the subject``: ``Growing up in Lyon, France shaped her
  books``: the country after the comma completes the place of the opening ``-ing`` clause,
  which is the real subject; the place is not the doer;
* ``part noun without its whole``: ``The second half``, ``The European leg``: a noun that
  names a part of something (a tour, a season, a book) the fact leaves out.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.dash_names import dash_name_problem

STRAY_HEADS_VERSION = "stray-heads.v1"

UNBALANCED_QUOTE = "head with an unbalanced quotation mark"
OPENING_ADVERBIAL = "head opens with a set-off adverbial"
LINE_BREAK = "head runs across a line break"
FREE_CHOICE = "universal or free-choice quantifier head"
WITH_PARTICIPLE = "head of a with-participle after a noun"
INSIDE_SUBJECT = "head inside the subject's modifier"
CUT_RESTRICTIVE = "head cut from its restrictive clause"
PART_NOUN = "part noun without its whole"
PLACE_SUBJECT = "place of an opening clause read as the subject"

_FREE_CHOICE = frozenset({"any", "every", "each", "no"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass"})
_PART_NOUNS = frozenset(
    {"leg", "half", "stage", "phase", "round", "part", "section", "instalment", "installment"}
    | {"episode", "chapter", "sequel", "prequel", "portion", "segment", "stretch", "lap"}
)
_PART_HEAD = re.compile(r"^the\s+(?:[\w-]+\s+){0,2}?([a-z]+)$", re.I)
_MARKS = "\"“”'‘’"
_OPEN_SINGLE = re.compile(r"^['‘][A-Za-z]")
_CLOSE_SINGLE = re.compile(r"[A-Za-z.!?,]['’]$")


def stray_head_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why the head carries stray words or is not the doer of the relation (see the module),
    or None; ``doc`` is the sentence's parse (None: the shape checks alone)."""
    words = head.split()
    if not words:
        return None
    if words[0].lower() in _FREE_CHOICE and len(words) > 1 and words[1].lower() != "one":
        return FREE_CHOICE
    found = _PART_HEAD.match(head)
    if found and found.group(1) in _PART_NOUNS:
        return PART_NOUN
    if words[-1] in {"'", "’"} and len(words) > 1:
        return UNBALANCED_QUOTE  # "Dilano van '" of "Dilano van 't Hoff": the name cut
    if doc is None:
        return None
    if unbalanced_quote(head) and not _quote_beside(head, doc.text):
        return UNBALANCED_QUOTE
    if dashed := dash_name_problem(head, tail, doc):
        return dashed  # "(Guillain, be, Barré syndrome)": one name
    span = word_span(words, doc)
    if not span:
        return None
    if _across_line(span):
        return LINE_BREAK
    participle = span[0].tag_ in {"VBN", "VBG"} and span[0].dep_ in {"advcl", "acl"}
    opener = span[0].pos_ == "ADP" or participle  # "Born in Paris, X's" (not "Founding members")
    if opener and any(t.text == "," for t in span[1:]):
        return OPENING_ADVERBIAL
    inside = {t.i for t in span}
    roots = [t for t in span if t.head.i not in inside or t.head.i == t.i]
    if len(roots) != 1:
        return None
    return _root_problem(roots[0], span, inside, relation)


def unbalanced_quote(text: str) -> bool:
    """Whether ``text`` opens a quotation it does not close, or closes one it did not open
    (straight or curly double quotes; single quotes that open a word and are never closed)."""
    if sum(text.count(mark) for mark in '"“”') % 2:
        return True
    opened = sum(1 for w in text.split() if _OPEN_SINGLE.match(w))
    closed = sum(1 for w in text.split() if _CLOSE_SINGLE.search(w))
    return opened > closed  # a closing ' may be a plural possessive: only opens count


def _quote_beside(head: str, text: str) -> bool:
    """Whether the quotation mark the head lacks stands right beside it in the sentence: a
    whole title whose opening or closing mark the span left out (``"Silent Tides`` then
    ``"``), not a quotation or title that runs on past the head. Only the quoted part is
    looked for (coreference may have rewritten the words before it)."""
    marks = [i for i, ch in enumerate(head) if ch in _MARKS]
    if not marks:
        return True
    if _lacks_close(head):
        part = head[marks[-1] :]
        at = text.find(part)
        after = text[at + len(part) :].lstrip(" ,.;:") if at >= 0 else ""
        return after[:1] in _MARKS
    part = head[: marks[0] + 1]
    at = text.find(part)
    return at >= 0 and text[:at].rstrip()[-1:] in _MARKS


def _lacks_close(text: str) -> bool:
    """Whether the unbalanced mark of ``text`` opens a quotation (else it closes one)."""
    marks = [i for i, ch in enumerate(text) if ch in _MARKS]
    for i in reversed(marks):
        opening = (i == 0 or text[i - 1] == " ") and i + 1 < len(text) and text[i + 1].isalnum()
        if opening or text[i] in "“‘":
            return True
        if text[i] in '"”':
            return False
    return False


def word_span(words: list[str], doc: Any) -> list[Any]:
    """The tokens of the first place of ``words`` in ``doc`` (whitespace tokens inside kept)."""
    tokens = list(doc)
    for i, first in enumerate(tokens):
        if first.text != words[0] and not words[0].startswith(first.text):
            continue
        text = ""
        for j in range(i, len(tokens)):
            text += tokens[j].text_with_ws
            if text.split() == words:
                return tokens[i : j + 1]
            if len(text.split()) > len(words):
                break
    return []


def _across_line(span: list[Any]) -> bool:
    """Whether a line break separates two of the span's words."""
    return any("\n" in t.text_with_ws or "\n" in t.text for t in span[:-1])


def _relation_verbs(relation: str, doc: Any) -> set[int]:
    words = set(relation.split("(according to", 1)[0].lower().split()) - {"be"}
    return {
        t.i
        for t in doc
        if t.pos_ in {"VERB", "AUX", "ADJ"} and (t.lower_ in words or t.lemma_.lower() in words)
    }


def _root_problem(root: Any, span: list[Any], inside: set[int], relation: str) -> str | None:
    """The checks on the head's syntactic root: a with-participle, a noun inside the subject,
    a restrictive clause left out."""
    doc = root.doc
    verbs = _relation_verbs(relation, doc)
    if _with_participle(root) and root.head.i in verbs:
        return WITH_PARTICIPLE
    if root.dep_ == "pobj" and _subject_above(root, inside, verbs):
        return INSIDE_SUBJECT
    if root.dep_ == "nsubj" and root.head.i in verbs and _place_after_clause(span):
        return PLACE_SUBJECT
    if relation != "title" and _restriction_cut(span, inside, verbs):
        return CUT_RESTRICTIVE
    return None


def _restriction_cut(span: list[Any], inside: set[int], verbs: set[int]) -> bool:
    """Whether a participle or relative clause on a noun of the head follows it with no comma,
    and the fact is not that clause's (a relative clause's own fact only on an indefinite
    head: ``a shop in Leeds that sells hats``)."""
    doc = span[0].doc
    after = span[-1].i + 1
    if after >= len(doc):
        return False
    clause = doc[after].head if doc[after].tag_ in {"WDT", "WP"} else doc[after]
    if clause.dep_ not in {"acl", "relcl"} or clause.head.i not in inside:
        return False
    if clause.i not in verbs:
        return True
    return clause.dep_ == "relcl" and span[0].lower_ in {"a", "an"}


def _place_after_clause(span: list[Any]) -> bool:
    """Whether the head is a place set after a comma that follows a place ending an opening
    ``-ing`` or ``-ed`` clause (``Raised in Lyon, France ...``)."""
    doc = span[0].doc
    start = span[0].i
    if start < 2 or doc[start - 1].text != "," or span[-1].ent_type_ not in {"GPE", "LOC"}:
        return False
    place = doc[start - 2]
    if place.ent_type_ not in {"GPE", "LOC"}:
        return False
    deps = {"advcl", "csubj", "csubjpass"}
    clause = next((a for a in place.ancestors if a.dep_ in deps), None)
    return bool(
        clause is not None
        and clause.tag_ in {"VBG", "VBN"}
        and clause.dep_ in {"advcl", "csubj", "csubjpass"}
        and not any(c.dep_ in _SUBJECTS for c in clause.children)
        and clause.left_edge.i <= 1
    )


def _with_participle(root: Any) -> bool:
    """``<noun> with <head> <verb>-ing``: the head parsed as the subject of a participle in a
    ``with`` phrase that directly follows a noun."""
    verb = root.head
    if root.dep_ != "nsubj" or verb.tag_ != "VBG" or verb.dep_ not in {"pcomp", "pobj"}:
        return False
    prep = verb.head
    if prep.lower_ != "with" or prep.i == 0:
        return False
    return bool(prep.doc[prep.i - 1].pos_ in {"NOUN", "PROPN"})


def _subject_above(root: Any, inside: set[int], verbs: set[int]) -> bool:
    """Whether a subject of a relation verb, outside the head, holds the head's root in its
    subtree (the root is in a preposition phrase or clause of that subject)."""
    token = root
    while token.head.i != token.i:
        token = token.head
        if token.i in inside:
            continue
        if token.dep_ in _SUBJECTS:
            return token.head.i in verbs
        if token.i in verbs:
            return False
    return False
