"""Answers whose sentence shows they are not whole on their own (``template.v39``).

* ``answer explained after a colon``: "X brings a new warning: scientists are
  underestimating ..." -- the answer "a new warning" is an indefinite common noun whose
  content is the clause after the colon; asked without it, the answer says nothing;
* ``person answer with a place``: "space for Ana Ruiz in Leeds" -- the parser hung the place
  on the name, so the answer "Ana Ruiz in Leeds" carries a phrase of the clause; a name
  takes no place phrase of its own.
"""

from __future__ import annotations

from typing import Any

from hanker.synth.question_checks import Rejection

_PLACES = frozenset({"GPE", "LOC", "FAC"})


def explained_after_colon(span: Any) -> bool:
    """Whether an indefinite common-noun answer with nothing after its noun is followed by a
    colon and a clause that says what it is ("a new warning: scientists are ...")."""
    doc = span.doc
    if span.end >= len(doc) - 1 or doc[span.end].text != ":":
        return False
    root = span.root
    if root.pos_ != "NOUN" or root.ent_type_:
        return False
    indefinite = any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in root.children)
    if not indefinite or any(c.dep_ in {"prep", "acl", "relcl"} for c in root.children):
        return False  # "joined the navy: he was 17": the colon adds, it does not explain
    after = doc[span.end + 1 :]
    return any(t.pos_ in {"VERB", "AUX"} and t.dep_ not in {"aux", "auxpass"} for t in after)


def person_with_place(span: Any) -> bool:
    """Whether the answer is a bare person's name (no role before it) followed, inside the
    answer, by a preposition of place and a place name."""
    root = span.root
    if root.ent_type_ != "PERSON" or root.pos_ != "PROPN" or span[0].pos_ != "PROPN":
        return False  # "Russian ambassador X in Washington": the post's place
    for child in root.children:
        if child.dep_ != "prep" or child.lower_ not in {"in", "at"} or child.i >= span.end:
            continue
        if any(o.ent_type_ in _PLACES and o.i < span.end for o in child.children):
            return True
    return False


def answer_context_problem(span: Any) -> Rejection | None:
    """Why the sentence shows the answer is not whole on its own (see the module), or None."""
    if explained_after_colon(span):
        return Rejection("answer explained after a colon")
    if person_with_place(span):
        return Rejection("person answer with a place")
    return None
