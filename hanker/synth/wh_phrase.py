"""The wh-phrase of a question: which words stand for the answer, and what they take with them.

The wh-word comes from the answer's type and role (who, whom, what, when, where, how many +
its noun, how much, whose, a fronted preposition); the phrase is the answer's whole argument
of the clause, with the answer replaced by the wh-word.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth import clause as cl
from hanker.synth import wh_fit, wh_frames, wh_people
from hanker.synth.answer_places import place_after
from hanker.synth.count_nouns import counted_words
from hanker.synth.date_questions import noun_date, split_date
from hanker.synth.fronted_preps import fit_fronted
from hanker.synth.place_questions import place_answer
from hanker.synth.predicate_kinds import thing_predicate
from hanker.synth.question_checks import Rejection
from hanker.synth.question_fit import fitted_wh, person_complement
from hanker.synth.question_restrictions import share_whole
from hanker.synth.shared_slots import other_fillers
from hanker.synth.stranded_preps import strand_preposition
from hanker.text.calendar import TIME_UNIT_PATTERN

SUBJECTS = {"nsubj", "nsubjpass", "expl"}
_LOCATIVE = {"in", "at", "on", "near", "inside", "outside", "from", "to", "into"}
_TEMPORAL = {"in", "on", "at", "during"}
_UNASKABLE_PREPS = {
    *("including", "like", "following", "besides", "except", "despite", "unlike", "amid"),
    *("via", "plus", "regarding", "concerning", "excluding", "alongside", "than", "among"),
    *("amongst", "between"),
}
_UNITS = TIME_UNIT_PATTERN
_DURATION = re.compile(
    rf"\b(\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|"
    rf"\w+ty|several|few|many|some|a|an|the past|the last)\b.*\b{_UNITS}\b"
    rf"|\b(decades|years|months|weeks|days|hours|centuries)\b",
    re.IGNORECASE,
)
_SPAN_OF_TIME = re.compile(
    rf"^(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|several|a few|many)"
    rf"( more| full| whole)? {_UNITS}$",
    re.IGNORECASE,
)
_POINT_IN_TIME = re.compile(
    r"\d|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b\w+day\b|tonight"
    r"|\b(morning|afternoon|evening|night|week|month|year|decade|century|spring|summer|autumn"
    r"|winter|weekend|season|christmas|easter|ago|time|era|period|age)s?\b",
    re.IGNORECASE,
)
_ANSWER_MODIFIERS = {"relcl", "appos", "acl", "punct", "det", "predet"}


def _answer_tokens(span: Any) -> set[int]:
    """The answer's tokens; modifiers of its head (a relative clause, an apposition) go with it."""
    answer = set(range(span.start, span.end))
    for child in cl.span_root(span).children:
        if child.dep_ in _ANSWER_MODIFIERS and child.i not in answer:
            answer = answer | {t.i for t in child.subtree}
    return answer


def _adverbial_wh(kind: str, prep: str, arg: Any, rest: set[int]) -> str | Rejection:
    """``when``/``since when``/``for how long``/``where`` for a date or place adverbial, else ''."""
    if kind == "date" and rest <= {arg.i} and arg.dep_ in {"prep", "npadvmod"}:
        words = " ".join(arg.doc[i].text for i in sorted(rest | {t.i for t in arg.subtree}))
        if prep == "for":
            return "for how long" if _DURATION.search(words) else Rejection("answer is not a time")
        if not prep and _SPAN_OF_TIME.match(words):
            return "how long"  # "How long did X spend in Y? -- a year", not "When ...?"
        if not _POINT_IN_TIME.search(words) or re.search(r"\bage\b", words, re.IGNORECASE):
            return Rejection("answer is not a time")  # "at the age of 88" is no "when"
        if not prep or prep in _TEMPORAL:
            return "when"
        if prep in {"since", "until", "till", "by", "from"}:
            return f"{prep} when"  # "From when is the hotel set to house ...? -- 3 July"
        if prep in {"over", "throughout", "within", "across", "through", "after", "before"}:
            return Rejection("answer is not a time")  # "Over what ...? -- the past year"
    named = kind in {"noun phrase", "organisation"} and wh_people.dwelling(arg)  # "in Radyr"
    named = named or (kind in {"noun phrase", "organisation"} and place_answer(arg))
    if prep and (kind == "place" or named) and prep in _LOCATIVE and rest == {arg.i}:
        return "where" if prep != "from" else "from where"
    return ""


