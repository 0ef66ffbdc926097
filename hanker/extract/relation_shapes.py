"""Relations whose shape is no verb phrase of the sentence (spaCy extractor, through
:func:`hanker.extract.triple_context.triple_problem`).

A prose fact's relation is a verb with the words the extractor folded in (``sell copies
in``, ``be head of``). Each check reads the triple with its sentence's parse and returns a
drop reason or None:

* ``name folded into the relation``: a relation word that the sentence writes only as the
  last word of a longer proper name, lower-cased by lemmatisation (``appear on show on`` of
  ``appeared on Breakfast Show on``): the name is cut and folded into the verb phrase;
* ``relation has no verb``: the relation's first word is, in the sentence, only ever a noun
  (``pledge of`` from ``a pledge of $2bn``): a noun phrase read as a relation;
* ``role without its of-phrase``: a leading role noun folded into the relation whose ``of``
  phrase is left out (``be chief at`` of ``chief of staff at``): without it the fact says
  the person leads the whole body (``director at``, a role among many, stays);
* ``time clause read as relation``: ``by the time``/``at the time`` folded into the
  relation (``be elected by time on``): the opening of a fronted subordinate clause;
* ``object's phrase moved to the verb``: the relation's last preposition modifies a noun
  (a named object folded into the relation, ``hire Ana from Leeds``: Ana is from Leeds,
  or the indefinite noun of an earlier phrase left out, ``grew up in a house with a garden``
  -> ``grow up with``), not the verb.
"""

from __future__ import annotations

from typing import Any

from hanker.text.nlp import text_tokens

NAME_FOLDED = "name folded into the relation"
NO_VERB = "relation has no verb"
ROLE_OF_LOST = "role without its of-phrase"
TIME_CLAUSE = "time clause read as relation"
OBJECT_PHRASE = "object's phrase moved to the verb"

_SKIP_FIRST = frozenset({"not", "title", "be", "have", "do"})
_TIME_OPENERS = frozenset({"by time", "at time", "by moment", "at moment"})
# role nouns that, without the ``of`` phrase that narrows them, say one leads the whole body
_LEADING_ROLES = frozenset(
    {"head", "chief", "chair", "chairman", "chairwoman", "chairperson", "president", "leader"}
    | {"boss", "captain", "commander", "governor", "principal", "dean"}
)
_NOUN_TAGS = frozenset({"NOUN", "PROPN"})


def relation_shape_problem(relation: str, tail: str, doc: Any) -> str | None:
    """Why a prose relation is no verb phrase of its sentence (see the module), or None."""
    words = relation.split("(according to", 1)[0].split()
    if not words or doc is None:
        return None
    joined = " ".join(words).lower()
    if any(f" {opener} " in f" {joined} " for opener in _TIME_OPENERS):
        return TIME_CLAUSE
    if _name_folded(words, doc):
        return NAME_FOLDED
    if _no_verb(words, doc):
        return NO_VERB
    tokens = text_tokens(tail, doc)
    if not tokens:
        return None
    if _role_of_lost(words, tokens, doc):
        return ROLE_OF_LOST
    return OBJECT_PHRASE if _object_phrase(words, tokens) else None


def _name_folded(words: list[str], doc: Any) -> bool:
    """Whether a lower-case relation word is, in the sentence, only a proper name written
    with a capital in mid-sentence."""
    for word in words:
        if not word.isalpha() or not word.islower() or len(word) < 3:
            continue
        same = [t for t in doc if word in {t.lower_, t.lemma_.lower()}]
        names = [t for t in same if t.pos_ == "PROPN" and t.text[:1].isupper()]
        if names and len(names) == len(same) and all(_cut_name(t, words) for t in names):
            return True
    return False


def _cut_name(token: Any, words: list[str]) -> bool:
    """Whether a mid-sentence name word is the last word of a longer name whose other words
    the relation left out (``Question Time`` -> ``time``)."""
    parts = [c for c in token.children if c.dep_ == "compound" and c.pos_ == "PROPN"]
    lowered = {w.lower() for w in words}
    return token.i != token.sent.start and any(p.lower_ not in lowered for p in parts)


