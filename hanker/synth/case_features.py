"""Shape features of a written case read against its source sentence, for the case-confidence model.

A case (question and answer) can pass every rule of :mod:`hanker.synth.validate` and still be
judged unclear or wrong: an open "What was X?", a stilted "During what did X threaten?", an
answer that is a whole clause. The features here describe the shape of the case: how the
question opens (the wh-word, a fronted preposition, "According to"), its length against the
sentence's, which of its words the sentence does not hold, where the answer sits in the
sentence's parse and what kind of name it is, and whether the wh-word fits that kind. Only
closed-class words (wh-words, prepositions, auxiliaries, a few light verbs) are named, never
open vocabulary, so the model trained on them (:mod:`hanker.synth.case_confidence`) scores the
shape of a question, not its topic. The same function computes the features for training
(``benchmarks/train_case_confidence.py``, on judged cases) and when the template writer scores
a case.
"""

from __future__ import annotations

import math
from typing import Any

from hanker.extract.fact_features import FeatureMap, locate

_KIND = {"PERSON": "person", "ORG": "group", "NORP": "group", "GPE": "place", "LOC": "place"}
_KIND |= {"DATE": "time", "TIME": "time", "CARDINAL": "number", "QUANTITY": "number"}
_KIND |= {"MONEY": "number", "PERCENT": "number", "none": "none"}
_WH = frozenset({"who", "whom", "what", "which", "when", "where", "how", "why", "whose"})
_PREPOSITIONS = frozenset(
    {"of", "in", "on", "at", "for", "with", "to", "from", "by", "about", "as", "into"}
    | {"over", "after", "before", "between", "through", "during", "within", "like"}
    | {"against", "among", "under", "towards", "toward", "since", "until", "across", "onto"}
)
_COMMON_PREPS = frozenset({"in", "on", "for", "with", "to", "from", "by", "as", "into", "at"})
_BE = frozenset({"is", "was", "are", "were", "be", "been"})
_DO = frozenset({"did", "does", "do"})
_HAVE = frozenset({"has", "had", "have"})
_LIGHT_VERBS = frozenset(
    {"be", "have", "get", "take", "make", "become", "show", "give", "do", "see", "go", "come"}
    | {"put", "hold", "keep", "set", "find", "leave", "bring", "receive", "enjoy", "sit"}
)
_PEOPLE_LABELS = frozenset({"PERSON", "ORG", "NORP"})


def _opener(words: list[str]) -> tuple[str, list[str]]:
    """The class of the question's opening ("what_do", "prep_by_what", "according" ...) and
    the words after it; an "According to X," prefix is read past."""
    lower = [w.lower() for w in words]
    if lower[:2] == ["according", "to"] and "," in words:
        rest = words[words.index(",") + 1 :]
        return _opener(rest)[0] if rest else "other", rest
    if len(lower) > 1 and lower[0] in _PREPOSITIONS and lower[1] in _WH:
        prep = lower[0] if lower[0] in _COMMON_PREPS else "other"
        return f"prep_{prep}_{lower[1]}", words[2:]
    if len(lower) > 1 and lower[0] in {"what", "which"}:
        aux = lower[1]
        kind = "be" if aux in _BE else "do" if aux in _DO else "have" if aux in _HAVE else "other"
        return f"{lower[0]}_{kind}", words[1:]
    if len(lower) > 1 and lower[0] == "how":
        return ("how_many" if lower[1] in {"many", "much"} else "how_other"), words[2:]
    if lower and lower[0] in _WH:
        return lower[0], words[1:]
    return "other", words


def _bucket(name: str, value: float, edges: tuple[float, ...]) -> FeatureMap:
    """A one-hot of which interval of ``edges`` the value falls in."""
    index = sum(value > edge for edge in edges)
    return {f"{name}_{index}": 1.0}


