"""Which words of a sentence belong to the clause a question is made from (``template.v6``).

A question about one clause uses only that clause's words: a coordinated clause with its own
subject is no part of it (:func:`clause_subject`, :func:`coordination_misparsed`); phrases
fronted before the subject or set off by commas between the subject and the verb are left
out, unless they are prepositional phrases without a verb of their own or times
(:func:`fronted_left_out`, :func:`parenthetical_adjuncts`); a list inside a kept phrase keeps
all its items and commas (:func:`list_item`). The checks on
the words kept (:func:`stray_words`) refuse a question that keeps part of a quoted title, a
title whose introducing word went with the answer, a cut score or a complement clause left
dangling after the wh-phrase took the verb's object.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.parse_misreads import parse_misread
from hanker.extract.reported_clauses import self_reference
from hanker.synth.answer_bounds import as_clause, name_cut, split_object
from hanker.synth.answer_context import answer_context_problem
from hanker.synth.clause import span_root as cl_root
from hanker.synth.question_checks import Rejection
from hanker.synth.wh_people import names_people
from hanker.synth.where_places import deictic_frame

_SUBJECTS = {"nsubj", "nsubjpass"}
_FINITE = {"VBD", "VBZ", "VBP", "MD"}
_QUOTES = {'"', "“", "”", "``", "''"}
_OPENING = {"“", "``"}
_CLOSING = {"”", "''"}
# nouns whose content is the infinitive after them ("a proposal to restart talks")
_CONTENT_NOUNS = {
    *("proposal", "plan", "right", "request", "call", "bid", "decision", "attempt", "offer"),
    *("demand", "order", "promise", "pledge", "push", "refusal", "failure", "permission"),
    *("ability", "power", "freedom", "chance", "opportunity", "intention", "threat", "vote"),
}
_FOCUSING = {"specifically", "particularly", "notably", "especially", "namely", "mainly"}
_APPOSITIVE_PREPS = {"as", "like", "unlike"}
# "In fact, ...", "In addition, ...": a connective, no part of what the clause says
_DISCOURSE_NOUNS = {
    *("fact", "addition", "contrast", "particular", "general", "short", "turn", "reality"),
    *("practice", "theory", "conclusion", "comparison", "response", "result", "sum", "all"),
}
# verbs that take an object and a clause ("asked police why", "told him that")
_CLAUSE_AND_OBJECT = {
    *("ask", "tell", "inform", "remind", "warn", "convince", "persuade", "assure", "show"),
    *("teach", "promise", "notify", "advise", "question"),
}
_COMPLEMENTISERS = {"how", "why", "that", "whether", "what", "if", "when", "where", "who"}
_SCORE = re.compile(r"(?<![\w-])\d{1,2} ?[-–] ?\d{1,2}(?![\w-])")
_SCORE_ANSWER = re.compile(r"(^|\s)\d{1,3} ?[-–] ?\d{1,3}$")


def clause_subject(verb: Any) -> list[Any] | None:
    """The subject of a verb with two subjects joined by "and" but not coordinated ("The
    couple divorced in 1980 and Lawson married ..."): a coordinated clause misparsed, so only
    the subject next to the verb is the clause's; None when the verb has no such pair."""
    subjects = [c for c in verb.children if c.dep_ in _SUBJECTS and c.i < verb.i]
    if len(subjects) < 2:
        return None
    last, before = subjects[-1], subjects[-2]
    between = verb.doc[max(t.i for t in before.subtree) - 1 : min(t.i for t in last.subtree)]
    if not any(t.dep_ == "cc" for t in between):
        return None
    return list(last.subtree)


def misparse(verb: Any, subject: list[Any]) -> Rejection | None:
    """Why the parse of the clause cannot be trusted for a question, or None."""
    if misread := parse_misread(verb):
        return Rejection(misread)
    if any(
        c.dep_ == "dep" and c.tag_ in {"VBD", "VBZ", "VBP"} and c.i > verb.i for c in verb.children
    ):
        return Rejection("clause run on without a conjunction")  # "..., then pulled out of X"
    conjoined = [c for c in verb.children if c.dep_ == "conj" and c.pos_ in {"VERB", "AUX"}]
    if coordination_misparsed(verb, subject) or any(_swallowed(c) for c in conjoined):
        return Rejection("coordinated clauses misparsed")
    if any(c.dep_ == "conj" and c.pos_ in {"NOUN", "PROPN"} for c in verb.children):
        return Rejection("list misparsed")  # "including "A", "B", and "C"": "C" read as a verb's
    if _participle_aside(verb, subject):
        return Rejection("subject unclear")  # "X, considered one of ..., directed ..."
    start = min((t.i for t in subject), default=verb.i)
    if any(c.dep_ == "dep" and c.i < start and c.pos_ in {"NOUN", "PROPN"} for c in verb.children):
        return Rejection(
            "subject unclear"
        )  # "The full name of X, India is Y": "India" read as subject
    return None


def _participle_aside(verb: Any, subject: list[Any]) -> bool:
    """ "Charles Manson, considered one of ..., directed ...": a participle set off by a comma
    after the name, which the parser took for the name's verb."""
    if not subject or verb.tag_ not in {"VBD", "VBN"} or verb.i != subject[-1].i + 2:
        return False
    return verb.doc[verb.i - 1].text == "," and subject[-1].i < verb.i


def _swallowed(verb: Any) -> bool:
    """A conjoined verb without a subject of its own, with words other than "and" between it
    and the clause before ("Labour pledged X under Corbyn and the policy was in ..."): its
    subject was read into the clause before."""
    if any(c.dep_ in _SUBJECTS or c.dep_ == "expl" for c in verb.children):
        return False
    before = min(t.i for t in verb.subtree) - 1
    while before > 0 and verb.doc[before].pos_ == "ADV":
        before -= 1  # "..., but also flashed": "also" hangs from "but"
    return before >= 0 and verb.doc[before].dep_ not in {"cc", "punct"}


def coordination_misparsed(verb: Any, subject: list[Any]) -> bool:
    """ "X's father is a technician and his mother is a nurse" read as "X's father is [a
    technician and his mother is a nurse]" (a clause complement of a copula with no
    complement of its own, whose subject is a coordination) or as "X's father is [a
    technician and his mother] and is a nurse" (a conjoined verb without a subject of its
    own, with words other than "and" between it and the clause before)."""
    if verb.dep_ == "conj" and _swallowed(verb):
        return True
    head = verb.head
    if verb.dep_ != "ccomp" or head.lemma_ != "be" or head.i > verb.i:
        return False
    if any(c.dep_ in {"attr", "acomp"} for c in head.children):
        return False
    if any(c.dep_ == "mark" for c in verb.children):
        return False
    return any(t.dep_ in {"cc", "conj"} for t in subject)


_SUBORDINATORS = {"while", "whilst", "when", "though", "although", "once", "if", "whether"}


def _kept_in_front(child: Any) -> bool:
    """A fronted phrase the question keeps (at its end): a prepositional phrase ("In 2014",
    "In "Festival of Shadows"", "Apart from writing", "Early in his career") or a time
    ("Last week"), not an "as" phrase, which describes the subject like an apposition."""
    start = min(t.i for t in child.subtree)
    if deictic_frame(child):  # not "At this point", "Two years later": where_places
        return False
    if child.dep_ == "prep" and start > 0 and child.doc[start - 1].lower_ in _SUBORDINATORS:
        return False  # "While in charge of X, Y ...": no "in charge of X" without its "while"
    if child.dep_ == "prep":
        words = [t.lower_ for t in child.subtree]
        if any(t.tag_ == "VB" and t.dep_ in {"acl", "xcomp"} for t in child.subtree):
            return False  # "Under pressure to halt the violence, X ...": a circumstance (v36)
        return child.lower_ not in _APPOSITIVE_PREPS and words[-1] not in _DISCOURSE_NOUNS
    if child.dep_ in {"npadvmod", "advmod"} and child.ent_type_ in {"DATE", "TIME"}:
        return True
    return child.dep_ == "advmod" and any(c.dep_ == "prep" for c in child.children)


def fronted_left_out(verb: Any, subject_start: int, covered: set[int]) -> set[int]:
    """Phrases fronted before the subject that the question leaves out: an appositive,
    adjectival or adverbial phrase ("Always a Eurosceptic, X ...", "Just 300 miles away,
    X ...", "As a crime writer, X ..."); never the answer's."""
    drop: set[int] = set()
    for child in verb.children:
        if child.i >= subject_start or child.dep_ in {"aux", "auxpass", "punct", "cc", "mark"}:
            continue
        ids = {t.i for t in child.subtree}
        if ids & covered or max(ids) >= subject_start:
            continue
        bare = child.dep_ in {"advmod", "intj"} and len(ids) == 1 and not child.ent_type_
        after = child.doc[max(ids) + 1] if max(ids) + 1 < len(child.doc) else None
        if bare and not (after is not None and after.text == ","):  # not set off by a comma
            continue  # "Later X moved": a bare adverb reads well at the end
        if not _kept_in_front(child):
            drop |= ids
    return drop


def parenthetical_adjuncts(verb: Any, subject_end: int, covered: set[int]) -> set[int]:
    """A phrase between the subject and the verb set off by commas ("X, through his novels,
    has been ..."): an aside the question leaves out rather than splicing it in after the verb."""
    drop: set[int] = set()
    doc = verb.doc
    for child in verb.children:
        if not subject_end < child.i < verb.i or child.dep_ in {"aux", "auxpass", "punct"}:
            continue
        ids = {t.i for t in child.subtree}
        start, end = min(ids), max(ids)
        if ids & covered or start == 0 or end + 1 >= len(doc):
            continue
        if doc[start - 1].text == "," and doc[end + 1].text == ",":
            drop |= ids | {start - 1, end + 1}
    return drop


def list_item(token: Any) -> bool:
    """A name in a list ("Biden, French President Macron and German Chancellor Scholz"),
    which a comma before it does not make an aside."""
    if token.pos_ != "PROPN":
        return False
    if any(c.dep_ == "conj" for c in token.children):
        return True
    return any(c.dep_ == "conj" and c.i > token.i for c in token.head.children)


def quoted_regions(doc: Any) -> list[tuple[int, int]]:
    """Token ranges (start, end exclusive) inside quotation marks, the marks left out."""
    regions: list[tuple[int, int]] = []
    opened = -1
    for token in doc:
        if token.text not in _QUOTES:
            continue
        closing = token.text in _CLOSING or (token.text == '"' and opened >= 0)
        if closing and opened >= 0:
            regions.append((opened + 1, token.i))
            opened = -1
        elif token.text in _OPENING or token.text == '"':
            opened = token.i
    return [(start, end) for start, end in regions if end > start]


def _words(doc: Any, start: int, end: int) -> set[int]:
    return {i for i in range(start, end) if not doc[i].is_punct}


def title_problem(span: Any) -> Rejection | None:
    """The answer is part of a quoted title ("the Arms of the Oracle" of "In the Arms of the
    Oracle"): a title is one unit (a quoted clause, someone's words, is no title)."""
    answer = set(range(span.start, span.end))
    for start, end in quoted_regions(span.doc):
        if any(t.tag_ in _FINITE for t in span.doc[start:end]):
            continue
        words = _words(span.doc, start, end)
        if words & answer and not words <= answer:
            return Rejection("answer cuts a title")
    return None


def _deictic(doc: Any, kept: set[int]) -> bool:
    """ "as part of that effort": a demonstrative that points into the passage."""
    return any(doc[i].lower_ == "that" and doc[i].dep_ == "det" for i in kept)


def _stray_title(doc: Any, kept: set[int]) -> bool:
    """A title kept in part, or kept after its introducing word ("titled") went with the answer."""
    for start, end in quoted_regions(doc):
        words = _words(doc, start, end)
        if not words & kept or any(t.tag_ in _FINITE for t in doc[start:end]):
            continue
        if not words <= kept:
            return True
        before = start - 2  # the word before the opening quote mark ("titled")
        if before >= 0 and doc[before].tag_ in {"VBN", "VBD"} and before not in kept:
            return True
    return False


def _prepositional_copula(verb: Any, arg: Any, wh: str) -> bool:
    """ "On what is the risk to jobs?": a copula whose only complement is the phrase asked
    (a place or a time is asked with "where"/"when", which stay)."""
    if verb.lemma_ != "be" or arg.dep_ != "prep" or arg.head != verb:
        return False
    complements = {"attr", "acomp", "auxpass", "xcomp", "ccomp", "oprd"}
    if any(c.dep_ in complements for c in verb.children):
        return False
    return wh.split()[-1:] in (["what"], ["whom"])


def _dangling_complement(verb: Any, kept: set[int], covered: set[int], arg: Any) -> bool:
    """A complement clause (how/why/that ...) left after the verb once the wh-phrase took its
    object ("About what does X speak how Chilean culture ...?")."""
    if arg.dep_ not in {"dobj", "prep", "dative", "pobj"} or not covered:
        return False
    for child in verb.children:
        if child.dep_ not in {"ccomp", "conj"} or child.i not in kept:
            continue
        start = min(t.i for t in child.subtree)
        if start < max(covered) or verb.doc[start].lower_ not in _COMPLEMENTISERS:
            continue
        comma = start > 0 and verb.doc[start - 1].text == ","
        if comma or verb.lemma_ not in _CLAUSE_AND_OBJECT:
            return True
    return False


def _after_nested_noun(noun: Any) -> bool:
    """A prepositional object right after another noun ("the houses on the row")."""
    before = noun.left_edge.i - 1
    if noun.dep_ != "pobj" or before < 1 or noun.doc[before].dep_ != "prep":
        return False
    return noun.doc[before - 1].pos_ in {"NOUN", "PROPN"}


def who_after_thing(noun: Any, pronoun: Any) -> bool:
    """ "a figure in the LGBTQ+ community who was born in Baku": "who" after a noun inside a
    prepositional phrase that names no person, so the person it stands for is further back;
    "which" after a person ("a novel by Ruth Ozeki, which ...") or after a noun's prepositional
    phrase ("the Acropolis in Greece, which ..."): either noun may be the antecedent."""
    if pronoun.lower_ in {"which", "that"} and pronoun.tag_ == "WDT":
        return noun.ent_type_ == "PERSON" or _after_nested_noun(noun)
    if pronoun.lower_ not in {"who", "whom"} or noun.dep_ != "pobj" or noun.pos_ != "NOUN":
        return False
    return not names_people(noun.doc[noun.i : noun.i + 1], noun)


def stray_words(
    verb: Any, kept: set[int], covered: set[int], arg: Any, wh: str
) -> Rejection | None:
    """Why the words a question keeps do not read as one clause, or None."""
    if _prepositional_copula(verb, arg, wh) or _deictic(verb.doc, kept):
        return Rejection("question not self-contained")  # "After what is the BMA actually?"
    if _stray_title(verb.doc, kept):
        return Rejection("title left stray in the question")
    if _dangling_complement(verb, kept, covered, arg):
        return Rejection("complement clause left dangling")
    return None


def cut_answer(span: Any) -> Rejection | None:
    """An answer cut from what completes it: an infinitive of its noun ("a US proposal" [to
    restart talks], "workers' right" [to strike]) or the name a noun of it is in apposition
    with ("the investment bank" [, Goldman Sachs])."""
    inside = set(range(span.start, span.end))
    for token in span:
        for child in token.children:
            if child.i in inside or child.i < span.start:
                continue
            infinitive = (
                child.dep_ in {"acl", "relcl"}
                and token.lemma_.lower() in _CONTENT_NOUNS
                and any(c.tag_ == "TO" for c in child.children)
            )
            named = child.dep_ == "appos" and child.pos_ == "PROPN" and token != cl_root(span)
            if infinitive or named:
                return Rejection("answer is not a whole phrase")
    problem = mixed_answer(span) or name_cut(span) or split_object(span) or as_clause(span)
    return problem or answer_context_problem(span)


def mixed_answer(span: Any) -> Rejection | None:
    """An answer that holds a date and a place in a phrase of its own ("the 4th of June, 1975
    in Lima, Peru", "the attack in Bradford at 15:21 BST"): a question asks for one of them."""
    dated = any(  # a date or a time, not an age ("Canon X, 69, from Y")
        t.ent_type_ in {"DATE", "TIME"} and not re.fullmatch(r"\d{1,3}", t.text) for t in span
    )
    placed = any(t.ent_type_ in {"GPE", "LOC", "FAC"} for t in span)
    if dated and placed and any(t.dep_ == "prep" and t.lower_ in {"in", "at"} for t in span):
        return Rejection("answer mixes a date and a place")
    return None


def comma_set_adverbials(verb: Any, covered: set[int]) -> set[int]:
    """An adverbial after the verb set off by commas and opened by a focusing adverb ("born
    in Cuba, specifically in Havana, on 15 March"), or a verbless one right after the answer
    ("saw the biggest rises, up 5.8%"): an aside the question leaves out."""
    drop: set[int] = set()
    doc = verb.doc
    for child in verb.children:
        ids = {t.i for t in child.subtree}
        start, end = min(ids), max(ids)
        if child.i < verb.i or ids & covered or start == 0 or end + 1 >= len(doc):
            continue
        closed = doc[start - 1].text == "," and doc[end + 1].text in {",", "."}
        focusing = doc[start].lower_ in _FOCUSING and doc[start].dep_ == "advmod"
        afterthought = child.dep_ in {"advmod", "npadvmod"} and _answer_afterthought(
            doc, start, ids, covered
        )
        if closed and (focusing or afterthought):
            drop |= ids | {start - 1}
    return drop


def _answer_afterthought(doc: Any, start: int, ids: set[int], covered: set[int]) -> bool:
    """A verbless adverbial set off by a comma right after the answer, which it describes
    ("saw the biggest rises, up 5.8%"): without its comma in the question it garbles (a
    prepositional phrase there, ", on Friday", is the verb's own)."""
    if start < 2 or doc[start - 2].i not in covered:
        return False
    return not any(doc[i].pos_ in {"VERB", "AUX"} for i in ids)


def score_problem(answer: str, question: str, sentence: str) -> Rejection | None:
    """A score as (or glued onto) the answer ("Tomas Etcheverry 6-7"), or a question that
    keeps only part of a match's scores."""
    if _SCORE_ANSWER.search(answer.strip()):
        return Rejection("answer is a score")
    asked = len(_SCORE.findall(question))
    if asked and asked < len(_SCORE.findall(sentence)):
        return Rejection("answer is a score")
    return None


def self_sourced(verb: Any) -> set[int]:
    """The tokens of an ``according to``/``as per`` phrase of the clause whose source is the
    text itself (``as per the provided details``), with the comma before it: it attributes
    nothing, and the question leaves it out."""
    drop: set[int] = set()
    for token in verb.subtree:
        nxt = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
        if nxt is None or (token.lower_, nxt.lower_) not in {("according", "to"), ("as", "per")}:
            continue
        ids = {t.i for t in token.subtree} | {t.i for t in nxt.subtree}
        if any(self_reference(token.doc[i]) for i in ids):
            start = min(ids)
            drop |= ids | ({start - 1} if start and token.doc[start - 1].text == "," else set())
    return drop