def _no_verb(words: list[str], doc: Any) -> bool:
    """Whether the relation's first word is, in the sentence, only a noun (never a verb)."""
    first = words[0].lower()
    if first in _SKIP_FIRST or not first.isalpha():
        return False
    same = [t for t in doc if t.lemma_.lower() == first or t.lower_ == first]
    return bool(same) and all(t.pos_ == "NOUN" for t in same)


def _role_of_lost(words: list[str], tokens: list[Any], doc: Any) -> bool:
    """Whether a noun folded into the relation has an ``of`` phrase in the sentence that
    neither the relation nor the tail keeps."""
    if "of" in words:
        return False
    lowered = {w.lower() for w in words[1:]}
    inside = {t.i for t in tokens}
    for token in doc:
        if token.lemma_.lower() not in _LEADING_ROLES or token.lower_ not in lowered:
            continue
        if token.pos_ != "NOUN" or token.i in inside:
            continue
        if token.head.pos_ not in {"VERB", "AUX"} and token.dep_ not in {"attr", "appos"}:
            continue
        if any(c.dep_ == "prep" and c.lower_ == "of" and c.i not in inside for c in token.children):
            return True
    return False


def _object_phrase(words: list[str], tokens: list[Any]) -> bool:
    """Whether the relation's closing preposition, the one the tail hangs on, modifies a noun
    the relation folded in as a name, or a noun neither relation nor tail keeps."""
    inside = {t.i for t in tokens}
    roots = [t for t in tokens if t.head.i == t.i or t.head.i not in inside]
    if not roots or roots[0].dep_ != "pobj" or len({t.head.i for t in roots}) != 1:
        return False  # "from [Hexham] [in Leeds]": both phrases hang on the preposition
    prep = roots[0].head
    if prep.lower_ != words[-1].lower() or prep.dep_ != "prep":
        return False
    noun = prep.head
    if noun.pos_ in {"VERB", "AUX"}:
        return _named_object_set_off(noun, prep, words) or _earlier_phrase(noun, prep, words)
    if noun.pos_ not in _NOUN_TAGS or noun.i in inside or noun.i > prep.i:
        return False
    kept = noun.lower_ in {w.lower() for w in words} or noun.lemma_.lower() in words
    if noun.pos_ == "PROPN":
        return kept and noun.dep_ != "pobj"
    if noun.dep_ == "pobj":
        return not kept and _indefinite(noun) and noun.head.head.pos_ in {"VERB", "AUX"}
    return not kept and noun.dep_ in {"dobj", "attr"}


def _named_object_set_off(verb: Any, prep: Any, words: list[str]) -> bool:
    """Whether the verb's named object, folded into the relation, is set off from the
    preposition by a comma (``hired Ana, originally from Leeds``): the phrase describes Ana."""
    lowered = {w.lower() for w in words}
    for child in verb.children:
        if child.dep_ != "dobj" or child.pos_ != "PROPN" or child.lower_ not in lowered:
            continue
        between = child.doc[child.i + 1 : prep.i]
        if any(t.text == "," for t in between):
            return True
    return False


def _earlier_phrase(verb: Any, prep: Any, words: list[str]) -> bool:
    """Whether a ``with``/``of`` phrase the relation hangs on its verb follows right after
    another of the verb's phrases, left out, whose common noun it may modify (``comes from a
    family with a long history`` -> ``come with``)."""
    if prep.lower_ not in {"with", "of"}:
        return False
    lowered = {w.lower() for w in words}
    before = prep.doc[prep.i - 1]
    if before.pos_ != "NOUN" or before.dep_ != "pobj" or before.ent_type_:
        return False
    if not _indefinite(before):
        return False  # "tapped her on the shoulder with a sword": the verb's instrument
    earlier = before.head
    return earlier.head.i == verb.i and earlier.lower_ not in lowered


def _indefinite(noun: Any) -> bool:
    """Whether a noun has no determiner or possessive but ``a``/``an`` (``a village``)."""
    return not any(c.dep_ in {"det", "poss"} and c.lower_ not in {"a", "an"} for c in noun.children)
