"""Structural garbles in a finished question, found by reading it back (and its source).

Checked for template and LLM-written cases alike by
:func:`hanker.synth.validate.rejection_reason`. Each rule names a way a question built from a
sentence's words in a new order stops being English:

* ``article before a function word``: an article directly followed by a preposition, an
  auxiliary or a conjunction ("... at the in 2001?"): a noun the writer dropped left its
  article behind;
* ``do-support before a non-base verb``: "Who/What did" directly followed by a gerund or a
  finite verb and no bare verb after it ("Who did singing ...?"): do-support takes a bare
  infinitive only (after "Where did", a gerund is the subject: "Where did filming resume?");
* ``object slot filled twice``: "What did the CBI set out a number of reforms?": the fronted
  wh-word asks for the object of a verb that keeps a noun object right after it (verbs of
  giving and naming, which take two, are left alone): the answer is no object of that verb;
* ``perfect tense read as have``: "What does Hun Sen have? -- consolidated power" of "he has
  consolidated power": the parser read the participle of a perfect tense as an adjective
  of an object of "have";
* ``copula question ends on an adverb``: "What are the Conservatives currently?", "What is
  Washington simply?": the adverb of the source's predicate is left with no predicate to
  qualify, and the question asks for anything the subject is;
* ``stray comma before the verb``: "Of what was Raza Aslam, convicted?": a comma the source
  put after its subject ("X, was convicted") splits the question's subject from its verb;
* ``unit split from its number``: "How many m people ...?", "How much bn ...?": a unit written
  onto the number ("4.5m", "2bn", "40%") was left behind when the number became the answer;
* ``wh-preposition the verb does not take``: "To whom did the club beat?" where the answer is
  the verb's direct object in the source, no preposition's object: the writer added or moved a
  preposition that nothing in the question governs;
* ``clause joined without a coordinator``: the question keeps a clause the source attached by
  a dash or semicolon (parataxis), or a conjunct whose "and"/"or" it dropped ("Who finished
  third, Leeds fifth Derby sixth?"): two subjects or two verbs stand side by side;
* ``object left without its verb``: a direct object or a particle whose verb the question
  dropped ("What did X promise to end in a fairer system?" where "in a fairer system" was
  ushered in by another verb): two verb phrases were merged into one;
* ``participle of the answer left in the question``: "As what did X serve led by Y? --
  justice secretary in the SNP government": a past participle right after the answer in the
  source modifies the answer's noun whatever the parser attached it to, and the question
  keeps it with nothing to modify (``template.v28``);
* ``auxiliary lost before been``: "To what been the jurisdiction extended?" of "has passed the
  capes and been extended to X": a conjunct verb that shared its auxiliary with the verb
  before it kept only ``been`` (``template.v44``);
* ``subordinate clause read as a phrase`` (:mod:`hanker.text.subordinator_preps`): the
  question or answer keeps ``as manager X`` of ``as manager X made it six wins``, a clause
  whose verb it lost.
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.tail_problems import GIVING_VERBS
from hanker.synth import clause as cl
from hanker.synth.cut_residue import stray_label_number
from hanker.synth.question_readback import align, wh_span
from hanker.text.subordinator_preps import SUBORDINATE_AS_PHRASE, holds_misread_phrase

_ARTICLE_GAP = re.compile(
    r"\b(?:the|an?) (?:the|an?|in|of|on|at|to|by|for|with|from|into|is|was|are|were|did|does"
    r"|has|had|and|or|but)\b(?!-)",
    re.IGNORECASE,
)
_UNIT_LEFT = re.compile(r"\bhow (?:many|much) (?:m|bn|mn|tn|k|%|pc)\b", re.IGNORECASE)
# "To what been X extended?": the wh-phrase right before "been", its auxiliary ("has") lost
_BARE_BEEN = re.compile(
    r"^(?:\w+ )?(?:what|whom|who|which|where|when|how (?:many|much)(?: \w+)?) (?:been|being)\b",
    re.IGNORECASE,
)
_COPULA_QUESTION = re.compile(r"^(?:[^,?]+, )?(?:what|who) (?:is|are|was|were) ", re.IGNORECASE)
_DO_FORMS = {"do", "does", "did"}
_HAVE_FORMS = {"has", "have", "had", "'ve", "'d"}
_HAVE_QUESTION = re.compile(r"\b(?:have|has|had)\?$|\b(?:do|does|did) [^?]* have\b")
# verbs with two objects or an object and its complement: "What did the board call the plan?"
_TWO_OBJECTS = GIVING_VERBS | {
    *("call", "name", "dub", "nickname", "title", "label", "elect", "appoint", "crown"),
    *("consider", "rename", "brand", "find", "keep", "declare", "vote", "deem", "ask"),
    *("charge", "fine", "bet", "save", "spare", "wish", "allow", "promise", "refuse"),
    *("feed", "serve", "sell", "pass", "throw", "write", "read", "sing", "play", "paint"),
    *("colour", "dye", "turn", "prove", "rate", "rank"),
}
_STRAY_COMMA = re.compile(r"^[^,]*, [a-z]+\?$")  # "Of what was X, convicted?"
_NON_BASE = {"VBG", "VBD", "VBZ", "VBN"}
_WH_PREP = re.compile(
    r"^(?:according to [^,]+, )?(\w+) (?:whom|what|which|how many|how much)\b", re.IGNORECASE
)
_KEEPS_OBJECT = {"dobj", "prt", "dative"}
_JOINERS = {"and", "or", "but", "nor"}
_DASHES = {"-", "–", "—", ";"}
_GAP_WORDS = 2
# garbles seen on the question's surface, with their reasons (see the module docstring)
_SURFACE_GARBLES = (
    (_ARTICLE_GAP, "article before a function word"),
    (_UNIT_LEFT, "unit split from its number"),
    (_BARE_BEEN, "auxiliary lost before been"),  # "To what been X extended?"
    (_STRAY_COMMA, "stray comma before the verb"),
)


def garble_problem(question: str, answer: str, sentence: str) -> str | None:
    """Why the question, read back, is structurally garbled (see the module docstring), or
    None; ``sentence`` is the source sentence (the source-based rules skip without it)."""
    for pattern, reason in _SURFACE_GARBLES:
        if pattern.search(question):
            return reason
    if stray_label_number(question, sentence):
        return "number cut from its label"  # "In what does X appear 7 2?" of "vol. 7, no. 2"
    parsed = cl.parse(question)
    if _do_before_non_base(parsed) or _inflected_after_do(parsed):
        return "do-support before a non-base verb"
    if _object_filled_twice(parsed):
        return "object slot filled twice"
    words = [t for t in parsed if not t.is_punct]
    bare = not any(t.pos_ == "VERB" or t.dep_ == "prep" for t in parsed)
    if _COPULA_QUESTION.match(question) and bare and words and words[-1].tag_ == "RB":
        return "copula question ends on an adverb"  # "What are the Tories currently?"
    if not sentence.strip():
        return None
    source = cl.parse(sentence)
    if holds_misread_phrase(question, source) or holds_misread_phrase(answer, source):
        return SUBORDINATE_AS_PHRASE  # "Who produced X as manager Y?" of "as manager Y made"
    if _perfect_as_have(question, answer, source):
        return "perfect tense read as have"  # "What does X have? -- consolidated power"
    if _foreign_preposition(question, answer, source):
        return "wh-preposition the verb does not take"
    return _source_joins(parsed, source, answer)


def _object_filled_twice(parsed: Any) -> bool:
    """A fronted "what"/"who" as the object of a verb that keeps a noun object of its own
    right after it, and takes no second object or complement ("What did the CBI set out a
    number of reforms?")."""
    for wh in parsed:
        fronted = wh.i == 0 or (wh.i >= 2 and parsed[wh.i - 1].text == ",")
        if not fronted or wh.lower_ not in {"what", "who", "whom"}:
            continue
        verb = wh.head
        if wh.dep_ not in {"dobj", "dep"} or verb.pos_ not in {"VERB", "AUX"}:
            continue
        if verb.lemma_.lower() in _TWO_OBJECTS or verb.dep_ in {"xcomp", "advcl", "relcl", "acl"}:
            continue
        if any(c.tag_ == "TO" for c in verb.children):
            continue  # "What did X continue to torment down the left?": the wh is the infinitive's
        for obj in verb.children:
            timed = obj.like_num or obj.ent_type_ in {"DATE", "TIME"}
            if obj.dep_ != "dobj" or obj.i < verb.i or obj.tag_ == "WP" or timed:
                continue
            after = [t for t in parsed[obj.i + 1 :] if not t.is_punct]
            if verb.lemma_ == "do" and verb.i == wh.i + 1 and after:
                continue  # "What do most Americans back?": "back" misread, "do" the auxiliary
            if all(t.dep_ == "prt" for t in parsed[verb.i + 1 : obj.left_edge.i]):
                return True
    return False


def _perfect_as_have(question: str, answer: str, source: Any) -> bool:
    """A question on "have" whose answer opens with the participle of a perfect tense in the
    source ("he has consolidated power" asked "What does X have? -- consolidated power")."""
    if not _HAVE_QUESTION.search(question) or not answer.split():
        return False
    first = answer.split()[0]
    for token in source:
        if token.text != first or token.i == 0 or source[token.i - 1].lower_ not in _HAVE_FORMS:
            continue
        if token.tag_ == "VBN" or (token.tag_ == "JJ" and token.lower_.endswith("ed")):
            return True
    return False


def _do_before_non_base(parsed: Any) -> bool:
    """An inverted "did"/"does"/"do" straight before a gerund or a finite verb."""
    for token in parsed[1:-1]:
        after, before = parsed[token.i + 1], parsed[token.i - 1]
        if token.lower_ in _DO_FORMS and after.tag_ in _NON_BASE and after.pos_ in {"VERB", "AUX"}:
            if before.lower_ not in {"who", "what"}:  # "Where did filming resume?": a subject
                return False
            return not any(t.tag_ == "VB" for t in parsed[after.i + 1 :])
    return False


def _inflected_after_do(parsed: Any) -> bool:
    """An inverted "did"/"does" whose main verb, after the subject, keeps its past ending
    ("How far did the queue snaked ...?", "When did the club opened its doors?")."""
    for token in parsed[1:-1]:
        if token.lower_ not in _DO_FORMS or token.dep_ != "aux":
            continue
        verb = token.head  # the verb "did" is the auxiliary of
        if verb.pos_ != "VERB" or verb.i < token.i:
            return False
        text, lemma = verb.lower_, verb.lemma_.lower()
        past = verb.tag_ in {"VBD", "VBN"} and text.endswith("ed") and text != lemma
        subjects = [c for c in verb.children if c.dep_ == "nsubj"]
        if not subjects or max(t.i for t in subjects[0].subtree) + 1 != verb.i:
            return False  # only a verb right after its subject: "did the queue snaked"
        base = [t for t in parsed[token.i + 1 :] if t.tag_ == "VB" and not _conjunct_of(t, verb)]
        return past and not base  # a base verb elsewhere: the parse took the wrong verb
    return False


def _conjunct_of(token: Any, verb: Any) -> bool:
    return token.dep_ == "conj" and token.head.i == verb.i


def _foreign_preposition(question: str, answer: str, source: Any) -> bool:
    """A question opened by "PREP wh-" whose answer, in the source, is no object of that
    preposition nor preceded by it: the preposition has nothing to hang from."""
    found = _WH_PREP.match(question)
    if found is None or not answer:
        return False
    preposition = found.group(1).lower()
    span = cl.locate(source, answer)
    if span is None or span.start == 0:
        return False
    if source[span.start - 1].lower_ == preposition:
        return False
    heads = [t for t in span if t.head.i < span.start or t.head.i >= span.end]
    if not heads or heads[0].dep_ in {"pobj", "pcomp"}:
        return False
    return heads[0].dep_ in {"dobj", "nsubj", "nsubjpass", "attr"}


def _source_joins(parsed: Any, source: Any, answer: str) -> str | None:
    """A kept paratactic clause or coordinator-less conjunct, or a kept object whose verb the
    question dropped."""
    mapping = align(parsed, source)
    kept = set(mapping.values())
    span = cl.locate(source, answer) if answer else None
    answered = set(range(span.start, span.end)) if span is not None else set()
    if span is not None and _participle_after(span, kept):
        return "participle of the answer left in the question"
    start = wh_span(parsed)[1]
    for qi, si in mapping.items():
        if qi < start:
            continue
        token = source[si]
        head = token.head
        verb = token.pos_ in {"VERB", "AUX"} and head.i in kept and token.i != head.i
        if verb and (token.dep_ == "parataxis" or _across_dash(token, kept)):
            return "clause joined without a coordinator"
        if token.dep_ == "conj" and head.i in kept | answered:
            joiners = [c.i for c in head.children if c.dep_ in {"cc", "preconj"}]
            joiners = [i for i in joiners if head.i < i < token.i]
            if joiners and not any(i in kept for i in joiners):
                return "clause joined without a coordinator"
        if token.dep_ in _KEEPS_OBJECT and _verb_dropped(head, parsed, kept | answered):
            return "object left without its verb"
    return _stitched_gap(mapping, source, answered)


def _participle_after(span: Any, kept: set[int]) -> bool:
    """A kept past participle right after the answer ("government led by Y"), other than the
    answer's own verb and "aged" ("died aged 96")."""
    if span.end >= len(span.doc):
        return False
    after = span.doc[span.end]
    modifier = after.tag_ == "VBN" and after.dep_ in {"advcl", "acl"} and after.lower_ != "aged"
    return modifier and after.i in kept and cl.span_root(span).head.i != after.i


def _stitched_gap(mapping: dict[int, int], source: Any, answered: set[int]) -> str | None:
    """Two words side by side in the question that the source separates by only a joiner
    ("and", a dash, a semicolon) or only a verb (the answer aside): the question runs two
    conjuncts or two verb phrases together ("Who came third, Leeds fifth Derby sixth?")."""
    for qi, a in mapping.items():
        b = mapping.get(qi + 1)
        if b is None or b <= a + 1:
            continue
        gap = [source[i] for i in range(a + 1, b) if i not in answered]
        words = [t for t in gap if not t.is_punct]
        if not gap or len(words) > _GAP_WORDS:
            continue
        if all(t.lower_ in _JOINERS for t in words) and any(_spaced(t) for t in gap):
            return "clause joined without a coordinator"  # not "born and raised in X"
        if any(t.pos_ == "VERB" and t.dep_ in {"conj", "advcl", "xcomp"} for t in words):
            return "object left without its verb"
    return None


def _across_dash(token: Any, kept: set[int]) -> bool:
    """A kept verb whose kept head stands on the other side of a dropped dash or semicolon
    ("X is the third to go - Y and Z both quit"): a second clause kept without a joiner."""
    if token.dep_ in {"relcl", "acl"}:  # "X - which ran Y - said": an aside, not a clause
        return False
    low, high = sorted((token.i, token.head.i))
    doc = token.doc
    return any(
        doc[i].text in _DASHES and _spaced(doc[i]) and i not in kept for i in range(low + 1, high)
    )


def _spaced(token: Any) -> bool:
    """A joiner or dash standing as a word, spaces both sides (not "caught-and-bowled")."""
    before = token.doc[token.i - 1] if token.i > 0 else None
    joined = token.text in _JOINERS or token.lower_ in _JOINERS or token.text in _DASHES
    return joined and bool(token.whitespace_) and (before is None or bool(before.whitespace_))


def _verb_dropped(head: Any, parsed: Any, kept: set[int]) -> bool:
    """A verb conjoined to or subordinate to a kept verb, of which the question has no form
    (no word of its lemma, none sharing its first four letters)."""
    if head.pos_ != "VERB" or head.i in kept or head.dep_ not in {"conj", "advcl", "xcomp"}:
        return False
    if head.head.i not in kept:
        return False
    stem = head.lower_[:4]
    return not any(t.lemma_ == head.lemma_ or t.lower_.startswith(stem) for t in parsed)
