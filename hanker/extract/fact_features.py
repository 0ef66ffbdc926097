"""Shape features of a prose fact read against its sentence, for the fact-confidence model.

Every feature is structural: lengths, determiners, where the head and tail spans sit in the
sentence's parse (do they cover their root's subtree, which words come right before and after
them, which dependents they leave out), and what the relation's verb carries (an object the
tail does not hold, a modal, negation, the clause it sits in). No feature names a word of
open-class vocabulary, so the model trained on them (:mod:`hanker.extract.fact_confidence`)
scores the shape of an extraction, not its topic. The same function computes the features
for training (``benchmarks/train_fact_confidence.py``, on judged facts and their source
sentences) and when the extractor scores a fact, so the two never drift apart.
"""

from __future__ import annotations

import math
from typing import Any

FeatureMap = dict[str, float]

_REFERRING = frozenset(
    {"he", "she", "it", "they", "him", "her", "them", "his", "its", "their"}
    | {"this", "that", "these", "those", "one"}
)
_DETERMINERS = frozenset(
    {"a", "an", "the", "this", "that", "these", "those", "some", "any", "each", "every"}
    | {"another"}
)
_PREPOSITIONS = frozenset(
    {"of", "in", "on", "at", "for", "with", "to", "from", "by", "about", "as", "into"}
    | {"over", "after", "before", "between", "through", "during", "within", "like"}
    | {"against", "among", "under"}
)
_RELATIVES = frozenset({"who", "which", "that", "whose", "where", "when"})
_MODALS = frozenset({"can", "could", "may", "might", "would", "should", "will"})
_QUOTES = ('"', "“", "”")
_LOOSE_DEPENDENTS = frozenset({"punct", "cc", "det", "case"})
_LOOSE = ("punct", "cc")


def locate(sentence: Any, text: str) -> Any:
    """The span of ``sentence`` (a spaCy Doc or Span) whose words are ``text``'s, or None."""
    words = text.lower().split()
    tokens = [t.text.lower() for t in sentence]
    for i in range(len(tokens) - len(words) + 1):
        if words and tokens[i : i + len(words)] == words:
            return sentence[i : i + len(words)]
    start = sentence.text.lower().find(text.lower())
    if start < 0 or not text:
        return None
    offset = sentence[0].idx if len(sentence) else 0
    doc = sentence[0].doc if len(sentence) else None
    if doc is None:
        return None
    return doc.char_span(offset + start, offset + start + len(text), alignment_mode="expand")


def _neighbour_kind(token: Any) -> str:
    """A coarse class of the word next to a span (END at the sentence's edge)."""
    if token is None:
        return "END"
    if token.text in ",;:":
        return "COMMA"
    if token.lower_ == "to":
        return "TO"
    if token.lower_ in _RELATIVES:
        return "REL"
    return str(token.pos_)


def _span_features(prefix: str, span: Any, features: FeatureMap) -> None:
    """How a head or tail span sits in the parse of its sentence."""
    if span is None or len(span) == 0:
        features[f"{prefix}missing"] = 1.0
        return
    root = span.root
    subtree = list(root.subtree)
    inside = sum(1 for w in subtree if span.start <= w.i < span.end)
    features[f"{prefix}subtree_cover"] = inside / len(subtree)
    features[f"{prefix}subtree_out"] = min(len(subtree) - inside, 8) / 8
    features[f"{prefix}extra_in"] = (len(span) - inside) / len(span)
    for child in root.children:
        if not span.start <= child.i < span.end and child.dep_ not in _LOOSE_DEPENDENTS:
            features[f"{prefix}out_{child.dep_}"] = 1.0
    doc = span.doc
    after = doc[span.end] if span.end < len(doc) else None
    before = doc[span.start - 1] if span.start > 0 else None
    features[f"{prefix}next_{_neighbour_kind(after)}"] = 1.0
    features[f"{prefix}prev_{_neighbour_kind(before)}"] = 1.0
    if after is not None and span.start <= after.head.i < span.end and after.dep_ not in _LOOSE:
        features[f"{prefix}next_depends_in"] = 1.0
    features[f"{prefix}root_{root.pos_}"] = 1.0
    features[f"{prefix}rootdep_{root.dep_}"] = 1.0
    features[f"{prefix}propn_frac"] = sum(w.pos_ == "PROPN" for w in span) / len(span)
    features[f"{prefix}ent"] = float(any(w.ent_type_ for w in span))


def _bare_definites(span: Any) -> list[Any]:
    """The nouns of ``span`` under a plain ``the`` with nothing that makes them unique: only
    lower-case adjectives and nouns before them, no name or number, and no dependent after
    them (of-phrase, relative clause, appositive) in the sentence."""
    found = []
    for det in span:
        noun = det.head
        if det.lower_ != "the" or det.dep_ != "det" or noun.pos_ != "NOUN" or noun.i < det.i:
            continue
        between = span.doc[det.i + 1 : noun.i]
        plain = all(
            w.pos_ == "PUNCT" or (w.pos_ in ("ADJ", "NOUN") and w.text.islower()) for w in between
        )
        after = [c for c in noun.children if c.i > noun.i and c.dep_ not in _LOOSE]
        if plain and noun.text.islower() and not after and span.start <= noun.i < span.end:
            found.append(noun)
    return found