def argument(root: Any) -> Any:
    """The clause-level constituent the answer belongs to (a number's noun, a possessor's noun, a preposition)."""
    node = root
    if node.dep_ in {"nummod", "poss"} or (node.dep_ == "case" and node.head.dep_ == "poss"):
        node = node.head
    if node.dep_ == "poss":
        node = node.head
    if node.dep_ == "pobj":
        node = node.head
    return node


_POSITIONS = frozenset({"first", "last", "opening", "final", "closing", "top", "bottom"})
_RECENT = frozenset({"past", "previous", "next"})  # "the past three majors", not "years"
_TIME_UNITS = re.compile(rf"^{_UNITS}$", re.IGNORECASE)


def _positioned(span: Any) -> bool:
    """Whether the answer's number counts from a position ("the first seven balls", "the top
    three", "the past three majors"; a span of time, "the past five years", is a duration):
    "How many balls ...?" without the position asks another number (template.v28)."""
    numbers = [t for t in span if t.like_num and t.lower_ not in _POSITIONS]  # "first" is one
    if not numbers or numbers[0].i == 0:
        return False
    before = span.doc[numbers[0].i - 1].lower_
    timed = _TIME_UNITS.match(numbers[0].head.text) is not None
    return before in _POSITIONS or (before in _RECENT and not timed)


def _wh_word(span: Any, kind: str, prep: str, arg: Any) -> str | Rejection:
    """The words that stand for the answer itself."""
    if kind == "number":
        noun = cl.count_noun(span)
        if (
            noun is None
            and prep in {"by", "to", "from"}
            and all(t.like_num or t.pos_ in {"ADV", "ADP"} for t in span)
        ):
            return "how many"
        if noun is None:
            return Rejection("number without a counted noun")
        if _positioned(span):
            return Rejection("count under a position word")  # "the first seven balls"
        inside = span.start <= noun.i < span.end
        if not inside:
            return "how many"
        if _TIME_UNITS.match(noun.text) and any(
            c.dep_ == "conj" and span.start <= c.i < span.end for c in noun.children
        ):
            return "how long"  # "seven years and six months": one duration in two units
        return "how many " + counted_words(span, noun)  # "how many British asylum seekers"
    word = {"person": "who", "money": "how much", "percent": "what percentage"}.get(kind, "what")
    word += share_whole(span) if kind == "percent" else ""  # "what percentage of the vote"
    root = cl.span_root(span)
    if kind == "organisation" and wh_people.organisation_who(span, root, arg, prep):
        word = "who"  # "to whom", a party or a company; "who" the doer or the opponent
    if kind == "place" and wh_people.opponent(arg):
        word = "who"  # "Who did Germany beat? -- England": a country's team (template.v27)
    if kind == "noun phrase" and wh_people.asks_who(span, root, prep, arg.dep_ in SUBJECTS):
        word = "who"  # "By whom was X asked ...? -- police"
    person = wh_people.person_who(span, root, kind)
    if person is not None:
        word = "who" if person else "what"  # not "Who did X attend? -- King Charles' Coronation"
    return "whom" if word == "who" and prep else word


def _fitted(word: str | Rejection, span: Any, arg: Any, kind: str) -> str | Rejection:
    """ "who" where it fits the clause: not for a copula's complement that is no person, never
    for a place the parser took for a person."""
    fitted = fitted_wh(word, span, arg) if isinstance(word, str) else word
    if fitted != word or (fitted == "who" and person_complement(span, arg)):
        return fitted  # "What was founded by X?", "Who is the second child of X?"
    if word == "who" and kind == "person" and wh_people.place_read_as_person(span, arg):
        return Rejection("wh-word does not fit the answer")  # "seen leaving Khartoum"
    if word == "who" and kind in {"organisation", "noun phrase"} and arg.head.lemma_ == "be":
        return "what"  # "What is the first river in the UK to ...?" (an organisation or a thing)
    if word == "who" and (thing_predicate(arg) or wh_people.made_thing(arg)):
        return "what"  # "What is a TV series based on ...? -- Blade Runner 2099"
    return word


