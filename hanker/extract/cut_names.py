"""Tails that stop short of a name (``spacy-patterns.v46``).

* ``tail stops before its name``: a bare common noun right before a name that the tail
  leaves out (``founder of charity All Dogs Matter`` -> ``founder of charity``): the name says
  which charity; the noun alone says nothing (the parser often hangs such a name elsewhere);
* the same reason for an indefinite noun named only by its copular relative clause (``has
  received a science award, which is the Royal Society medal`` -> ``a science award``;
  ``v47``);
* ``tail ends inside a name``: the tail's last word is part of a name that goes on after it
  with ``of`` (``his department, the Ministry of Defence`` -> ``..., the Ministry``).
"""

from __future__ import annotations

from typing import Any

from hanker.text.nlp import text_tokens

BEFORE_NAME = "tail stops before its name"
INSIDE_NAME = "tail ends inside a name"


def cut_name_problem(head: str, tail: str, doc: Any) -> str | None:
    """Why the tail stops before or inside a name that is not the head (see the module), or
    None (``Senior coroner Kay Lee``: a title right before its name is whole)."""
    tokens = text_tokens(tail, doc)
    if not tokens:
        return None
    if any(0 < token.i - tokens[-1].i <= 3 for token in text_tokens(head, doc)):
        return None  # "former Tory leader Sir Ian Lee": the head's title
    last = tokens[-1]
    if _named_in_relative(last):
        return BEFORE_NAME  # "a science award, which is the Royal Society medal"
    if last.i + 1 >= len(doc) or (last.whitespace_ == "" and not doc[last.i + 1].is_alpha):
        return None
    after = doc[last.i + 1]
    following = doc[after.i + 1] if after.i + 1 < len(doc) else None
    of_name = after.lower_ == "of" and following is not None and following.text[:1].isupper()
    if last.ent_type_ and after.ent_iob_ == "I" and after.ent_type_ == last.ent_type_ and of_name:
        return INSIDE_NAME  # "the Ministry [of Defence]"; other cut names: name_spans
    bare = last.pos_ == "NOUN" and last.is_alpha and last.is_lower and not last.ent_type_
    bare = bare and not any(c.dep_ == "det" for c in last.children)
    return BEFORE_NAME if bare and _name_start(after) else None


def _named_in_relative(noun: Any) -> bool:
    """Whether an indefinite noun is named only by its copular relative clause (``a science
    award, which is the Royal Society medal``): the tail stops before the name."""
    if not any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in noun.children):
        return False
    for clause in (c for c in noun.children if c.dep_ == "relcl" and c.lemma_ == "be"):
        for attr in (c for c in clause.children if c.dep_ == "attr"):
            if attr.pos_ == "PROPN" or any(t.pos_ == "PROPN" for t in attr.subtree):
                return True
    return False


_NAME_KINDS = frozenset({"ORG", "PERSON", "GPE", "WORK_OF_ART", "PRODUCT", "EVENT", "FAC"})


def _name_start(token: Any) -> bool:
    """Whether ``token`` opens a name (a capitalised proper noun, or ``The``/``All`` before
    one, as in ``All Dogs Matter``) in the middle of a sentence."""
    doc = token.doc
    if token.is_sent_start or not token.text[:1].isupper():
        return False
    if token.pos_ == "PROPN" or (token.ent_iob_ == "B" and token.ent_type_ in _NAME_KINDS):
        return True  # "charity [See Me]": a name the tagger read as a verb, tagged an entity
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return following is not None and following.pos_ == "PROPN" and token.pos_ == "DET"