def _definite_features(relation_core: list[str], tail: Any, features: FeatureMap) -> None:
    """Bare definite phrases in the tail: the whole tail (as an object or after a
    preposition of the relation) or nested at its end (``reasons for the delays``); such a
    phrase most often points back to something only the passage names."""
    if tail is None or len(tail) == 0:
        return
    for noun in _bare_definites(tail):
        if noun.i == tail.root.i:
            by_prep = bool(relation_core) and relation_core[-1] in _PREPOSITIONS
            features["t_bare_def_prep" if by_prep else "t_bare_def_obj"] = 1.0
        elif noun.i == tail.end - 1:
            features["t_bare_def_nested"] = 1.0


def _word_features(head: str, core: list[str], tail: str, features: FeatureMap) -> None:
    """Features of the triple's own words."""
    heads, tails = head.split(), tail.split()
    features["h_len"] = math.log1p(len(heads))
    features["t_len"] = math.log1p(len(tails))
    features["r_core_len"] = float(len(core))
    for prefix, words in (("h", heads), ("t", tails)):
        first = words[0].lower() if words else ""
        features[f"{prefix}_det_{first if first in _DETERMINERS else 'none'}"] = 1.0
        features[f"{prefix}_pron"] = float(any(w.lower() in _REFERRING for w in words))
        text = " ".join(words)
        features[f"{prefix}_quote_odd"] = float(sum(text.count(q) for q in _QUOTES) % 2)
        features[f"{prefix}_digit"] = float(any(c.isdigit() for c in text))
        features[f"{prefix}_cap"] = sum(w[:1].isupper() for w in words) / max(1, len(words))
    features["r_ends_prep"] = float(bool(core) and core[-1] in _PREPOSITIONS)
    features["r_be"] = float(bool(core) and core[0] == "be")
    features["r_have"] = float(bool(core) and core[0] == "have")
    features["r_title"] = float(core == ["title"])


def _verb_features(sentence: Any, core: list[str], head: Any, tail: Any, f: FeatureMap) -> None:
    """What the relation's verb carries in the sentence (its object, modal, clause)."""
    verb = next(
        (w for w in sentence if core and w.lemma_.lower() == core[0] and w.pos_ in ("VERB", "AUX")),
        None,
    )
    if verb is None:
        f["r_noverb"] = 1.0
        return
    for child in verb.children:
        in_tail = tail is not None and tail.start <= child.i < tail.end
        if child.dep_ in ("dobj", "obj") and not in_tail:
            f["r_obj_lost"] = 1.0
        elif child.dep_ == "neg":
            f["r_neg"] = 1.0
        elif child.dep_ == "aux" and child.lower_ in _MODALS:
            f[f"r_modal_{child.lower_}"] = 1.0
        elif child.dep_ == "mark":
            f[f"r_mark_{child.lower_}"] = 1.0
    f[f"r_dep_{verb.dep_}"] = 1.0
    f[f"r_tag_{verb.tag_}"] = 1.0
    if head is not None and len(head):
        f["h_is_subj"] = float(head.root.head.i == verb.i)
    if tail is not None and len(tail):
        up = tail.root.head
        attached = up.i == verb.i or (up.head.i == verb.i and up.dep_ in ("prep", "agent"))
        f["t_attached"] = float(attached)


def fact_features(head: str, relation: str, tail: str, sentence: Any) -> FeatureMap:
    """The shape features of (head, relation, tail) read against ``sentence``, the spaCy
    parse of the sentence as written (a Doc or a sentence Span)."""
    features: FeatureMap = {"bias": 1.0}
    core = relation.split(" (according to")[0].split()
    features["attrib"] = float("(according to" in relation)
    _word_features(head, core, tail, features)
    text = sentence.text
    features["r_len"] = math.log1p(len(relation.split()))
    features["s_len"] = math.log1p(len(sentence))
    features["sent_quote"] = float(any(q in text for q in _QUOTES))
    features["sent_question"] = float("?" in text)
    clauses = sum(w.pos_ in ("VERB", "AUX") and w.dep_ not in ("aux", "auxpass") for w in sentence)
    features["s_verbs"] = min(clauses, 6) / 6
    features["h_in_sent"] = float(head.lower() in text.lower())
    features["t_in_sent"] = float(tail.lower() in text.lower())
    head_span, tail_span = locate(sentence, head), locate(sentence, tail)
    _span_features("t_", tail_span, features)
    _span_features("h_", head_span, features)
    _definite_features(core, tail_span, features)
    related = [w for w in sentence if w.lemma_.lower() in core]
    features["r_noun"] = float(
        any(w.pos_ in ("NOUN", "PROPN") for w in related if w.lemma_.lower() not in ("be", "have"))
    )
    features["r_adj"] = float(any(w.pos_ == "ADJ" for w in related))
    _verb_features(sentence, core, head_span, tail_span, features)
    return features
