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
  the George Cross``, ``a film in the horror genre titled "Night Lines"``: the tail is the
  noun with its title, never the noun alone;
* a noun coordinated inside the tail: ``rhythms of Andean music and dance``.

:func:`complement_problem` gives the reason a tail is dropped, counted in the KG manifest:

* ``tail cut from its complement``: the complement follows a parenthetical (``approval by the
  Medicines Agency (EMA) of the vaccine``) or is long;
* ``complement in a relative pronoun``: ``the Ramblers, of which Lord Pym was president``
  gives no ``(Lord Pym, be, president)``;
* ``'as' complement left out``: ``described the plans as reckless``, ``referred to the
  deal as a fiasco`` give no ``(.., describe, the plans)``: the object alone states nothing;
* ``'as' phrase about another object``: ``writes in Gaelic as the language of her poems``
  gives no ``(.., write as, the language of her poems)``; ``fronted 'as' phrase``: ``As a
  young judge, Ada Lin wrote rulings`` gives no ``(Ada Lin, write ruling as, a young judge)``;
* ``two noun phrases without a preposition``: ``sailed on HMS Kent the Falkland Islands``;
  ``recipient read into the tail``: ``gained Ana Ruiz recognition`` (``gained her ...``);
* ``bare number tail``, ``ordinal-only tail``: ``carried out two``, ``was her first``;
* ``tail cut from its shared modifier``: ``studies ancient coins and seals`` gives no
  ``seals``; ``tail cut from its list``: a noun the parser read as a verb after ``and``.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.modifier_checks import modifier_end, object_problem

CUT_COMPLEMENT = "tail cut from its complement"
RELATIVE_COMPLEMENT = "complement in a relative pronoun"
AS_LEFT_OUT = "'as' complement left out"
AS_OTHER_OBJECT = "'as' phrase about another object"
FRONTED_AS = "fronted 'as' phrase"
TWO_PHRASES = "two noun phrases without a preposition"
BARE_NUMBER = "bare number tail"
ORDINAL_ONLY = "ordinal-only tail"
SHARED_MODIFIER = "tail cut from its shared modifier"
CUT_LIST = "tail cut from its list"
RECIPIENT = "recipient read into the tail"

