"""Answers that run on past the constituent the question asks for, or stop inside a
coordination (the answer rules after ``template.v16``), applied to a template case once its
question is written:

* a purpose or result infinitive: the parser hangs "to + verb" on the object noun before it,
  so "What did the union have to call off? -- the strike for any talks to begin" or "What do
  the families board? -- an army bus to be taken to the border" carry a clause that says why
  or on what condition the act was done, not which thing it was done to. The answer is cut to
  the noun phrase before the clause (and the ``for`` + subject that opens a for-to clause).
  The clause stays when it is the noun's own complement: a noun that takes an infinitive ("a
  plan to close the mine", "the right to appeal", "a call for ministers to resign"), a ranked
  noun ("the first woman to win it", "the only club to refuse"), a noun of trying or of a
  disposition ("the endeavour to restore it", "their readiness to talk"), an indefinite pronoun
  ("something to eat") or a clause that ends on its preposition ("a house to live in");
* a second complement of the verb: "Who was Ana mistaken by? -- her attackers for her sister"
  answers "her attackers" (:func:`hanker.synth.answer_frames.frame_phrase_start` says which
  phrases are the verb's);
* one conjunct of a coordination: "By whom was the truce brokered? -- Norway" of "brokered by
  Norway and Qatar", "Who is Dr Ida Berg? -- clinical director" of "clinical director and
  acting chief executive of the trust": the sentence gives more than the answer does, so the
  case is dropped (``answer is one part of a coordination``), unless the question counts or
  the coordination is of verbs ("supplies shops with goods and works alone");
* a verb joined to a reporting tag: in "The board had backed the plan, she said, and had
  praised its cost" the parse gives "praised" the tag's subject, but the sentence may go on
  with the report (the board praised it): whose act it was is unclear, so the case is dropped
  (``doer after a reporting tag unclear``).
"""

from __future__ import annotations

from typing import Any

from hanker.extract.clauses import is_reporting
from hanker.synth import clause as cl
from hanker.synth.answer_frames import frame_phrase_start
from hanker.synth.answer_words import case_span
from hanker.synth.base import CaseCandidate

# nouns whose own complement an infinitive (or a for-to clause) is: "a plan to close the mine"
_INFINITIVE_NOUNS = {
    *("plan", "proposal", "bid", "attempt", "effort", "decision", "promise", "pledge", "call"),
    *("request", "order", "offer", "demand", "move", "push", "drive", "campaign", "vote"),
    *("deal", "agreement", "bill", "law", "legislation", "measure", "step", "scheme", "policy"),
    *("programme", "program", "project", "initiative", "right", "ability", "chance", "power"),
    *("opportunity", "permission", "need", "way", "time", "desire", "wish", "willingness"),
    *("refusal", "failure", "threat", "pressure", "mandate", "licence", "license", "authority"),
    *("freedom", "courage", "strength", "means", "money", "funding", "fund", "funds", "grant"),
    *("incentive", "motivation", "ambition", "goal", "aim", "mission", "task", "job", "duty"),
    *("obligation", "responsibility", "commitment", "determination", "intention", "reason"),
    *("tendency", "capacity", "resources", "tool", "support", "appetite", "case"),
    *("room", "space", "place", "approval", "consent", "invitation", "instruction", "advice"),
    *("permit", "warning", "appeal", "application", "petition", "motion", "amendment", "rule"),
    *("struggle", "fight", "battle", "race", "quest", "search", "hunt", "mechanism", "system"),
    *("method", "strategy", "tactic", "idea", "option", "choice", "urge", "temptation"),
    *("inspiration", "platform", "framework", "roadmap", "blueprint", "target", "deadline"),
    *("help", "assistance", "information", "evidence", "volunteer", "volunteers"),
}
# nouns of trying, resolving or being ready, whose infinitive says what they are: "the
# endeavour to restore the chapel", "a vow to return", "their eagerness to help"; and any
# noun of a disposition or a capability ("readiness", "inability") by its ending
_TRYING_NOUNS = {
    *("endeavour", "endeavor", "undertaking", "venture", "crusade", "hope", "vow", "oath"),
    *("resolve", "resolution", "reluctance", "unwillingness", "inability", "eagerness"),
    *("readiness", "impulse", "instinct", "resistance", "insistence", "preparation"),
}
_DISPOSITION_ENDINGS = ("ness", "ability", "ibility")
# verbs that take an object and its infinitive ("expected prices to fall"): one clause answer
_OBJECT_INFINITIVE_VERBS = {
    *("expect", "want", "allow", "ask", "urge", "find", "believe", "consider", "order"),
    *("force", "encourage", "tell", "need", "require", "cause", "enable", "help", "lead"),
    *("invite", "persuade", "permit", "prompt", "get", "like", "prefer", "declare", "judge"),
    *("show", "know", "report", "leave", "wish", "intend", "mean", "press", "push", "pressure"),
    *("call", "wait", "arrange", "pay", "advise", "instruct", "remind", "warn", "beg"),
}
# nouns of intent whose infinitive the parser may hang on the verb ("a plan [...] to cut fares")
_INTENT_NOUNS = {
    *("plan", "proposal", "bid", "attempt", "effort", "scheme", "strategy", "programme"),
    *("initiative", "campaign", "pledge", "promise", "decision", "move", "push", "drive"),
}
_RANKS = {"first", "last", "only", "next", "sole", "second", "third", "latest", "final"}
_INDEFINITES = {"something", "nothing", "anything", "everything", "someone", "anyone", "one"}
_CLAUSE_DEPS = {"acl", "relcl", "advcl"}
_COORDINATED = {"dobj", "pobj", "attr", "appos", "nsubj", "nsubjpass", "dative", "oprd"}