def wh_phrase(span: Any, arg: Any, kind: str) -> tuple[str, set[int]] | Rejection:
    """The fronted wh-phrase and the token indices it takes out of the clause, refitted to the
    answer's type (:mod:`hanker.synth.wh_frames`), a light verb's preposition stranded
    (:mod:`hanker.synth.stranded_preps`)."""
    phrase = _phrase(span, arg, kind)
    if isinstance(phrase, Rejection):
        return phrase
    problem = wh_frames.frame_problem(span, arg)  # "in large numbers", "as a result of"
    problem = problem or other_fillers(arg)  # "sang X and sang Y", "also included X"
    refitted = problem or wh_frames.refit_phrase(phrase, span, arg)
    if isinstance(refitted, Rejection):
        return refitted
    return strand_preposition(refitted, arg)  # "What was X asked to look into?"


def _phrase(span: Any, arg: Any, kind: str) -> tuple[str, set[int]] | Rejection:
    answer = _answer_tokens(span)
    covered = ({t.i for t in arg.subtree} - place_after(span)) | answer  # place stays (v9)
    prep = arg.lower_ if arg.dep_ in {"prep", "agent"} else ""
    if prep and arg.head.pos_ in {"NOUN", "PROPN"} and arg.head.dep_ != "ROOT":
        return Rejection("answer nested in a noun phrase")  # "a payment ... to Stormy Daniels"
    if prep and not any(c.dep_ == "pobj" and c.i in answer for c in arg.children):
        return Rejection("answer nested in a noun phrase")
    if any(arg.doc[i].dep_ == "poss" for i in answer) and span.root.dep_ == "poss":
        kept = [arg.doc[i].text for i in sorted(covered - answer) if arg.doc[i].dep_ != "case"]
        return " ".join(["whose", *kept]), covered
    if prep in _UNASKABLE_PREPS:
        return Rejection("preposition cannot be asked")  # "Including what ...?"
    if arg.dep_ == "dative":
        prep = "to"
    problem = wh_fit.clause_problem(span, arg, prep)  # "account for", "take cover"
    word = problem or _fitted(_wh_word(span, kind, prep, arg), span, arg, kind)
    word = wh_fit.refit(word, span, arg, prep) if isinstance(word, str) else word
    if isinstance(word, Rejection) or word == "where":  # "where" for "moved to Bristol"
        return word if isinstance(word, Rejection) else fit_fronted(span, arg, word, covered)
    adverbial = wh_fit.checked_source(_adverbial_wh(kind, prep, arg, covered - answer), arg)
    if isinstance(adverbial, Rejection):
        return adverbial
    if adverbial == "when":  # "In what year was X born?", not "When was X born on 17 July?"
        return split_date(span, arg, covered) or noun_date(arg) or (adverbial, covered)
    if adverbial:
        return fit_fronted(span, arg, adverbial, covered)  # no other place beside "where"
    words = [
        word if i == span.start else arg.doc[i].text
        for i in sorted(covered)
        if i not in answer or i == span.start
    ]
    doc = arg.doc
    extra = {
        i
        for i in covered - answer - {arg.i}
        if not (doc[i].dep_ == "advmod" and doc[i].head == arg)
    }
    if extra and (kind != "number" or any(arg.doc[i].dep_ in {"cc", "conj"} for i in extra)):
        return Rejection("answer is part of a larger phrase")
    if arg.dep_ == "dative" and arg.lower_ != "to":  # "gave him a book"; "sold X to Y" has it
        words.insert(0, "to")
    return fit_fronted(span, arg, " ".join(words), covered)  # a preposition English fronts
