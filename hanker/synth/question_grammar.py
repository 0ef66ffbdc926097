"""Questions whose verb is not finite or that carry a concessive aside (``template.v15``).

Checked for template and LLM-written cases alike by
:func:`hanker.synth.validate.rejection_reason`:

* ``no finite verb after the wh-word``: a gerund or infinitive clause turned into a question
  keeps its non-finite form where the auxiliary belongs ("By whom being Ms Lee supported?",
  "Who to build homes for the town?", "For what taking Ms Lee away?"): no English question is
  built that way;
* ``concessive aside in the question``: "What has X been though on a smaller scale than Y?":
  a ``though``/``although``/``albeit`` phrase of the sentence moved into the question reads
  as garbled and weakens what is asked;
* ``one name written two ways``: "What did Lena face due to Lena Ruiz Ortega's illness?":
  coreference wrote a full name for "her" beside a shorter form of it, so the question reads as
  if it named two people;
* ``no verb after the wh-word``: "Who the Swiss consulate ... was sent ... said?": a wh-word
  followed straight by a determiner opens no English question (``template.v38``);
* ``no verb after the wh-word`` also for "Where became X established?" (a full verb where
  only an auxiliary stands), "As what did X serve later as county surveyor?" (two conjoined
  ``as`` roles run together; also ``under``, ``from`` ... fronted and repeated; not ``by``:
  "By whom was the takeover by X led?") (``template.v38``);
* ``question points back at its answer``: "Where is X hoping to travel to work as a carpenter
  there?": a "there" that is not existential stands for the place asked (``template.v38``);
* ``do-support on an existential there``: "What did there evolve out of X?" for "there
  evolved an evil thought": the answer is the subject; no question is built on "there";
* ``time answer relative to the passage``: "By when had X repaid it? -- October of that
  year", "the following spring", "two days later": the point in time is only in the passage.
"""

from __future__ import annotations

import re

_NON_FINITE = re.compile(
    r"^(?:according to [^,]+, )?(?:\w+ )?(?:what|who|whom|which|when|where|how(?: many| much)?)"
    r" (?:being|having|to\b|\w+ing (?!(?:did|does|do|has|have|had|is|was|are|were|will|would)\b))",
    re.IGNORECASE,
)
_TIME_NOUN = r"(?:year|month|week|day|night|morning|evening|season|spring|summer|autumn|winter)"
_RELATIVE_TIME = re.compile(
    rf"\b(?:that|the same|the following|the next|the previous|the preceding) {_TIME_NOUN}s?\b"
    rf"|\b(?:\w+ )?{_TIME_NOUN}s? (?:later|earlier|before)$",
    re.IGNORECASE,
)
_NAME_RUN = re.compile(r"[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*")
_DETERMINER_AFTER_WH = re.compile(
    r"^(?:according to [^,]+, )?(?:\w+ )?(?:what|who|whom|which) "
    r"(?:the|a|an|this|that|these|those|his|her|its|their|my|our|your)\b",
    re.IGNORECASE,
)
_EXISTENTIAL = frozenset(
    {"is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "will", "would"}
    | {"seem", "seems", "seemed", "remain", "remains", "remained", "'s", "’s"}
)
_AUXILIARIES = (
    r"(?:is|are|was|were|be|been|did|does|do|has|have|had|will|would|can|could|should|may|"
    r"might|must|shall|'s)"
)
# "Where became X established?": a full verb put where only an auxiliary can stand
_UNINVERTED = re.compile(
    rf"^(?:according to [^,]+, )?(?:where|when|why)(?! {_AUXILIARIES}\b) \w+", re.IGNORECASE
)
# "As what did Lincoln serve later as county surveyor?": two conjoined "as" roles run together
_TWO_AS = re.compile(
    r"^(?:according to [^,]+, )?(as|under|from|against|through|during|over|about|into) "
    r"(?:what|whom) .* \1 \w",
    re.IGNORECASE,
)  # "Under what will the branches ... under the deal?"
# "What did there evolve ...?": the asked noun is the subject "there" stands in for
_DO_THERE = re.compile(
    r"\b(?:what|who|whom|which|many|much)\s+(?:\w+\s+)?(?:did|does|do)\s+there\b", re.IGNORECASE
)
_CONCESSIVE = re.compile(r"\b(?:though|although|albeit)\b", re.IGNORECASE)


def grammar_problem(question: str, answer: str = "") -> str | None:
    """Why the question is built on a non-finite verb or carries a concessive aside, or the
    answer is a time only the passage fixes; None when none of these holds."""
    if _RELATIVE_TIME.search(answer):
        return "time answer relative to the passage"
    if _NON_FINITE.match(question):
        return "no finite verb after the wh-word"
    if _DETERMINER_AFTER_WH.match(question):
        return "no verb after the wh-word"  # "Who the consulate was sent ... said?"
    if _UNINVERTED.match(question) or _TWO_AS.match(question):
        return "no verb after the wh-word"  # "Where became X established?", "As what ... as"
    if _DO_THERE.search(question):
        return "do-support on an existential there"  # "What did there evolve out of X?"
    if question.startswith("Where ") and _answer_there(question):
        return "question points back at its answer"  # "... to work as a carpenter there?"
    if _CONCESSIVE.search(question):
        return "concessive aside in the question"
    return "one name written two ways" if _named_two_ways(question) else None


def _answer_there(question: str) -> bool:
    """A "there" that stands for a place (not "there is", "was there"): in a "where"
    question, the place asked."""
    words = re.findall(r"[\w'’]+", question.lower())
    for at, word in enumerate(words):
        if word != "there":
            continue
        around = {words[at - 1] if at else "", words[at + 1] if at + 1 < len(words) else ""}
        if not around & _EXISTENTIAL:
            return True
    return False


def _named_two_ways(question: str) -> bool:
    """Two runs of capitalised words, one a possessive, one's words a part of the other's."""
    runs = []
    for found in _NAME_RUN.finditer(question):
        words = found.group(0).split()
        runs.append(words[1:] if found.start() == 0 else words)  # the wh-word or "According"
    for at, first in enumerate(runs):
        for second in runs[at + 1 :]:
            possessive = any(w.endswith(("'s", "’s")) for w in (*first[-1:], *second[-1:]))
            a = {w.removesuffix("'s").removesuffix("’s") for w in first}
            b = {w.removesuffix("'s").removesuffix("’s") for w in second}
            if possessive and a and b and a != b and (a < b or b < a):
                return True
    return False