def _infinitive(verb: Any) -> bool:
    """A ``to`` infinitive: "to create", "to be evacuated"."""
    return any(c.dep_ == "aux" and c.lower_ == "to" and c.i < verb.i for c in verb.children)


def _own_complement(noun: Any, verb: Any) -> bool:
    """Whether the infinitive ``verb`` completes ``noun`` itself (see the module)."""
    if noun.lemma_.lower() in _INFINITIVE_NOUNS or noun.lower_ in _INDEFINITES:
        return True
    lemma = noun.lemma_.lower()
    if lemma in _TRYING_NOUNS or lemma.endswith(_DISPOSITION_ENDINGS):
        return True  # "the endeavour to restore the chapel": the noun says nothing alone
    if verb.lemma_ == "be" and not any(c.dep_ == "auxpass" for c in verb.children):
        return True  # "found the rule to be unlawful": a predicate of the noun
    if noun.pos_ not in {"NOUN", "PROPN"}:
        return True
    ranked = any(c.lower_ in _RANKS or c.tag_ in {"JJS", "RBS"} for c in noun.children)
    last = max(verb.subtree, key=lambda t: t.i)
    return ranked or last.dep_ == "prep"  # "the only club to refuse", "a house to live in"


def infinitive_start(span: Any) -> int | None:
    """The index where a trailing purpose or result infinitive (with the ``for`` + subject of
    a for-to clause) begins in the answer ``span`` (see the module), or None."""
    end = span.end - 1
    while end > span.start and span.doc[end].is_punct:
        end -= 1
    for verb in span:
        if verb.dep_ not in _CLAUSE_DEPS or not _infinitive(verb):
            continue
        noun, start = verb.head, min(t.i for t in verb.subtree)
        if max(t.i for t in verb.subtree) != end or start <= span.start:
            continue
        if verb.dep_ == "advcl" and not span.start <= noun.i < span.end:
            before = span.doc[start - 1]  # "help [to find it]": a noun's own complement
            owned = before.lemma_.lower() in _INFINITIVE_NOUNS or before.lower_ in _INDEFINITES
            return None if owned else int(start)  # hung on the clause's verb: "[for X to go]"
        if not span.start <= noun.i < verb.i:
            continue
        if noun.dep_ == "dobj" and noun.head.lemma_.lower() in _OBJECT_INFINITIVE_VERBS:
            return None  # "expected the problems to ease": the verb's object and infinitive
        prep = noun.head
        if noun.dep_ == "pobj" and prep.lower_ == "for" and span.start <= prep.head.i < prep.i:
            noun, start = prep.head, prep.i  # "the strike [for any talks to begin]"
        if _own_complement(noun, verb) or start <= span.start:
            return None
        return int(start)
    return None


