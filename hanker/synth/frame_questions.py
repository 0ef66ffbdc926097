"""Questions that drop the frame their answer needs (the case checks of ``template.v27``), for
every generator: :func:`hanker.synth.open_questions.open_question` applies them.

Each returns the rejection reason (counted in the audit's quality report) or None:

* ``question has several answers``:
  - "Where had Ms Holland been?": a bare "been" somewhere says nothing of when, and a person
    has been to many places (the sentence's "when she was struck" is the frame);
  - "What did Jordan have on?": a thing worn or held, with no occasion;
  - "What is mentioned in Biden's speech?": a passive of mentioning, featuring or listing
    asked for its subject; a speech mentions many things;
  - "What is the attack on John Caldwell?": an event asked what it "is", answered by a
    description ("the most serious incident ..."): many descriptions fit an event;
* ``answer names no one``: a "who" question answered by an indefinite description ("To whom
  have tributes been paid? -- a popular footballer", "With whom has X collaborated? -- a
  prominent Swedish author"): a person asked for is named, or picked out by a relative
  clause ("a woman who paid for ...");
* ``wh-word does not fit the answer``: "When can the orchestra be heard? -- BBC Radio 2's
  Sunday Night": a phrase a name owns is a programme or a thing, not a time;
* ``garbled or overlong question``: an adjunct whose ``also`` compares with something only
  the sentence says ("When was X arrested before also being released?"); a fronted
  preposition with a second one stranded at the end ("To what has X sailed through?"); an
  ``end up`` without the state it ends in ("What did X end up due to delays?").
"""

from __future__ import annotations

import re

_LEAD = r"^(?:[^,?]+, )?"
_BARE_BEEN = re.compile(_LEAD + r"(?i:where) (?:has|have|had|was|were) [^?]+ been\?$")
_HAVE_ON = re.compile(
    _LEAD + r"(?i:what) (?:did|does|do|has|had|have) [^?]+ (?:have|had) (?:on|off|with)\?$"
)
_LISTED = re.compile(
    _LEAD + r"(?i:what|who) (?:is|was|are|were|has been|have been|had been) "
    r"(?:mentioned|discussed|featured|included|highlighted|cited|listed|referenced)\b"
)
_WHAT_IS_THE = re.compile(_LEAD + r"(?i:what) (?:is|was|are|were) the ([a-z][^?]*)\?$")
_EVENTS = frozenset(
    {*("attack", "incident", "crash", "fire", "explosion", "shooting", "killing", "murder")}
    | {*("death", "collision", "accident", "move", "decision", "case", "event", "row")}
    | {*("scandal", "strike", "war", "conflict", "deal", "plan", "change", "result")}
    | {*("outcome", "ruling", "verdict", "report", "investigation", "inquiry", "review")}
    | {*("stabbing", "assault", "raid", "protest", "announcement", "crisis", "disaster")}
)
_EVENT_MODIFIERS = frozenset({"latest", "recent", "new", "first", "second", "last", "main"})
_WHEN = re.compile(_LEAD + r"(?i:when)\b")
_WHO = re.compile(_LEAD + r"(?:\w+ )?(?i:who|whom)\b")
_INDEFINITE = re.compile(r"^(?:a|an) [a-z]")
_RELATIVE = re.compile(r"\b(?:who|whom|whose|that|which)\b")
_OWNED = re.compile(r"\w['’]s\b")
_TWO_PREPS = re.compile(
    _LEAD + r"(?i:to|in|on|at|for|with|from|by|into) (?:what|whom|which)\b.* "
    r"(?:through|into|onto|towards|toward)\?$"
)
_BARE_END_UP = re.compile(r"\bend(?:ed|s)? up(?:\?$| (?!with|in|at|on|as|being|\w+ing\b))")
_ADJUNCT_ALSO = re.compile(r"\b(?:before|after|while|since|without|despite) also\b")


def _described_event(question: str, answer: str) -> bool:
    """ "What is the attack on X? -- the most serious incident ...": an event asked what it
    is, answered by a common description."""
    match = _WHAT_IS_THE.match(question)
    if match is None or not answer[:1].islower():
        return False
    if any(word[:1].isupper() for word in answer.split()[1:]):
        return False  # a name answers it
    words = [w for w in match.group(1).split() if w not in _EVENT_MODIFIERS]
    return bool(words) and words[0] in _EVENTS and not match.group(1).endswith("ing")


def frame_problem(question: str, answer: str) -> str | None:
    """Why the question lacks the frame that makes its answer the only one, or None."""
    if _BARE_BEEN.match(question) or _HAVE_ON.match(question) or _LISTED.match(question):
        return "question has several answers"
    if _described_event(question, answer):
        return "question has several answers"
    if _WHO.match(question) and _INDEFINITE.match(answer) and not _RELATIVE.search(answer):
        return "answer names no one"  # "To whom ...? -- a popular footballer"
    if _WHEN.match(question) and _OWNED.search(answer):
        return "wh-word does not fit the answer"  # "BBC Radio 2's Sunday Night"
    if _ADJUNCT_ALSO.search(question) or _TWO_PREPS.match(question):
        return "garbled or overlong question"  # "before also being released", "To ... through?"
    if _BARE_END_UP.search(question):
        return "garbled or overlong question"  # "What did X end up due to delays?"
    return None