def _answer_features(answer: str, span: Any) -> FeatureMap:
    """The answer's own shape and where it sits in the sentence's parse (``span``: its
    place there, None when the sentence does not hold it)."""
    words = answer.split()
    first = words[0].lower() if words else ""
    features: FeatureMap = {
        "a_len": math.log1p(len(words)),
        "a_det_the": float(first == "the"),
        "a_det_a": float(first in {"a", "an"}),
        "a_caps_frac": sum(w[:1].isupper() for w in words) / max(1, len(words)),
        "a_digit": float(any(ch.isdigit() for ch in answer)),
        "a_of": float(" of " in f" {answer.lower()} "),
        "a_and": float(" and " in f" {answer.lower()} " or "," in answer),
        "a_poss": float("'s " in answer or "’s " in answer),
        "a_lower_first": float(bool(words) and words[0][:1].islower() and first not in {"the"}),
    }
    features.update(_bucket("a_words", len(words), (1, 3, 6, 10)))
    if span is None:
        features["a_unlocated"] = 1.0
        return features
    root = span.root
    features[f"a_dep_{root.dep_}"] = 1.0
    features[f"a_pos_{root.pos_}"] = 1.0
    features[f"a_headpos_{root.head.pos_}"] = 1.0
    features[f"a_ent_{_answer_label(span)}"] = 1.0
    features["a_bare_definite"] = float(
        first in {"the", "this", "that", "these", "those"}
        and not any(w[:1].isupper() or any(c.isdigit() for c in w) for w in words[1:])
    )
    features["a_cover"] = float(len(span) >= len(list(root.subtree)))
    after = span.doc[span.end] if span.end < len(span.doc) else None
    features[f"a_next_{after.pos_ if after is not None else 'END'}"] = 1.0
    return features


def _answer_label(span: Any) -> str:
    """The entity label of the answer's root, else of its first labelled word, else "none"."""
    labels = sorted({t.ent_type_ for t in span if t.ent_type_})
    return str(span.root.ent_type_) or (labels[0] if labels else "none")


def _fit_features(opener: str, span: Any) -> FeatureMap:
    """Mismatches between the wh-word and the kind of name the answer is."""
    label = span.root.ent_type_ if span is not None else ""
    wh = opener.rsplit("_", 1)[-1] if opener.startswith("prep_") else opener
    wh = wh.split("_")[0]
    return {
        "fit_what_person": float(wh in {"what", "which"} and label == "PERSON"),
        "fit_who_thing": float(wh in {"who", "whom"} and label not in _PEOPLE_LABELS | {""}),
        "fit_bywhat_people": float(opener == "prep_by_what" and label in _PEOPLE_LABELS),
        "fit_when_nodate": float(wh == "when" and label not in {"DATE", "TIME", ""}),
    }


def _question_features(question: Any, sentence: Any) -> FeatureMap:
    """The question's parse against the sentence: new words, trailing words, its verb."""
    lemmas = {t.lemma_.lower() for t in sentence} | {t.text.lower() for t in sentence}
    content = [t for t in question if t.is_alpha and t.lower_ not in _WH and not t.is_stop]
    new = [t for t in content if t.lemma_.lower() not in lemmas and t.lower_ not in lemmas]
    tokens = [t for t in question if not t.is_punct]
    last = tokens[-1] if tokens else None
    root = next((t for t in question if t.dep_ == "ROOT"), None)
    verb = root.lemma_.lower() if root is not None else ""
    features: FeatureMap = {
        "q_new_words": float(len(new)),
        "q_new_frac": len(new) / max(1, len(content)),
        "q_preps": float(sum(t.pos_ == "ADP" for t in question)),
        "q_adverbs": float(sum(t.pos_ == "ADV" for t in question)),
        "q_light_verb": float(verb in _LIGHT_VERBS),
        "q_root_aux": float(root is not None and root.pos_ == "AUX"),
        "q_comma": float(any(t.text == "," for t in question)),
        "q_names": float(sum(t.ent_type_ != "" and t.ent_iob_ == "B" for t in question)),
    }
    features[f"q_last_{last.pos_ if last is not None else 'END'}"] = 1.0
    return features


def case_features(question: str, answer: str, sentence: Any, question_doc: Any) -> FeatureMap:
    """The features of one case: ``sentence`` and ``question_doc`` are spaCy parses of the
    source sentence and of the question."""
    words = [w for w in question.replace(",", " , ").split() if w]
    opener, rest = _opener([w.strip("?") for w in words])
    q_len, s_len = len(question.split()), max(1, len(sentence))
    features: FeatureMap = {"bias": 1.0, f"q_open_{opener}": 1.0}
    features["q_according"] = float(question.lower().startswith("according to "))
    features["q_len"] = math.log1p(q_len)
    features["q_len_ratio"] = min(2.0, q_len / s_len)
    features["s_len"] = math.log1p(s_len)
    features["s_quote"] = float(any(t.text in {'"', "“", "”"} for t in sentence))
    features.update(_bucket("q_words", q_len, (5, 8, 12, 16, 22)))
    span = locate(sentence, answer) if answer else None
    span = span if span is not None and len(span) else None
    features.update(_answer_features(answer, span))
    features.update(_fit_features(opener, span))
    kind = _answer_label(span) if span is not None else "none"
    features[f"x_{opener}_{_KIND.get(kind, 'thing')}"] = 1.0
    features.update(_question_features(question_doc, sentence))
    features["q_rest_len"] = math.log1p(len(rest))
    return features