def lost_complement(span: Any) -> bool:
    """Whether the answer ends on a noun of intent ("a plan", "a bid") whose infinitive the
    sentence gives after the answer: "unveiled a plan this week to cut fares" answered "a
    plan" says too little (the infinitive is the noun's own, not a purpose of the verb)."""
    root = cl.span_root(span)
    if root.i != span.end - 1 or root.lemma_.lower() not in _INTENT_NOUNS:
        return False
    for verb in span.doc[span.end : span.sent.end]:
        owner = verb.head == root and verb.dep_ == "acl"
        hung = verb.head == root.head and verb.dep_ == "advcl" and root.dep_ == "dobj"
        if (owner or hung) and _infinitive(verb):
            return True
    return False


def conjunct_problem(span: Any, question: str) -> str | None:
    """Why the answer is one conjunct of a coordinated phrase the sentence goes on with (see
    the module), or None."""
    if question.lower().startswith("how many"):
        return None
    root = cl.span_root(span)
    if root.dep_ not in _COORDINATED or root.pos_ not in {"NOUN", "PROPN"}:
        return None
    titled = root.dep_ == "appos" and root.head.i < span.start and root.pos_ == "PROPN"
    if titled or any(t.i < span.start for t in root.subtree):
        return None  # "the chief's deputy [Ann Lee] and aide Bo Li": a title picks one name
    for conj in root.children:
        if conj.dep_ != "conj" or conj.i < span.end:
            continue
        joined = [c for c in root.children if c.dep_ == "cc" and span.end <= c.i < conj.i]
        if conj.pos_ in {"NOUN", "PROPN"} and joined:
            return "answer is one part of a coordination"
    return None


def tagged_conjunct(span: Any) -> bool:
    """Whether the answer's verb is joined to a reporting tag that follows its report ("X was
    right, he added, and had praised Y"): the verb has no subject of its own (see the module)."""
    root = cl.span_root(span)
    verb = root.head.head if root.dep_ == "pobj" else root.head
    if root.dep_ not in {"dobj", "pobj"} or verb.dep_ != "conj" or not is_reporting(verb.head):
        return False
    tag = verb.head
    if any(c.dep_ in {"nsubj", "nsubjpass"} for c in verb.children):
        return False
    report = any(c.dep_ == "ccomp" and c.i < tag.i for c in tag.children)
    return report and any(c.dep_ == "nsubj" and c.pos_ == "PRON" for c in tag.children)


def trim_tails(candidate: CaseCandidate, sentence: str) -> CaseCandidate:
    """The case with its answer cut before a purpose infinitive or a phrase of the verb's
    frame, or rejected when it is one part of a coordination (see the module)."""
    span = case_span(candidate, sentence)
    if span is None:
        return candidate
    problem = conjunct_problem(span, candidate.question)
    if problem is None and tagged_conjunct(span):
        problem = "doer after a reporting tag unclear"
    if problem is None and lost_complement(span):
        problem = "answer leaves out what its noun is for"  # "a plan [this week to ...]"
    if problem is not None:
        return CaseCandidate("", candidate.answer, rejected=problem)
    clause = infinitive_start(span)
    start = frame_phrase_start(span) if clause is None else clause
    if start is None:
        return candidate
    doc = span.doc
    while start > span.start and (doc[start - 1].is_punct or doc[start - 1].dep_ == "cc"):
        start -= 1
    kept = doc[span.start : start]
    if not any(t.pos_ in {"NOUN", "PROPN", "PRON"} for t in kept):
        return candidate
    bare = len(kept) == 1 or (len(kept) == 2 and kept[0].lower_ in {"a", "an"})
    if (
        bare and clause is not None and kept[-1].pos_ == "NOUN"
    ):  # "a ranking [to show ...]", "money [to ...]"
        return CaseCandidate(
            "", candidate.answer, rejected="answer is a bare noun of its purpose clause"
        )
    return CaseCandidate(candidate.question, kept.text, candidate.kind, candidate.answer_type)