_MAX_COMPLEMENT = 10
_NAMING = frozenset({"title", "call", "name", "entitle", "dub"})
_QUOTES = "\"“”‘’'"
_ORDINALS = frozenset(
    {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"}
    | {"tenth", "last", "latest", "next", "final"}
)
_VALUE_LABELS = frozenset({"DATE", "TIME", "MONEY", "PERCENT", "QUANTITY"})
LABEL_VERBS = frozenset(
    {"describe", "refer", "single", "regard", "portray", "depict", "label", "brand", "dismiss"}
    | {"characterise", "characterize", "hail", "cite", "classify", "rank", "paint", "tout"}
    | {"designate", "bill", "cast", "view", "see", "consider", "identify", "list", "class"}
)


def checked_tail(obj: Any, start: int, end: int) -> tuple[int, str | None]:
    """The end of a prose object's tail (over a short restrictive modifier or complement) and
    why the tail is dropped, or None (see the module)."""
    end = modifier_end(obj, start, end)  # "the first river ... to be"
    end, problem = complement_end(obj, start, end)
    if problem is not None:
        return end, problem
    return end, object_problem(obj, start, end) or complement_problem(obj, start, end)


_NUMBER_WORDS = frozenset(
    {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"}
    | {"twelve", "twenty", "thirty", "forty", "fifty", "hundred", "thousand", "dozen", "million"}
)
_OWNERS = frozenset({"the", "a", "an", "his", "her", "its", "their", "our", "my", "your"})


def count_tail_problem(tail: str) -> str | None:
    """``bare number tail`` or ``ordinal-only tail`` for a tail that is only a count or an
    ordinal in words (``two``, ``her first``): it names nothing (a figure with digits is a
    value)."""
    words = [w for w in tail.lower().replace("-", " ").split() if w not in _OWNERS]
    if words and all(w in _ORDINALS for w in words):
        return ORDINAL_ONLY
    if words and all(w in _NUMBER_WORDS for w in words):
        return BARE_NUMBER
    return None


def _inside(obj: Any, start: int, end: int) -> list[Any]:
    return [t for t in obj.subtree if start <= t.idx < end]


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
    if child.dep_ == "acl" and child.lemma_.lower() in _NAMING and child.tag_ == "VBN":
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
    for token in _inside(obj, start, end):
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
        if named and obj.pos_ == "NOUN" and "," in gap and _title_gap(gap):
            return "phrase", child  # "won a medal for bravery, the George Cross"
    return None


def _named_after(obj: Any, end: int) -> Any | None:
    """A naming participle of the tail's phrase at most two words after it (``a film in the
    horror genre titled "X"``, the parse hanging ``genre titled`` apart)."""
    for token in obj.subtree:
        if token.idx < end or token.dep_ != "acl" or token.lemma_.lower() not in _NAMING:
            continue
        between = [t for t in obj.doc if end <= t.idx < token.idx]
        if len(between) <= 2 and not any(t.is_punct for t in between):
            return token
    return None


def _clause_words(child: Any, kind: str) -> list[Any]:
    """The words of a complement, without what commas set off in it (``named Amina, who is
    a lawyer``) and, for a title, without what follows the title."""
    words = sorted(child.subtree, key=lambda t: t.i)
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
        if kind == "participle" and listed:
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


def complement_problem(obj: Any, start: int, end: int) -> str | None:
    """Why a prose object's tail ``[start, end)`` is no whole fact (see the module), or None."""
    inside = _inside(obj, start, end)
    return (
        _after_parenthetical(obj, inside, end)
        or _relative_complement(obj)
        or _as_problem(obj)
        or _second_phrase(obj, inside, end)
        or _merged_recipient(obj)
        or _conjunct_problem(obj, end)
    )


_GIVING = frozenset(
    {"give", "gain", "earn", "win", "bring", "cost", "grant", "offer", "send", "show", "tell"}
    | {"award", "hand", "lend", "teach", "buy", "get", "make", "leave", "owe", "deny", "pay"}
)


def _merged_recipient(obj: Any) -> str | None:
    """``gained Ana Ruiz recognition`` (a recipient the parser, or coreference putting a name
    for ``her``, ran into the object): no ``(.., gain, Ana Ruiz recognition)``."""
    if obj.dep_ != "dobj" or obj.head.lemma_.lower() not in _GIVING or obj.pos_ != "NOUN":
        return None
    first = min(obj.subtree, key=lambda t: t.i)
    person = first.ent_type_ == "PERSON" and first.dep_ == "compound"
    return RECIPIENT if person and obj.text.islower() else None


def _after_parenthetical(obj: Any, inside: list[Any], end: int) -> str | None:
    """``approval by the Medicines Agency (EMA) of the vaccine``: the phrase goes on after a
    parenthetical the tail stopped at."""
    text = obj.doc.text
    for token in inside:
        for child in token.children:
            if child.idx < end or child.dep_ not in {"prep", "acl", "relcl"}:
                continue
            gap = text[end : child.idx].strip()
            if gap.startswith("(") and gap.endswith(")"):
                return CUT_COMPLEMENT
    return None


def _relative_complement(obj: Any) -> str | None:
    """``of which Lord Pym was president``: the noun's ``of`` phrase is a relative pronoun
    before the verb, so the tail alone says of nothing."""
    verb = obj.head
    if obj.dep_ not in {"attr", "dobj"} or obj.pos_ != "NOUN":
        return None
    for prep in (t for t in verb.subtree if t.dep_ == "prep" and t.lower_ == "of"):
        if prep.i < verb.i and any(c.lower_ in {"which", "whom"} for c in prep.children):
            return RELATIVE_COMPLEMENT
    return None


def _as_problem(obj: Any) -> str | None:
    """``described the plans as reckless`` (the object without its ``as``), ``As a young
    judge, X wrote ...``, ``writes in Gaelic as the language of her poems``."""
    governor = obj.head
    verb = governor.head if obj.dep_ == "pobj" else governor
    if verb.pos_ not in {"VERB", "AUX"}:
        return None
    preps = [c for c in verb.children if c.dep_ == "prep" and c.lower_ == "as"]
    if obj.dep_ == "pobj" and governor.lower_ == "as" and governor.dep_ == "prep":
        subjects = [c.i for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
        if subjects and governor.i < min(subjects):
            return FRONTED_AS
        dobj = any(c.dep_ == "dobj" for c in verb.children)  # folded: "use Lisbon as"
        others = [
            c
            for c in verb.children
            if c.dep_ == "prep"
            and c.lower_ != "as"
            and any(g.dep_ == "pobj" and g.ent_type_ not in _VALUE_LABELS for g in c.children)
        ]
        definite = any(c.dep_ == "det" and c.lower_ == "the" for c in obj.children)
        label = verb.lemma_.lower() in LABEL_VERBS  # "referred to the deal as a fiasco"
        if (definite or label) and others and not dobj:
            return AS_OTHER_OBJECT
        return None
    inner = [t for t in obj.subtree if t.dep_ == "prep" and t.lower_ == "as"]
    if verb.lemma_.lower() in LABEL_VERBS and any(p.i > obj.i for p in preps + inner):
        return AS_LEFT_OUT  # also "described efforts to cut costs as slow" read inside
    return None


def named_role(role: Any) -> bool:
    """``TV presenter Ann Bell, radio host Tom Lee and ...``: a role right before another
    person's name describes that person, not the name before the comma."""
    return any(c.dep_ == "appos" and c.ent_type_ == "PERSON" for c in role.children)


def _second_phrase(obj: Any, inside: list[Any], end: int) -> str | None:
    """``sailed on HMS Kent the Falkland Islands``: a second noun phrase right after a name,
    with no preposition or comma between."""
    text = obj.doc.text
    for token in inside:
        if token.pos_ != "PROPN":
            continue
        for child in token.children:
            first = min(child.subtree, key=lambda t: t.i)
            if child.dep_ != "appos" or first.idx < end or text[end : first.idx].strip():
                continue
            if first.pos_ in {"DET", "PROPN"}:
                return TWO_PHRASES
    return TWO_PHRASES if _object_after_name(obj, end) else None


def _object_after_name(obj: Any, end: int) -> bool:
    """The parse's variant of ``sailed on HMS Kent the Falkland Islands``: a direct object of
    the verb right after the name its preposition governs (either one is the tail)."""
    text = obj.doc.text
    verb = obj.head.head if obj.dep_ == "pobj" else obj.head
    if obj.dep_ not in {"pobj", "dobj"} or verb.pos_ not in {"VERB", "AUX"}:
        return False
    names = [
        (g, max(t.idx + len(t.text) for t in g.subtree))
        for p in verb.children
        if p.dep_ == "prep"
        for g in p.children
        if g.dep_ == "pobj" and g.pos_ == "PROPN"
    ]
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    for name, name_end in names:
        for direct in objects:
            first = min(t.idx for t in direct.subtree)
            mine = obj.i in {name.i, direct.i}
            if mine and first > name_end and not text[name_end:first].strip():
                return True
    return False


def _conjunct_problem(obj: Any, end: int) -> str | None:
    """``ancient coins and seals`` gives no ``seals``; ``elements of Welsh music and folklore
    into ...`` with ``folklore`` read as a verb gives no ``elements of Welsh music``."""
    own = {"det", "poss", "amod", "compound", "nummod", "nmod"}
    first = obj.head
    shared = [c.dep_ for c in first.children if c.ent_type_ != "ORDINAL"]
    alone = obj.dep_ == "conj" and not any(c.dep_ in own for c in obj.children)
    if alone and "amod" in shared and not set(shared) & {"poss", "acl", "relcl", "prep"}:
        return SHARED_MODIFIER  # (those: "tail cut from its phrase", fact_checks)
    after = [t for t in obj.doc if t.idx >= end][:2]
    if len(after) == 2 and after[0].dep_ == "cc":
        word = after[1]
        verbal = word.pos_ == "VERB" and word.tag_ == "VB" and word.head.tag_ in {"VBZ", "VBD"}
        if verbal and word.dep_ == "conj" and not any(c.dep_ == "aux" for c in word.children):
            return CUT_LIST  # a noun read as a bare verb: "integrates X and folklore into"
        bare = not any(c.dep_ in {"det", "poss", "nummod"} for c in word.children)
        inner = any(c.dep_ == "prep" and c.i < word.i for c in obj.children)
        if word.dep_ == "conj" and word.head.i == obj.i and word.pos_ == "NOUN" and bare and inner:
            return CUT_LIST  # "elements of music and dance": whose conjunct is unclear
    return None
