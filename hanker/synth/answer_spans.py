"""Answers cut short of what their sentence says (``template.v7``), for every generator:
:func:`hanker.synth.validate.rejection_reason` applies them to template and LLM-written cases.

Each returns the rejection reason (counted in the audit's quality report) or None; an answer
is cut only when every place the sentence holds it is:

* ``answer cut before its title``: "What did Ana Sol win? -- a medal for bravery" from "won a
  medal for bravery, the George Cross" (or ``the novel "Salt Harbour"``, ``a film titled
  "Night Lines"``, ``the intelligence service GCHQ``, ``template.v38``): a generic noun whose
  title follows is not the answer, the title is;
* ``answer cut before its complement``: the sentence goes on with the answer's ``of`` phrase
  (``approval by the agency (EMA) of the vaccine``);
* ``answer cut inside a list``: ``elements of Welsh music and folklore into ...``: the answer
  stops inside a coordination of the nouns of its own modifier;
* ``answer cut before a second name``: ``flew on Air Force One the Republic of Ireland``: two
  noun phrases with no preposition between, the answer one of them; and (``template.v8``) an
  answer whose examples ("hits like The Best") stop before the list's "and";
* ``answer is a bare count``: ``two``, ``her first``: a count or an ordinal names nothing.
"""

from __future__ import annotations

import re

from hanker.extract.tail_complements import count_tail_problem
from hanker.synth.clause import parse
from hanker.text.calendar import CALENDAR_WORDS
from hanker.text.name_spans import name_piece
from hanker.text.nlp import text_tokens

_TITLE_AFTER = re.compile(
    r"^(?:\s*,?\s*(?:“|\"(?=\w))"  # 'the novel "Salt Harbour"', 'a memoir, "Tides"'
    r"|\s+(?:titled|entitled|called|named)\s+[\"“A-Z]"  # 'a film titled "Night Lines"'
    r"|,\s+(?:[Tt]he\s+)?[A-Z][\w'’-]*(?:\s+(?:of\s+|the\s+)?[A-Z][\w'’-]*)*\s*[.!]?\s*$)"
)  # "a medal for bravery, the George Cross."
_COMPLEMENT_AFTER = re.compile(r"^\s*(?:\([^()]*\)\s*)?of\s")
_LIST_AFTER = re.compile(
    r"^\s+(?:and|or)\s+(?!the\b|a\b|an\b|his\b|her\b|their\b|its\b|our\b)[a-z]+(?<!ed)(?<!ing)"
    r"\s+(?:into|in|to|for|from|with|on|at|across)\b"
)
_INNER = re.compile(r"\w \b(?:of|for|in|about|between)\b \w")
_EXAMPLES = re.compile(r"\b(?:like|including|such as|notably)\s+\S")
_AND_AFTER = re.compile(r"^,?\s+(?:and|or)\s")
_NAME_AFTER = re.compile(r"^ the [A-Z]")
# "the monitoring service GCHQ last year" (template.v38): a name that ends its noun phrase,
# not the modifier of a second object ("showed the jury CCTV footage")
_OWN_NAME = re.compile(
    r"^ ([A-Z][\w'’-]*)(?: [A-Z][\w'’-]*)*"
    r"(?=\s*(?:[,.;:!?)]|$)|\s+(?:last|this|next|in|on|at|for|from|with|and|who|which|that|"
    r"since|after|before|when|to|until|during|as)\b)"
)


def _rests(answer: str, sentence: str) -> list[str]:
    """What follows each place of the answer in the sentence (case-insensitive)."""
    pattern = re.compile(rf"(?<!\w){re.escape(answer)}(?!\w)", re.IGNORECASE)
    return [sentence[m.end() :] for m in pattern.finditer(sentence)]


def _last_word(answer: str) -> str:
    words = answer.split()
    return words[-1].strip(",.;:'\"’”") if words else ""


def _own_name(rest: str) -> bool:
    """A name right after a common noun, no comma between: the noun's own name ("the
    intelligence service GCHQ"), not a day ("signed the deal Monday") or "I"."""
    found = _OWN_NAME.match(rest)
    return found is not None and found.group(1).lower() not in CALENDAR_WORDS | {"i"}


def cut_answer(answer: str, sentence: str) -> str | None:
    """Why an answer stops short of its phrase in the sentence (see the module), or None."""
    answer = " ".join(answer.split())
    sentence = " ".join(sentence.split())
    count = count_tail_problem(answer)
    if count is not None:
        return "answer is a bare count"
    named = answer.split()[-1][:1].isupper() if answer.split() else False
    if named and name_piece(text_tokens(answer, parse(sentence))):  # "African Writing" of
        return "answer is part of a name"  # "the Caine Prize for African Writing": name_spans
    rests = _rests(answer, sentence)
    last = _last_word(answer)
    if not rests or not last:
        return None
    generic = last.islower()
    if generic and all(_TITLE_AFTER.match(rest) or _own_name(rest) for rest in rests):
        return "answer cut before its title"
    if all(_COMPLEMENT_AFTER.match(rest) for rest in rests):
        return "answer cut before its complement"
    inner = bool(_INNER.search(answer))  # the list is inside the answer's modifier
    if generic and inner and all(_LIST_AFTER.match(rest) for rest in rests):
        return "answer cut inside a list"
    if _EXAMPLES.search(answer) and all(_AND_AFTER.match(rest) for rest in rests):
        return "answer cut inside a list"  # "hits like A" of "hits like A and B" (v8)
    if last[:1].isupper() and all(_NAME_AFTER.match(rest) for rest in rests):
        return "answer cut before a second name"
    return None
