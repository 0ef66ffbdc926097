"""Prepositions a question strands rather than fronts (the wh-phrase rules of round 26).

English fronts a preposition with "what" or "whom" where the preposition heads an adjunct
("By whom was X appointed?", "With what did X paint it?"), but a preposition that completes
a light verb's meaning reads stilted fronted: "Into what was X asked to look?", "For what
does Y work?". Such a preposition stays with its verb and the wh-word goes alone to the
front: "What was X asked to look into?", "Who does Y work for?". When a word the same as the
stranded preposition follows it ("work for for two years") the question is not written.

A motion verb's goal or source asked "to what"/"from what" ("To what did X go?", "From
what does Y come?", "Under what did Z come?") asks a place or a state the verb does not
name: no question is written (a place is asked "where" elsewhere).
"""

from __future__ import annotations

from typing import Any

from hanker.synth.question_checks import Rejection

# light verbs whose prepositional complement carries the meaning ("look into", "work for")
_LIGHT_VERB_PREPS = frozenset(
    {
        *(("look", "into"), ("look", "at"), ("look", "for"), ("look", "after")),
        *(("look", "to"), ("work", "for"), ("stand", "for"), ("care", "for")),
    }
)
# verbs of coming and going: their "to"/"from" phrase is a goal, a source or a state
_MOTION_VERBS = frozenset({"come", "go"})
_MOTION_PREPS = frozenset({"to", "from", "under", "through", "against", "into", "over", "on"})


def strand_preposition(wh: tuple[str, set[int]], arg: Any) -> tuple[str, set[int]] | Rejection:
    """The wh-phrase ``wh`` ("for what", its tokens) with a light verb's preposition left in
    the clause ("what", the tokens less the preposition), a rejection for a motion verb's goal
    asked with "what", else ``wh`` unchanged."""
    words = wh[0].split()
    if len(words) != 2 or words[1] not in {"what", "whom"} or arg.dep_ != "prep":
        return wh
    if words[0] != arg.lower_:
        return wh
    verb = arg.head
    pair = (verb.lemma_.lower(), arg.lower_)
    if pair[0] in _MOTION_VERBS and pair[1] in _MOTION_PREPS:
        return Rejection("motion verb's goal asked with 'what'")  # "To what did X go?"
    if pair not in _LIGHT_VERB_PREPS or verb.pos_ not in {"VERB", "AUX"}:
        return wh
    if any(c.dep_ == "prt" for c in verb.children):
        return wh  # "For whom is X standing in?": a phrasal verb of its own
    following = arg.doc[arg.i + 1 :]
    after = [t for t in following if t.i not in wh[1]]
    if after and after[0].lower_ == arg.lower_:
        return Rejection("stranded preposition before the same word")  # "work for for"
    asked = "who" if words[1] == "whom" else "what"
    return asked, wh[1] - {arg.i}
