"""Why a prose tail is no whole fact (spaCy extractor, ``spacy-patterns.v7``).

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
  ``relative clause subject read as a name``: ``sold the company Ana Ruiz founded``;
* ``tail cut from its shared modifier``: ``studies ancient coins and seals`` gives no
  ``seals``; ``tail cut from its list``: a noun the parser read as a verb after ``and``.
"""

from __future__ import annotations

from typing import Any

from hanker.text.person_nouns import PERSON_NOUNS

CUT_COMPLEMENT = "tail cut from its complement"
RELATIVE_COMPLEMENT = "complement in a relative pronoun"
AS_LEFT_OUT = "'as' complement left out"
AS_OTHER_OBJECT = "'as' phrase about another object"
FRONTED_AS = "fronted 'as' phrase"
TWO_PHRASES = "two noun phrases without a preposition"
SHARED_MODIFIER = "tail cut from its shared modifier"
CUT_LIST = "tail cut from its list"
RECIPIENT = "recipient read into the tail"
ZERO_RELATIVE = "relative clause subject read as a name"
GAPPED_CLAUSE = "second clause with its verb left out read into the tail"
VALUE_LABELS = frozenset({"DATE", "TIME", "MONEY", "PERCENT", "QUANTITY"})
FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})
LABEL_VERBS = frozenset(
    {"describe", "refer", "single", "regard", "portray", "depict", "label", "brand", "dismiss"}
    | {"characterise", "characterize", "hail", "cite", "classify", "rank", "paint", "tout"}
    | {"designate", "bill", "cast", "view", "see", "consider", "identify", "list", "class"}
)


def inside_tail(obj: Any, start: int, end: int) -> list[Any]:
    """The words of the object's phrase within the tail's characters ``[start, end)``."""
    return [t for t in obj.subtree if start <= t.idx < end]


def complement_problem(obj: Any, start: int, end: int) -> str | None:
    """Why a prose object's tail ``[start, end)`` is no whole fact (see the module), or None."""
    inside = inside_tail(obj, start, end)
    return (
        _after_parenthetical(obj, inside, end)
        or _relative_complement(obj)
        or _as_problem(obj)
        or _second_phrase(obj, inside, end)
        or _merged_recipient(obj)
        or _relative_subject(obj, inside, end)
        or _conjunct_problem(obj, end)
        or _gapped_clause(obj)
    )


def _gapped_clause(obj: Any) -> str | None:
    """:data:`GAPPED_CLAUSE` for a tail with a gapped second clause (:func:`gapped_apposition`)."""
    return GAPPED_CLAUSE if gapped_apposition(obj) else None


def gapped_apposition(obj: Any) -> bool:
    """``the Right Whale has two spout-holes, the Sperm Whale only one``, ``owns three cars,
    Bob Hart two``: the parser hangs the second clause's subject on the object as an
    apposition set off by a comma, and its object (a count or an amount) on the verb or on
    that subject; the comma starts a clause with the verb left out, no part of the tail."""
    for appos in (c for c in obj.children if c.dep_ == "appos" and c.i > obj.i):
        opened = appos.left_edge.i > 0 and obj.doc[appos.left_edge.i - 1].text == ","
        if not opened:  # "the striker Mads Holm from Aarhus": no comma, no gap
            continue
        if any(c.dep_ == "nummod" and c.i > appos.i for c in appos.children):
            return True  # "Bob Hart two"
        after = max(t.i for t in appos.subtree) + 1
        remainder = _gapped_object(obj.doc[after], obj.head) if after < len(obj.doc) else None
        if remainder is not None:
            return True
    return False


_AMOUNTS = frozenset({"one", "none", "some", "all", "half", "more", "fewer", "less", "most"})


def _gapped_object(token: Any, verb: Any) -> Any:
    """The count or amount after an apposition that the parser hung on the clause's verb
    (``only one``), or None (a time word, ``a ship yesterday``, is the verb's own)."""
    if token.is_punct or token.ent_type_ in {"DATE", "TIME"}:
        return None
    own = token.head.i == verb.i
    if not own and not (token.dep_ == "advmod" and token.head.head.i == verb.i):
        return None
    remainder = token if own else token.head
    counted = remainder.like_num or remainder.lower_ in _AMOUNTS
    return remainder if counted and remainder.ent_type_ not in {"DATE", "TIME"} else None


GIVING_VERBS = frozenset(
    {"give", "gain", "earn", "win", "bring", "cost", "grant", "offer", "send", "show", "tell"}
    | {"award", "hand", "lend", "teach", "buy", "get", "make", "leave", "owe", "deny", "pay"}
)
_GETTING = frozenset({"gain", "earn", "win", "get"})  # no recipient before their object


def _merged_recipient(obj: Any) -> str | None:
    """``gained Ana Ruiz recognition`` (a recipient the parser, or coreference putting a name
    for ``her``, ran into the object): no ``(.., gain, Ana Ruiz recognition)``."""
    if obj.dep_ != "dobj" or obj.head.lemma_.lower() not in GIVING_VERBS or obj.pos_ != "NOUN":
        return None
    first = min(obj.subtree, key=lambda t: t.i)
    person = first.ent_type_ == "PERSON" and first.dep_ == "compound"
    return RECIPIENT if person and obj.text.islower() else None


def merged_double_object(verb: Any, obj: Any) -> bool:
    """A verb of giving whose object phrase opens with a determiner, a noun for a person and
    then the head noun (``sent the presenter letters``): the parse joined the recipient and
    the thing given into one phrase. A dative the parse found, or a noun for a thing before
    the head (``sent the school letters``), is no such merge."""
    lemma = verb.lemma_.lower()
    if lemma not in GIVING_VERBS or lemma in _GETTING or obj.pos_ != "NOUN":
        return False
    if any(c.dep_ == "dative" for c in verb.children):
        return False
    before = list(obj.lefts)
    if not before or before[0].dep_ != "det":
        return False
    return any(
        t.dep_ in {"compound", "amod"} and t.lemma_.lower() in PERSON_NOUNS for t in before[1:]
    )


def _relative_subject(obj: Any, inside: list[Any], end: int) -> str | None:
    """``sold the company Ana Ruiz founded``: a name right after a noun and before a verb is
    the subject of a relative clause with no pronoun, not the noun's name."""
    after = [t for t in obj.doc if t.idx >= end][:1]
    if not after or after[0].pos_ not in {"VERB", "AUX"} or after[0].tag_ not in FINITE:
        return None
    named = any(t.dep_ == "appos" and t.pos_ == "PROPN" and t.head.pos_ == "NOUN" for t in inside)
    return ZERO_RELATIVE if named else None


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
            and any(g.dep_ == "pobj" and g.ent_type_ not in VALUE_LABELS for g in c.children)
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
    """``ancient coins and seals`` (or ``stage lighting and design``) gives no ``seals``; ``elements of Welsh music and folklore
    into ...`` with ``folklore`` read as a verb gives no ``elements of Welsh music``."""
    own = {"det", "poss", "amod", "compound", "nummod", "nmod"}
    first = obj.head
    shared = [c.dep_ for c in first.children if c.ent_type_ != "ORDINAL"]
    alone = obj.dep_ == "conj" and not any(c.dep_ in own for c in obj.children)
    common = obj.pos_ == "NOUN" and any(  # "stage lighting and design": a common-noun modifier
        c.dep_ == "compound" and c.pos_ == "NOUN" and c.i < first.i for c in first.children
    )
    modified = "amod" in shared or common
    if alone and modified and not set(shared) & {"poss", "acl", "relcl", "prep"}:
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
