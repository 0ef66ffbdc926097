"""Reference answers that carry words that are not the answer, or stop short of it (the answer
rules after ``template.v12``), applied to a template case once its question is written.

The answer is found in its parsed sentence and:

* ``who`` answers lose a descriptor before a name: "Who faces Lena Holt? -- three-time champion
  Maria Costa" answers "Maria Costa" (a lowercase title or description that opens the phrase is
  not the person); "great painters like Claude Monet and Pablo Picasso" answers the names;
* count questions are answered by the count: "In how many overs was Smith caught? -- the first
  nine overs of the innings" answers "nine overs" (the count and its noun, nothing around them),
  and a count question whose answer holds no number is dropped;
* a trailing ``at``/``during`` phrase whose object is an event ("a heckler at a jazz festival")
  says where the verb's event happened, not who: it is trimmed;
* a cut answer is dropped: one of its inner nouns has a coordinate the answer leaves out ("the
  director of research" of "the director of research and public policy"), a role noun leaves
  out its ``of``/``at`` complement ("the director" of "the director of X at Y"), or its last
  name word is followed by the common noun it modifies ("the ITV Tonight Investigates" of
  "... Investigates documentary"): a proper-noun sequence is never cut.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.synth import clause as cl
from hanker.synth.base import CaseCandidate

_WHO = re.compile(r"(?:^|, |\b(?:by|to|with|for|from|of|about) )(?:who|whom)\b", re.IGNORECASE)
_HOW_MANY = re.compile(r"\bhow many ((?:[\w'’-]+ ?){1,3})", re.IGNORECASE)
_EXAMPLES = {"like", "including", "notably"}
_EVENTS = {
    *("festival", "concert", "gig", "party", "match", "game", "rally", "ceremony", "show"),
    *("conference", "summit", "wedding", "funeral", "meeting", "event", "dinner", "hearing"),
    *("reception", "gala", "fair", "premiere", "screening", "tournament", "race"),
}
_EVENT_PREPS = {"at", "during"}
_ROLES = {
    *("head", "chief", "director", "leader", "chair", "chairman", "chairwoman", "member"),
    *("president", "secretary", "manager", "editor", "professor", "lecturer", "founder"),
    *("spokesman", "spokeswoman", "spokesperson", "minister", "officer", "deputy", "boss"),
}
# common nouns a name opens ("the Panorama programme", "the Brave the Shave campaign")
_TITLED = {
    *("programme", "program", "documentary", "series", "show", "campaign", "podcast", "report"),
    *("inquiry", "investigation", "project", "scheme", "app", "website", "initiative"),
}
# shell nouns: their content is the clause that follows them
_SHELL = {
    *("bill", "law", "plan", "proposal", "motion", "deal", "agreement", "policy", "measure"),
    *("rule", "scheme", "call", "request", "bid", "attempt", "promise", "pledge", "decision"),
    *("warning", "order", "offer", "demand", "move", "campaign", "amendment", "initiative"),
}
_ROLE_PREPS = {"of", "at", "for"}
_RATE = {"per", "a", "an", "each", "every", "apiece"}
_NUMBER_WORDS = {
    *("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"),
    *("twelve", "twenty", "thirty", "forty", "fifty", "hundred", "thousand", "million", "dozen"),
}
_MANY = {"dozen", "hundred", "thousand", "million", "billion", "score"}
_VALUES = {"MONEY", "PERCENT", "QUANTITY"}
_NOT_HEADED = {"dobj", "nsubj", "nsubjpass", "attr", "dative", "npadvmod", "appos"}


def _name_after_descriptor(span: Any) -> str | None:
    """The name that ends ``span`` when lowercase words before it describe the person
    ("three-time champion Maria Costa" -> "Maria Costa"); None when nothing is to drop."""
    tokens = list(span)
    end = len(tokens)
    start = end
    while start > 0 and tokens[start - 1].pos_ == "PROPN" and tokens[start - 1].text[:1].isupper():
        start -= 1
    if start == end or start == 0 or end - start < 2:
        return None
    before = tokens[:start]
    last = tokens[-1]
    apposed = last.dep_ == "appos" and last.head.i == before[-1].i  # "the singer Ann Lee"
    if (last.i != cl.span_root(span).i and not apposed) or any(t.pos_ == "ADP" for t in before):
        return None  # "the head of X at the Y Trust": the name is not the answer's head
    if any(t.dep_ == "case" or t.text in {",", "'s", "’s"} for t in before):
        return None  # "the club's Ann Lee": whose Ann Lee
    if before[-1].pos_ != "NOUN" or not before[-1].is_lower:
        return None  # "Prime Minister Ann Lee": the title is part of the name
    return str(span.doc[tokens[start].i : span.end].text)


def _examples(span: Any) -> str | None:
    """The names a ``like``/``including`` phrase gives for the answer's plural noun ("great
    painters like A and B" -> "A and B"), when they end the answer."""
    for token in span:
        if token.lower_ in _EXAMPLES and token.dep_ == "prep" and token.head.tag_ == "NNS":
            rest = span.doc[token.i + 1 : span.end]
            if len(rest) and all(t.pos_ in {"PROPN", "CCONJ", "PUNCT"} for t in rest):
                return str(rest.text)
    return None


