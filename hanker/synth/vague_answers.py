"""Cases with no one answer, or whose question keeps a garbled piece of its sentence (checks
after ``template.v16``), for every generator through
:func:`hanker.synth.validate.rejection_reason`. Each returns a counted reason or None:

* an additive focus on the asked phrase: "X also featured Y", "X is also accused of Y",
  "X featured Y as well", "X also spoke about Y", "X, who has also appeared in Y": "also" says
  the sentence adds Y to other things X presented, talked of or played in, so "What did X
  feature?", "About what did X speak?" have other true answers (``other answers signalled
  by also``); on other verbs "also" mostly adds the clause to other news about X ("X also
  praised Y"), and the question keeps one answer; but a person agent of a passive under
  "also" ("By whom was X nominated?") has others too (:mod:`hanker.synth.also_agents`);
* an answer that points past itself: "other books titled A and B", "another novel", "more
  poems", "further cuts": it presupposes things of the same kind the answer leaves out
  (``answer points to others``);
* a light verb with an abstract object: "What did X leave? -- a lasting impact on Y", "What
  do X's works bring to the genre? -- a new level of depth": with leave, bring, find, create
  or hold the abstract noun carries the meaning, so many answers fit (``vague light verb``);
* a sentence cut before its last words' complement ("declared that-",
  :mod:`hanker.synth.cut_sentences`);
* a definition whose answer leans on the passage ("What is X? -- the region's largest bank",
  :mod:`hanker.synth.vague_definitions`);
* a person defined by a part in an event: "What was Ann Lee? -- the party's preferred
  candidate": a candidate, favourite or target is what one was in one contest, one
  description among many (``definition question on a person``);
* a participial phrase left at the end of the question: "What does X bring to her stories,
  often including rural settings?": the participle hangs on nothing (``participial phrase
  left in the question``);
* a dash aside in the question: "Where are 300 Britons stuck among the largest groups
  there?" of "300 Britons are stuck in Chad - among the largest groups there": the words
  after a dash comment on the whole clause, not on the verb (``dash aside in the question``);
* the head noun of a relative clause left at the end of a "when" question: "When did X
  collapse on the night?" of "on the night X collapsed, in May" (``clause head stranded``);
* a noun's "to" complement left with the verb: "What did X increase to the importance of
  Y? -- public attention" of "increased public attention to the importance of Y": "to ..."
  is the noun's (attention to), so the question is garbled (``noun complement left in the
  question``);
* a plural demonym used as a modifier: "Syrians doctors", "Americans tourists": a nationality
  modifies a noun in its singular form, so the phrase is ungrammatical (``plural noun as a
  modifier``).
"""

from __future__ import annotations

import re

from hanker.synth import clause as cl
from hanker.synth.also_agents import also_agent
from hanker.synth.cut_sentences import cut_sentence
from hanker.synth.definition_questions import head_noun
from hanker.synth.vague_definitions import passage_definition

