"""Cases built on a misread of their sentence, and two refits of a written case.

Checks (``misread_problem``, a reason or None), each for a phenomenon of real prose:

* a discourse adverbial carried into the question ("What has the lab built for instance in
  Spain?"): "for example", "for instance", "by contrast", ... link the sentence to the text
  around it and say nothing of the fact, so the question reads garbled (``discourse
  adverbial in the question``);
* a clause cut before a colon: a sentence that ends on ":" introduces a list the sentence
  does not hold, so a question made of its last words asks about nothing (``clause cut at
  a colon``);
* a role noun in apposition read as a verb: in "Ann Lee, skipper with the Dover crew, said"
  the tagger may take "skipper" for a finite verb (with no subject of its own, after a
  comma); "Who skipper with the Dover crew?" has no verb (``role noun read as a verb``);
* a prepositional object read as the subject: "Who did the team's goal only a late save
  keep in the cup?" of "After the team's goal only a late save kept X in the cup"
  (``prepositional object read as subject``);
* an "and NP" that opens the next clause glued to a phrase: in "X argued for reform and the
  veteran MP, Ann Lee, smiled" (or "... and Lee, armed with a knife, had waited") the
  coordinated NP is the subject of the verb after the set-off phrase (``next clause's
  subject glued on``);
* an answer that is or holds an anaphoric description ("the Cumbrian village", "the club",
  "a model for these writers", "May of that year"): it points back to a name the passage gave earlier (``anaphoric answer``);
* a count asked with "what" ("What has X written? -- a total of six novels") (``count asked
  with what``);
* a phrasal verb split by fronting its particle ("Through what has X come?" of "come
  through hard games": to come through is to survive) (``phrasal verb split``);
* a clause head left at the end ("What did X hit from the moment?" of "From the moment X
  hit ..., ..."): the noun (moment, minute, point) is the head of a relative clause that holds the fact (``clause
  head stranded``);
* a sentence-initial common noun taken for a source with its description dropped
  ("According to Members, ..." of "Members who left the party said") (``common noun as
  source``), or a demonstrative one ("According to This report, ...");
* an answer cut before a bracketed abbreviation inside its noun phrase ("lead author on
  the Leeds University" of "the Leeds University (LU) survey") (``answer cut before a
  bracket``).

Refit (``refit_case``): an answer that carries set-off material after a name ("Ann Lee, 41,
from Leeds", "the Rowett Institute, just outside Aberdeen", "X, which ...") is cut to the
name. The wh-word is fitted to the answer in :mod:`hanker.synth.wh_kinds`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from hanker.synth import clause as cl
from hanker.synth.base import CaseCandidate

_DISCOURSE = re.compile(
    r"\b(for example|for instance|by contrast|in contrast|in addition(?! to)|of course|in turn|"
    r"as a result|on the other hand|in other words)\b",
    re.IGNORECASE,
)
_ANAPHORIC_NOUNS = (
    "town|city|village|club|country|company|team|side|firm|region|county|island|nation|"
    "charity|band|pair|couple|duo|trio|hamlet|capital|organisation|organization|group"
)
_ANAPHORIC = re.compile(
    rf"^(?:(?:this|these|those|that) \w+|the (?:[A-Z][\w-]+ )?(?:{_ANAPHORIC_NOUNS})s?)$"
)
_DEMONSTRATIVE_PEOPLE = re.compile(
    r"^(?:these|those) \w+$|\bthese [a-z]+s\b|\bthat (?:year|month|week|season)\b", re.IGNORECASE
)
_SOURCE_DEMONSTRATIVE = re.compile(r"^According to (?:That|This|These|Those) ")
_COUNT = re.compile(r"^(?:a total of|a combined|an estimated total of)\b", re.IGNORECASE)
_PARTICLE_VERBS = "come|came|go|gone|went|get|got|gotten|pull|pulled|live|lived|see|seen|saw"
_SPLIT_PARTICLE = re.compile(
    rf"^through (?:what|whom) \w+ (?:[\w'-]+ )*?(?:{_PARTICLE_VERBS})\b", re.IGNORECASE
)
_CLAUSE_HEAD = re.compile(
    r"\b(?:from|since|until) the (?:moment|minute|instant|second|point)\?$",
    re.IGNORECASE,
)
_SOURCE = re.compile(r"^According to ([A-Z][a-z]+),")
_SET_OFF = re.compile(
    r",\s+(?:\d{1,3}(?:,|$)|aged \d|which\b|who\b|whose\b|where\b|just (?:outside|north|"
    r"south|east|west|off)\b|near\b|outside\b|based in\b)"
)


def _question_verb_misread(question: str, sentence: str) -> bool:
    """The question's verb is a plain-form verb the tagger found in apposition (after a comma,
    with no subject of its own or one it is cut off from by that comma): a role noun read as
    a verb."""
    match = re.match(r"^(?:Who|What) (\w+) ", question)
    if match is None:
        return False
    for token in cl.parse(sentence):
        if token.text != match.group(1) or token.tag_ not in ("VB", "VBP") or token.pos_ != "VERB":
            continue
        subjects = [c for c in token.children if c.dep_ in ("nsubj", "nsubjpass", "expl")]
        after_comma = token.i > 1 and token.doc[token.i - 1].text == ","
        # no subject, or one cut off from its verb by a comma alone ("Ann Lee, skipper with")
        loose = all(s.right_edge.i >= token.i - 2 for s in subjects)
        if loose and after_comma and token.dep_ != "conj":
            return True
    return False


def _next_subject_glued(text: str, sentence: str) -> bool:
    """``text`` ends on "and NP" where the sentence goes on ", <phrase>, <finite verb>": the
    NP is the subject of the next clause, not a conjunct of the phrase before it."""
    match = re.search(r"\band ((?:the |a |an )?[\w' -]+?)\??$", text)
    if match is None:
        return False
    doc = cl.parse(sentence)
    found = re.search(rf"\band {re.escape(match.group(1))}(?!\w)", doc.text)
    if found is None:
        return False
    tokens = [t for t in doc if t.idx >= found.end()]
    if len(tokens) < 3 or tokens[0].text != ",":
        return False
    for index, token in enumerate(tokens[1:10], start=1):
        if token.text == "," and index + 1 < len(tokens):
            after = tokens[index + 1]
            return after.tag_ in ("VBD", "VBZ", "VBP", "MD") and after.dep_ != "appos"
    return False


_AUX_SUBJECT = re.compile(
    r"^(?:Who|Whom|What) (?:did|does|do|has|have|had|will|would|could) ([\w'-]+) ([\w'-]+) "
)


def _subject_from_phrase(question: str, sentence: str) -> bool:
    """The question's subject begins with the object of the sentence's opening prepositional
    phrase ("Who did the team's goal ... keep?" of "After the team's goal only a late save
    kept X"): the phrase's object was read as a second subject. A fronted clause ("Since the
    club left the league, ...") has its own subject and is not such a phrase."""
    match = _AUX_SUBJECT.match(question)
    doc = cl.parse(sentence)
    if match is None or len(doc) < 4 or doc[0].pos_ not in ("ADP", "SCONJ"):
        return False
    words = f"{match.group(1)} {match.group(2)}"
    if not doc.text[doc[1].idx :].startswith(words):
        return False
    if doc[0].dep_ == "mark":  # "After" marking the main verb: the parse lost the phrase
        return doc[0].head.dep_ == "ROOT"
    end = doc.char_span(doc[1].idx, doc[1].idx + len(words), alignment_mode="expand")
    inside = {t.i for t in doc[0].subtree}
    return doc[0].dep_ == "prep" and end is not None and end[-1].i in inside


def _cut_before_bracket(answer: str, sentence: str) -> bool:
    """The sentence goes on from the answer with "(ABBR) word": the answer stops inside its
    noun phrase."""
    at = sentence.find(answer)
    if at < 0:
        return False
    rest = sentence[at + len(answer) :]
    if re.match(r"^ \([A-Z][A-Za-z]{1,7}\) [a-z]", rest) is None:
        return False
    doc = cl.parse(sentence)
    after = [t for t in doc if t.idx > at + len(answer) and t.text == ")"]
    if not after or after[0].i + 1 >= len(doc):
        return False
    return doc[after[0].i + 1].pos_ in ("NOUN", "PROPN")


def _source_common_noun(question: str, sentence: str) -> bool:
    """The question cites as its source a sentence-initial common noun whose description (a
    relative clause, a phrase) it dropped: "According to People, ..." of "People who ..."."""
    match = _SOURCE.match(question)
    if match is None:
        return False
    doc = cl.parse(sentence)
    if len(doc) == 0 or doc[0].text != match.group(1) or doc[0].pos_ != "NOUN":
        return False
    return any(c.dep_ in ("relcl", "acl", "prep") for c in doc[0].children)


def _question_misread(question: str, sentence: str) -> str | None:
    """Why the question's words rest on a misread of the sentence (None if no sign)."""
    if _DISCOURSE.search(question):
        return "discourse adverbial in the question"
    if sentence.rstrip().endswith(":"):
        words = re.findall(r"\w+", sentence.rstrip()[:-1])
        if words and re.search(rf"\b{re.escape(words[-1])}\b", question):
            return "clause cut at a colon"
    if _question_verb_misread(question, sentence):
        return "role noun read as a verb"
    if _subject_from_phrase(question, sentence):
        return "prepositional object read as subject"
    if _SPLIT_PARTICLE.match(question):
        return "phrasal verb split"
    if _CLAUSE_HEAD.search(question):
        return "clause head stranded"
    if _source_common_noun(question, sentence) or _SOURCE_DEMONSTRATIVE.match(question):
        return "common noun as source"
    return None


def misread_problem(question: str, answer: str, sentence: str, kind: str = "") -> str | None:
    """Why a case rests on a misread of its sentence (None when no such sign is found; a
    cloze ``kind`` is not checked)."""
    if kind == "cloze":
        return None
    problem = _question_misread(question, sentence)
    if problem is not None:
        return problem
    if _next_subject_glued(question, sentence) or _next_subject_glued(answer, sentence):
        return "next clause's subject glued on"
    if _ANAPHORIC.match(answer) or _DEMONSTRATIVE_PEOPLE.search(answer):
        return "anaphoric answer"
    if question.startswith("What ") and _COUNT.match(answer):
        return "count asked with what"
    if _cut_before_bracket(answer, sentence):
        return "answer cut before a bracket"
    return None


def _set_off_cut(answer: str, sentence: str) -> str:
    """The answer cut before set-off material after a name (an age, a place, a relative
    clause), when the part before it is a capitalised name."""
    match = _SET_OFF.search(answer)
    if match is None or match.start() == 0:
        return answer
    head = answer[: match.start()].strip()
    words = head.split()
    named = sum(1 for w in words if w[:1].isupper()) >= max(1, len(words) // 2 + 1)
    if not named or head not in sentence:
        return answer
    return head


def refit_case(candidate: CaseCandidate, sentence: str) -> CaseCandidate:
    """The case with set-off material after a name cut from its answer."""
    if candidate.kind == "cloze":
        return candidate
    answer = _set_off_cut(candidate.answer, sentence)
    if answer == candidate.answer:
        return candidate
    return replace(candidate, answer=answer)
