"""Titles held at a stated past time: asked in the past with that time.

A title or position read off a sentence ("Mayor Ann Holt", "Ann Holt, the head of Orvik")
is asked in the present ("Who is the mayor of Orvik?"), which is right for news of the day
and wrong for a dated past event: "On 4 May 1921, Mayor Ann Holt opened the bridge" says she
was mayor in 1921, not now. When the verb of the holder's clause is past (a past tense or a
past participle: "opened", "was killed", "a law passed in 1921 under Mayor Ann Holt") and
carries its own time phrase with a year ("on 4 May 1921", "in 1921", "during 1921"), the
question is asked in the past with that time: "Who was the mayor of Orvik on 4 May 1921?".
A year elsewhere in the sentence (in a clause of its own, in a quotation) says nothing of
when the title was held, and the question is left as it is.

The holder's clause may take its time from a clause it is bound to: a verb it is joined to
("Governor Ann Holt tried to flee but was caught in May 1921"), a when- or after-clause
("Mayor Ann Holt stood on the steps when peace was declared in May 1921"), or the verb it
hangs under ("In 1921, Vik sought to meet Mayor Ann Holt"). Those clauses (joined by
``conj``, ``xcomp`` or ``advcl``, never a relative clause or a quotation) are searched in
turn for a past verb with a dated phrase; two different dates among them leave no one time
for the title, and the question is not asked at all.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth import clause as cl

_YEAR = re.compile(r"^(?:1[0-9]{3}|20[0-9]{2})$")
_TIME_PREPS = frozenset({"in", "on", "during"})
_PAST_TAGS = frozenset({"VBD", "VBN"})
# links that bind a clause to the holder's: its time is the holder's time
_BOUND = frozenset({"conj", "xcomp", "advcl"})
_HOPS = 3


def _holder_verb(head: str, doc: Any) -> Any | None:
    """The verb whose clause names the holder (the name's last word's nearest verb above it)."""
    last = head.split()[-1] if head.split() else ""
    found = [t for t in doc if t.text == last]
    if not found:
        return None
    node = found[0]
    while node.pos_ not in {"VERB", "AUX"} and node.head.i != node.i:  # spaCy makes new tokens
        node = node.head
    return node if node.pos_ in {"VERB", "AUX"} else None


def _dated_phrase(prep: Any) -> str | None:
    """The time phrase a preposition opens when it holds a year tagged a date."""
    if prep.dep_ != "prep" or prep.lower_ not in _TIME_PREPS:
        return None
    words = list(prep.subtree)
    if not any(_YEAR.match(t.text) and t.ent_type_ == "DATE" for t in words):
        return None
    if any(t.pos_ in {"VERB", "AUX"} for t in words):
        return None  # "on the steps when peace was signed in 1919": a clause, no time
    phrase = prep.doc[prep.left_edge.i : prep.right_edge.i + 1].text
    return prep.lower_ + phrase[len(prep.text) :]


def _verb_time(verb: Any) -> str | None:
    """The dated phrase of a past verb ("was caught in May 1921"); none for a future one."""
    if verb.tag_ not in _PAST_TAGS or any(c.tag_ == "MD" for c in verb.children):
        return None
    for child in verb.children:
        phrase = _dated_phrase(child)
        if phrase is not None:
            return phrase.rstrip(" ,")
    return None


def _bound_verbs(verb: Any) -> list[Any]:
    """The verbs of the clauses bound to the holder's (see the module), the holder's
    first."""
    top = verb
    for _ in range(_HOPS):
        if top.dep_ not in _BOUND or top.head.i == top.i:
            break
        top = top.head
    found, todo = [], [top]
    while todo:
        node = todo.pop(0)
        found.append(node)
        todo.extend(c for c in node.children if c.dep_ in _BOUND and c.pos_ in {"VERB", "AUX"})
    return [verb, *(v for v in found if v.i != verb.i)]


def holder_time(head: str, sentence: str) -> str | None:
    """The past time phrase of the holder's clause ("on 4 May 1921"), "" when the clauses
    bound to it give two different times, or None (see the module)."""
    if not sentence or not head:
        return None
    verb = _holder_verb(head, cl.parse(sentence))
    if verb is None:
        return None
    own = _verb_time(verb)
    if own is not None:
        return own
    times = {t for t in map(_verb_time, _bound_verbs(verb)) if t is not None}
    if len(times) > 1:
        return ""
    return times.pop() if times else None


def holder_question(phrase: str, head: str, sentence: str) -> str:
    """ "Who is PHRASE?", "Who was PHRASE TIME?" for a title held at a past time, or ""
    (no question) when the sentence gives the title two times."""
    time = holder_time(head, sentence)
    if time == "":
        return ""
    return f"Who was {phrase} {time}?" if time else f"Who is {phrase}?"