_OTHERS = re.compile(
    r"^(?:(?:yet |some |many |several |the )?(?:other|another)|(?:\d+|two|three|four|five) more"
    r"|(?:nearly |almost |about |roughly |twice |half )?(?:as|so) (?:many|much)\b)\b",
    re.IGNORECASE,
)  # "nearly as many new councillors as Labour": a comparison, no thing (template.v28)
# "What is an additional book by X?", "Which is another of her novels?": one of several
_ONE_OF_SEVERAL = re.compile(
    r"^(?:What|Which|Who) (?:is|was|are|were) (?:an? (?:additional|further)|another|yet another"
    r"|one (?:more|other)|some other|(?:an?|one) other)\b",
    re.IGNORECASE,
)
_LIGHT_VERB = re.compile(
    r"^What (?:did|does|do|has|have|had|will|would|can|could) .+ "
    r"(?:leave|left|bring|brought|find|found|create|created|bringing|leaving)"
    r"(?: to [^?]*)?\?$"
)
_ABSTRACT = re.compile(r"(?:ance|ence|ment|tion|sion|ity|ness|ism|ure)$")
_ABSTRACT_NOUNS = frozenset(
    {
        *("impact", "mark", "legacy", "level", "depth", "perspective", "touch", "sense"),
        *("appeal", "feel", "flair", "voice", "quality", "edge", "blend", "dimension"),
        *("layer", "insight", "understanding", "realism", "charm", "richness", "nuance"),
        *("impression", "influence", "footprint", "resonance", "authenticity", "warmth"),
    }
)
_EVENT_ROLES = frozenset(
    {
        *("candidate", "favourite", "favorite", "frontrunner", "front-runner", "contender"),
        *("nominee", "target", "suspect", "runner-up", "choice", "pick", "hopeful"),
    }
)
_DEFINITION = re.compile(r"^(?:What|Who) (?:is|was) [A-Z][^?,]*\?$")
_PARTICIPLE_TAIL = re.compile(r", \w+ly [a-z]{3,}ing\b[^,?]*\?$")
_STRANDED = re.compile(
    r"^When\b.*\b(?:on|in|at|during) the (?:night|day|morning|evening|afternoon|week|weekend|"
    r"year|month|moment|time|occasion)\?$"
)
_TO_NOUNS = frozenset(
    {
        *("attention", "access", "contribution", "commitment", "threat", "damage", "harm"),
        *("response", "reference", "exposure", "resistance", "solution", "alternative"),
        *("sensitivity", "awareness", "devotion", "dedication", "relevance", "approach"),
    }
)
_TO_QUESTION = re.compile(r"^What \w+ .+ (?P<verb>\w+) to (?:the|a|an|his|her|their|its|this)\b")
# verbs that take a "to" phrase of their own ("pay attention to", "give access to")
_TO_VERBS = frozenset(
    {"pay", "give", "draw", "bring", "devote", "dedicate", "offer", "grant", "lend", "add"}
)
_DEMONYM_MODIFIER = re.compile(
    r"\b[A-Z][a-z]+(?:ians|eans|qis|elis|anis|alis)\s+(?:[a-z]+(?:ers|ors|ists|ants|ents)|"
    r"men|women|people|soldiers|troops|forces|children|officials|police|students|fans|"
    r"families|civilians|prisoners|citizens|refugees|leaders|authorities|nationals)\b"
)
_DASH = re.compile(r"\s[-–—]\s")
_WORD = re.compile(r"[\w'’]+")
_PREPOSITIONS = frozenset(
    {"among", "including", "with", "without", "after", "before", "despite", "as", "amid", "like"}
)
# verbs whose object is one item of a set presented ("also featured a sword")
_LISTING_VERBS = frozenset(
    {
        *("feature", "include", "contain", "accuse", "charge", "suggest", "propose", "announce"),
        *("recommend", "unveil", "reveal", "list", "cite", "mention", "highlight", "pen"),
        *("write", "publish", "release", "author", "launch", "introduce", "show", "display"),
        # topics of a talk ("also spoke about Y"), parts of a career ("also appeared in Y") and
        # what was seen ("also saw Y")
        *("speak", "talk", "discuss", "address", "appear", "star", "see"),
    }
)


def _also_on_answer(question: str, answer: str, sentence: str) -> bool:
    """Whether "also" (or "as well", "too") modifies a verb of presenting items ("feature",
    "accuse of", "announce", "release") whose complement the answer is, and the question
    asks that verb bare: the object is one of several items presented."""
    span = cl.locate(cl.parse(sentence), " ".join(answer.split()))
    if span is None or not len(span):
        return False
    verb = cl.span_root(span)
    while (
        verb.dep_ in ("pobj", "prep", "dobj", "attr", "dative", "pcomp") and verb.head is not verb
    ):
        verb = verb.head
    if verb.pos_ not in ("VERB", "AUX") or verb.i >= span.start:
        return False
    if not re.match(r"^(?:[A-Z][a-z]+ what|What) ", question):
        return False  # an object question ("What did X feature?", "Of what is X accused?")
    last = question.rstrip("?").split()[-1].lower()
    if last not in (verb.lower_, verb.lemma_.lower()):
        return False  # only a bare question on the verb ("What did X feature?") is vague
    adverbs = [t for t in verb.children if t.lower_ in ("also", "too") and t.dep_ == "advmod"]
    tail = sentence[span.end_char : span.end_char + 14].lower()
    if not adverbs and not tail.startswith((" as well", " too")):
        return False
    return verb.lemma_.lower() in _LISTING_VERBS


def _dash_aside(question: str, answer: str, sentence: str) -> bool:
    """Whether the question runs on into the prepositional aside after a sentence's last dash
    (its first three words), the answer not being in it."""
    parts = _DASH.split(sentence)
    aside = parts[-1] if len(parts) > 1 else ""
    words = _WORD.findall(aside.lower())
    if len(words) < 3 or words[0] not in _PREPOSITIONS or answer.lower() in aside.lower():
        return False
    asked = " ".join(_WORD.findall(question.lower()))
    return f" {' '.join(words[:3])} " in f" {asked} "


