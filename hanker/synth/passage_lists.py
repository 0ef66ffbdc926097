"""An answer that is one of several the passage gives for the same question (``template.v12``).

"The tour has visited places such as Lyon, Lille, Nantes and Paris. Ana's tour took her to
the Louvre." gives "Where did Ana's tour take her? -- the Louvre", but a reader of the passage
may answer any of the places listed for the tour: the question has no one answer. A "where"
question is dropped when another sentence of the passage lists three or more names (a list
of proper names joined by commas and "and"/"or") and shares a noun with the question (the
topic both speak of) while the answer is not in that list.
"""

from __future__ import annotations

from typing import Any

from hanker.synth import clause as cl

_JOINERS = {",", "and", "or"}


def _name_runs(sentence: Any) -> list[list[Any]]:
    """The sentence's proper names: maximal runs of proper nouns."""
    runs: list[list[Any]] = []
    for token in sentence:
        if token.pos_ == "PROPN" and token.text[:1].isupper():
            if runs and runs[-1][-1].i == token.i - 1:
                runs[-1].append(token)
            else:
                runs.append([token])
    return runs


def _place_list(sentence: Any) -> list[str]:
    """The names of the sentence's longest list of names joined by commas and "and"/"or"
    (the small parser's entity labels are too unsure to tell places from other names)."""
    best: list[str] = []
    listed: list[list[Any]] = []
    doc = sentence.doc
    for run in _name_runs(sentence):
        between = doc[listed[-1][-1].i + 1 : run[0].i] if listed else None
        if between is not None and len(between) and all(t.lower_ in _JOINERS for t in between):
            listed.append(run)
        else:
            listed = [run]
        best = max(best, [" ".join(t.text for t in r) for r in listed], key=len)
    return best


def listed_elsewhere(question: str, answer: str, sentence: str, context: str) -> str | None:
    """Why a "where" question's answer is one of several the passage lists, or None."""
    if not question.startswith("Where ") or not context:
        return None
    topic = {t.lemma_.lower() for t in cl.parse(question) if t.pos_ == "NOUN"}
    if not topic:
        return None
    own = " ".join(sentence.split())
    for other in cl.parse(context).sents:  # one parse per passage, shared by its cases
        if " ".join(other.text.split()) in own or own in " ".join(other.text.split()):
            continue  # the case's own sentence
        places = _place_list(other)
        if len(places) < 3 or any(p.lower() in answer.lower() for p in places):
            continue
        if any(t.pos_ == "NOUN" and t.lemma_.lower() in topic for t in other):
            return "answer is one of several the passage lists"
    return None
