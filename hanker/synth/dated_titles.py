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
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth import clause as cl

_YEAR = re.compile(r"^(?:1[0-9]{3}|20[0-9]{2})$")
_TIME_PREPS = frozenset({"in", "on", "during"})
_PAST_TAGS = frozenset({"VBD", "VBN"})


def _holder_verb(head: str, doc: Any) -> Any | None:
    """The verb whose clause names the holder (the name's last word's nearest verb above it)."""
    last = head.split()[-1] if head.split() else ""
    found = [t for t in doc if t.text == last]
    if not found:
        return None
    node = found[0]
    while node.pos_ not in {"VERB", "AUX"} and node.head is not node:
        node = node.head
    return node if node.pos_ in {"VERB", "AUX"} else None


def _dated_phrase(prep: Any) -> str | None:
    """The time phrase a preposition opens when it holds a year tagged a date."""
    if prep.dep_ != "prep" or prep.lower_ not in _TIME_PREPS:
        return None
    words = list(prep.subtree)
    if not any(_YEAR.match(t.text) and t.ent_type_ == "DATE" for t in words):
        return None
    phrase = prep.doc[prep.left_edge.i : prep.right_edge.i + 1].text
    return prep.lower_ + phrase[len(prep.text) :]


def holder_time(head: str, sentence: str) -> str | None:
    """The past time phrase of the holder's clause ("on 4 May 1921"), or None (see the
    module)."""
    if not sentence or not head:
        return None
    verb = _holder_verb(head, cl.parse(sentence))
    if verb is None or verb.tag_ not in _PAST_TAGS:
        return None
    for child in verb.children:
        phrase = _dated_phrase(child)
        if phrase is not None:
            return phrase.rstrip(" ,")
    return None


def holder_question(phrase: str, head: str, sentence: str) -> str:
    """ "Who is PHRASE?", or "Who was PHRASE TIME?" for a title held at a past time."""
    time = holder_time(head, sentence)
    return f"Who was {phrase} {time}?" if time else f"Who is {phrase}?"