def vague_answer(question: str, answer: str, sentence: str) -> str | None:
    """Why a case has no one answer or keeps a garbled piece of its sentence, or None."""
    noun = head_noun(answer)
    several = _several_answers(question, answer, sentence)
    if several:
        return several
    if _LIGHT_VERB.match(question) and (bool(_ABSTRACT.search(noun)) or noun in _ABSTRACT_NOUNS):
        return "vague light verb"
    if _DEFINITION.match(question) and noun in _EVENT_ROLES:
        return "definition question on a person"
    if _PARTICIPLE_TAIL.search(question):
        return "participial phrase left in the question"
    if _STRANDED.match(question):
        return "clause head stranded"
    to_phrase = _TO_QUESTION.match(question) if noun in _TO_NOUNS else None
    if to_phrase is not None and to_phrase.group("verb").lower() not in _TO_VERBS:
        return "noun complement left in the question"
    if _DEMONYM_MODIFIER.search(question):
        return "plural noun as a modifier"
    if sentence and _dash_aside(question, answer, sentence):
        return "dash aside in the question"
    if sentence and (
        _also_on_answer(question, answer, sentence) or also_agent(question, answer, sentence)
    ):
        return "other answers signalled by also"
    if sentence and _degree_cut(answer, sentence):
        return "degree word cut from its infinitive"
    if sentence and _follows(answer, sentence, _PAIRED):
        return "answer cut before what is paired with it"  # "X, coupled with Y"
    # "What is X? -- the country's 16th-largest bank" (vague_definitions)
    passage = passage_definition(question, answer)  # ... or "declared ... that-" (cut_sentences)
    return (
        _ranking_cut(answer, sentence) or passage or (cut_sentence(sentence) if sentence else None)
    )


def _several_answers(question: str, answer: str, sentence: str) -> str | None:
    """Answers that point to others, questions that ask for one of several, events asked
    with "who", ranges and changes split between question and answer."""
    if _OTHERS.match(answer.strip()):
        return "answer points to others"
    if _ONE_OF_SEVERAL.match(question):
        return "question asks one of several"  # "What is another book by X?"
    if _SEEN_EVENT.match(question) and _PERSON_DOING.match(answer):
        return "event asked with who"
    if _RANGE_END.match(question) or (
        sentence and re.search(r"\bfrom\b", answer) and _follows(answer, sentence, _TO_AFTER)
    ):
        return "range split"  # "... from 2010? -- 2013", "line [the path from X] to Y"
    if head_noun(answer) in _CHANGE_NOUNS and _FIGURE_PHRASE.search(question):
        return "change's figure left in the question"  # "coincide [with a hike] to £3.20"
    return None


# "Who does the footage show? -- a man running from the bank": what is shown is an event
_SEEN_EVENT = re.compile(
    r"^Who (?:does|do|did|has|have|had|can|could)\b.*\b(?:show|see|hear|watch|film|capture|"
    r"depict|picture|record|spot|catch)\?$",
    re.IGNORECASE,
)
_PERSON_DOING = re.compile(r"^(?:a|an|the|two|three|several)\s+(?:\w+\s+){0,2}?\w+\s+\w+ing\b")


_RANGE_END = re.compile(r"^(?:To|Until|Till) (?:what|when)\b.*\bfrom (?:\d|the \d|[A-Z][a-z]+ \d)")


_TO_AFTER = re.compile(r"\s+to\s+(?:the\s+)?[A-Za-z]")
_CHANGE_NOUNS = frozenset(
    {*("rise", "increase", "hike", "cut", "fall", "drop", "reduction", "boost", "jump")}
    | {*("rises", "increases", "hikes", "cuts", "falls", "drops", "reductions", "jumps")}
)
_FIGURE_PHRASE = re.compile(r"\b(?:to|from|by) (?:about |around |almost |nearly )?[£$€]?\d")


def _degree_cut(answer: str, sentence: str) -> bool:
    """ "too important an ally [to ignore]", "old enough [to vote]": a degree word whose
    infinitive, right after the answer in the sentence, says what the degree is for."""
    if not re.search(r"\btoo\b|\benough$", answer, re.IGNORECASE):
        return False
    return _follows(answer, sentence, re.compile(r"\s*to\s+[a-z]"))


_FIRST = re.compile(
    r"\b(?:first|last|only|best|worst|most|least|biggest|largest|highest|lowest|longest|"
    r"greatest|oldest|youngest|fastest|strongest|hottest|coldest|wettest|busiest|deadliest)\b",
    re.IGNORECASE,
)
_SINCE = re.compile(r",?\s+(?:since|for the first time since)\b")


def _ranking_cut(answer: str, sentence: str) -> str | None:
    """ "the first all-British final [since 1977]": a first or a superlative the sentence
    limits with a ``since`` phrase right after the answer is no first without it
    (``template.v28``)."""
    cut = bool(sentence) and bool(_FIRST.search(answer)) and _follows(answer, sentence, _SINCE)
    return "ranking cut before its since-phrase" if cut else None


_PAIRED = re.compile(r",?\s*(?:paired|coupled|combined|together|along|teamed)\s+with\b")


def _follows(answer: str, sentence: str, pattern: re.Pattern[str]) -> bool:
    """Whether ``pattern`` matches right after the answer's place in the sentence."""
    flat = " ".join(sentence.split())
    at = flat.find(answer)
    return at >= 0 and pattern.match(flat[at + len(answer) :]) is not None