def who_answer(span: Any) -> str | None:
    """The person a ``who`` answer names, without the description before the name; None when
    the answer is left as it is."""
    return _examples(span) or _name_after_descriptor(span)


def count_words(span: Any, question: str) -> str | None:
    """The count of a ``how many`` answer and the noun it counts, which the question names ("the
    first nine overs of the innings" -> "nine overs": a bare word count is no answer, see
    :func:`hanker.synth.answer_spans.cut_answer`); "" when the answer holds no number at all; None when the answer is left as
    it is (the count already, a rate "400 patients a week", a list, a value such as money)."""
    asked = _HOW_MANY.search(question)
    if asked is None:
        return None
    if not any(t.like_num or t.lemma_.lower() in _MANY for t in span):
        return ""  # "messages of support": no count answers "how many"
    if all(t.like_num or t.pos_ in {"ADV", "ADP", "ADJ"} for t in span):
        return None  # "12", "more than 100", "about 40"
    root = cl.span_root(span)
    named = {w.lower().rstrip("s") for w in asked.group(1).split()}
    numbers = [c for c in root.children if c.dep_ == "nummod" and c.i < root.i]
    if len(numbers) != 1 or root.lower_.rstrip("s") not in named or root.ent_type_ in _VALUES:
        return None
    after = span.doc[root.i + 1 : span.end]
    if any(t.lower_ in _RATE or t.dep_ in {"conj", "cc"} for t in after):
        return None  # "400 patients a week", "52 militants and 23 soldiers"
    words = sorted(numbers[0].subtree, key=lambda t: t.i)
    if any(t.dep_ in {"prep", "conj", "cc", "punct"} for t in words):
        return None
    end = root.i + 1
    of = [c for c in root.children if c.dep_ == "prep" and c.i == end and c.lower_ == "of"]
    objects = [g for c in of for g in c.children if g.dep_ == "pobj"]
    if objects and not any(g.dep_ in {"det", "poss"} for g in objects[0].children):
        end = max(t.i for t in of[0].subtree) + 1  # "two counts of manslaughter": one noun
    counted = str(span.doc[words[0].i : end].text)  # a bare "seven" names nothing
    return None if counted == span.text else counted


def counted_whole(question: str, answer: str) -> bool:
    """A ``how many`` answer that is a count and the noun the question counts ("nine overs"
    for "In how many overs ...?"): whole, whatever ``of`` phrase follows it in the sentence."""
    asked = _HOW_MANY.search(question)
    words = answer.lower().split()
    if asked is None or len(words) < 2:
        return False
    named = {w.lower().rstrip("s") for w in asked.group(1).split()}
    number = any(w.replace(",", "").isdigit() or w in _NUMBER_WORDS for w in words[:-1])
    return number and words[-1].rstrip("s") in named


def trim_event(span: Any) -> Any:
    """The answer without a trailing ``at``/``during`` phrase whose object is an event ("a
    heckler at a Danish jazz festival" -> "a heckler"): where the verb's event took place."""
    root = cl.span_root(span)
    preps = [c for c in root.children if c.dep_ == "prep" and c.i > root.i]
    dets = [c.lower_ for c in root.children if c.dep_ == "det"]
    if root.pos_ != "NOUN" or not preps or preps[0].lower_ not in _EVENT_PREPS:
        return span
    if dets[:1] not in (["a"], ["an"]):
        return span  # "the DJ at the party": the party says which DJ
    objects = [c for c in preps[0].children if c.dep_ == "pobj"]
    last = max(t.i for t in preps[0].subtree)
    if not objects or objects[0].lemma_.lower() not in _EVENTS or last != span.end - 1:
        return span
    return span.doc[span.start : preps[0].i]


def _defining_clause_after(root: Any, span: Any) -> bool:
    """An indefinite shell noun (a bill, a plan, a proposal: a noun whose content a clause
    gives) whose relative or ``to`` clause begins right after the answer ("a bill that sought
    to ban fireworks", "a plan to close the mine"): the noun alone says nothing of it."""
    dets = [c.lower_ for c in root.children if c.dep_ == "det"]
    if root.lemma_.lower() not in _SHELL or dets[:1] not in (["a"], ["an"]):
        return False
    clauses = [
        c
        for c in root.children
        if c.i >= span.end
        and (c.dep_ == "relcl" or (c.dep_ == "acl" and any(g.lower_ == "to" for g in c.children)))
    ]
    return any(min(t.i for t in c.subtree) == span.end for c in clauses)


def _name_of(doc: Any, span: Any) -> bool:
    """Whether the name right after the answer is in apposition to the answer's last noun
    ("the investment bank Goldman Sachs"), with nothing between them."""
    last = doc[span.end - 1]
    name = doc[span.end]
    head = name if name.dep_ != "compound" else name.head
    return last.pos_ == "NOUN" and head.dep_ == "appos" and head.head.i == last.i


def _bare_conjunct_after(span: Any) -> bool:
    """An answer that ends on the object of its own preposition and that the sentence goes on
    with "and" and a bare noun phrase ("the head of research [and public policy] at X"): the
    coordination joins the object's nouns, so the answer stops inside it."""
    doc = span.doc
    last = doc[span.end - 1]
    if span.end + 1 >= len(doc) or doc[span.end].lower_ not in {"and", "or"}:
        return False
    if last.dep_ != "pobj" or last.head.i < span.start:
        return False
    following = doc[span.end + 1]
    return following.pos_ in {"ADJ", "NOUN"} and following.is_lower


def cut_problem(span: Any) -> str | None:
    """Why the answer stops short of its phrase in the parse (see the module), or None."""
    doc = span.doc
    root = cl.span_root(span)
    for token in span:
        if token.i != root.i and any(c.dep_ == "conj" and c.i >= span.end for c in token.children):
            return "answer cut inside a coordination"  # "the director of research [and ...]"
    if root.lemma_.lower() in _ROLES and span.end < len(doc):
        after = doc[span.end]
        if after.head.i == root.i and after.dep_ == "prep" and after.lower_ in _ROLE_PREPS:
            return "answer cut before its complement"  # "the director [of X at Y]"
    if _bare_conjunct_after(span):
        return "answer cut inside a coordination"  # "the head of research [and policy]"
    nxt_name = span.end < len(doc) and doc[span.end].pos_ == "PROPN"
    if nxt_name and doc[span.end - 1].is_lower and _name_of(doc, span):
        return "answer cut before its name"  # "an analyst for the bank [Goldman Sachs]"
    if _defining_clause_after(root, span):
        return "answer cut before its defining clause"  # "a bill [that sought to ban X]"
    last = doc[span.end - 1]
    nxt = doc[span.end] if span.end < len(doc) else None
    headed = nxt is not None and nxt.pos_ == "NOUN" and nxt.is_lower and nxt.dep_ not in _NOT_HEADED
    named = any(t.pos_ == "PROPN" for t in span[-3:])
    if (last.text[:1].isupper() and headed) or (
        named and nxt is not None and nxt.lower_ in _TITLED
    ):
        return "answer cut inside a name"  # "the ITV Tonight Investigates [documentary]"
    if any(t.head.i >= span.end and t.dep_ == "compound" for t in doc[span.start : span.end]):
        return "answer cut inside a name"
    before = doc[max(span.start - 1, 0)]
    inner = span.start > 0 and span.start <= before.head.i < span.end
    if inner and before.pos_ == "PROPN" and before.dep_ == "compound":
        return "answer cut inside a name"  # "Smith" of "John Smith"
    return None


def case_span(candidate: CaseCandidate, sentence: str) -> Any | None:
    """The answer's span in the parse of its sentence; None for a rejected or empty case or
    an answer the sentence does not hold."""
    if candidate.rejected or not candidate.question or not candidate.answer:
        return None
    span = cl.locate(cl.parse(sentence), " ".join(candidate.answer.split()))
    return span if span is not None and len(span) else None


def tidy_case(candidate: CaseCandidate, sentence: str) -> CaseCandidate:
    """The template case with its answer cut to what the question asks, or rejected with the
    reason when the answer cannot be made clean (see the module)."""
    span = case_span(candidate, sentence)
    if span is None:
        return candidate
    question, answer = candidate.question, candidate.answer
    problem = cut_problem(span)
    if problem is not None:
        return CaseCandidate("", answer, rejected=problem)
    counted = count_words(span, question)
    if counted == "":
        return CaseCandidate("", answer, rejected="count question not answered by a count")
    if counted is not None:
        answer = counted
    elif _WHO.search(question):
        span = trim_event(span)
        answer = who_answer(span) or span.text
    if answer == candidate.answer:
        return candidate
    return CaseCandidate(question, answer, candidate.kind, candidate.answer_type)
