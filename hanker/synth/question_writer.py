"""Knowledge questions from the parse of a fact's source clause (the grammar of ``template.v6``).

The fact's tail (the answer) is located in the sentence as the source words it; the
wh-phrase comes from the answer's entity type and syntactic role (who, what, when, where,
how many + noun, how much, whose, a fronted preposition); subject questions keep declarative
order, others use subject-auxiliary inversion or do-support. A pronoun the question keeps is
replaced by the name coreference found for it (and the fact's head is named where the
source describes it), nothing else of the resolved text is shown. Non-restrictive asides
are left out, and adverbial clauses too when the question would be long. A clause that
cannot be turned into a clean question about the fact gives a :class:`Rejection` with its
reason instead of a garbled question. Clause words: :mod:`.clause_scope`; idioms: :mod:`.verb_idioms`.
"""

from __future__ import annotations

from typing import Any

from hanker.synth import clause as cl
from hanker.synth import clause_scope as scope
from hanker.synth import question_names as names
from hanker.synth import verb_forms as forms
from hanker.synth.answer_asides import answer_asides, conjoined_predicates, subject_cut_from_list
from hanker.synth.answer_places import trim_place
from hanker.synth.aux_agreement import agree_aux
from hanker.synth.birth_questions import birth_question
from hanker.synth.clause_misreads import misread_clause
from hanker.synth.fronted_preps import adjunct_after_clause
from hanker.synth.initial_case import lower_first
from hanker.synth.medium_preps import medium_as_topic
from hanker.synth.preverbal_adverbs import adverbs_before_verb
from hanker.synth.question_checks import (
    Clause,
    Rejection,
    WrittenQuestion,
    answer_pronoun_unbound,
    antecedent_doubtful,
    apposition,
    check_answer,
    check_clause,
)
from hanker.synth.question_clarity import aside_leftovers, clarity_problem, comparison_tail
from hanker.synth.question_readback import orphaned_modifier, read_back
from hanker.synth.question_render import render as _render
from hanker.synth.question_text import final_check, indefinite_subject
from hanker.synth.shared_aux import shared_inversion
from hanker.synth.verb_forms import agree_with_wh, base_form, complement_tense, plural_present
from hanker.synth.verb_idioms import focus_adverbs, verb_phrase_problem
from hanker.synth.wh_phrase import SUBJECTS as _SUBJECTS
from hanker.synth.wh_phrase import argument, wh_phrase
from hanker.synth.where_places import relative_phrase, where_place
from hanker.synth.whole_adjuncts import whole_adjuncts
from hanker.text.connectives import opening_connective
from hanker.text.nlp import first_conjunct

__all__ = ["Rejection", "WrittenQuestion", "write_question"]

_DISCOURSE = {
    *("however", "meanwhile", "also", "moreover", "furthermore", "therefore", "thus"),
    *("indeed", "here", "there", "then", "now", "too", "alike", "still", "even", "just"),
    *("thereafter", "thereupon", "so"),  # a point the question does not carry; "So X did Y"
}
_DO_FORMS = {"VBD": "did", "VBZ": "does", "VBP": "do"}
_ASIDES = {"relcl", "appos", "acl", "advcl", "parataxis", "npadvmod"}
_ASIDE_MARKS = {"while", "whereas", "although", "though", "because", "as", "since"}
_LEAN_WORDS = 16


def _relative_clause(node: Any) -> Clause | Rejection:
    """A relative clause as a clause of its own: its subject, or the noun it modifies."""
    subject = [c for c in node.children if c.dep_ in _SUBJECTS]
    if not subject:
        return Rejection("answer in a relative clause")
    whose = [t for t in subject[0].subtree if t.tag_ == "WP$"]
    if subject[0].tag_ not in {"WP", "WDT"} and subject[0].lower_ != "that" and not whose:
        # "the personalities he encountered in Jamaica": the object is the noun outside
        objects = {"dobj", "attr", "acomp", "ccomp", "dative", "oprd"}
        if not any(c.dep_ in objects and not cl_relative(c) for c in node.children):
            return Rejection("answer in a relative clause")
        return Clause(node, tuple(subject[0].subtree))
    if whose:  # "X, whose address is Y": "X's address", X the name just before "whose"
        return _whose_clause(node) or Rejection("answer in a relative clause")
    noun = node.head
    outside = {t.i for t in node.subtree}
    antecedent = [t for t in noun.subtree if t.i not in outside and t.i < node.i]
    antecedent = _trim(antecedent, set())
    while antecedent and antecedent[-1].is_punct:
        antecedent.pop()
    if not antecedent or len(antecedent) > 8 or (noun.dep_ in {"pobj", "dobj"} and noun.i > node.i):
        return Rejection("answer in a relative clause")
    if antecedent_doubtful(node, noun, subject[0]) or scope.who_after_thing(noun, subject[0]):
        return Rejection("relative clause antecedent unclear")
    return Clause(node, tuple(antecedent), subject[0])


def cl_relative(token: Any) -> bool:
    """A relative pronoun ("that", "which", "whom") standing for the noun outside its clause."""
    return token.tag_ in {"WDT", "WP"} or token.lower_ == "that"


def _whose_clause(node: Any) -> Clause | None:
    """A clause on "whose X", with "whose" put as the possessive of the noun before it."""
    subject = [c for c in node.children if c.dep_ in _SUBJECTS]
    whose = [t for t in subject[0].children if t.tag_ == "WP$"] if subject else []
    named = cl.whose_antecedent(whose[0]) if whose else None
    if named is None:
        return None
    return Clause(node, tuple(subject[0].subtree), forced=((whose[0].i, named),))


def _matrix(arg: Any) -> Clause | Rejection:
    """The clause the question is made from (up through xcomp chains)."""
    node = arg.head
    while True:
        if node.dep_ == "relcl":
            return _relative_clause(node)
        relative = _relative_conjunct(node)
        if relative is not None:
            return relative
        if node.dep_ == "acl":
            return Rejection("answer in a relative clause")
        if any(c.dep_ in _SUBJECTS for c in node.children) or (
            node.dep_ == "conj" and node.pos_ in {"VERB", "AUX"}
        ):
            return _whose_clause(node) or Clause(node, tuple(_subject(node)))
        if node.pos_ in {"NOUN", "PROPN"} and node.dep_ in {"pobj", "dobj"}:
            return Rejection("answer nested in a noun phrase")
        if node.head == node or node.dep_ not in {"xcomp", "ccomp", "prep", "pobj", "dobj"}:
            if node.pos_ in {"VERB", "AUX"}:
                return Clause(node, tuple(_subject(node)))
            return Rejection("answer nested in a noun phrase")
        node = node.head


def _relative_conjunct(node: Any) -> Clause | Rejection | None:
    """A verb coordinated with a relative clause's verb ("X, who was backed by six parties and
    won 45% of the vote"): the relative pronoun is its subject too, so X is; None otherwise."""
    if node.dep_ != "conj" or node.pos_ not in {"VERB", "AUX"}:
        return None
    if any(c.dep_ in _SUBJECTS for c in node.children):
        return None
    first = first_conjunct(node)
    pronouns = [c for c in first.children if c.dep_ in _SUBJECTS and cl_relative(c)]
    if first.dep_ != "relcl" or not pronouns:
        return None
    clause = _relative_clause(first)
    if isinstance(clause, Rejection) or clause.relative is None:
        return clause if isinstance(clause, Rejection) else None
    return Clause(node, clause.subject, clause.relative)


def _subject(verb: Any) -> list[Any]:
    """The subject's tokens; two subjects side by side (a name the parser split from its title,
    "paramilitary group the Rapid Support Forces") are read as one."""
    own = scope.clause_subject(verb)  # "The couple divorced and Lawson married ..."
    subjects = [c for c in verb.children if c.dep_ in _SUBJECTS]
    if own is not None:
        return own
    if len(subjects) > 1 and cl.contiguous([t for c in subjects for t in c.subtree]):
        tokens = sorted((t for c in subjects for t in c.subtree), key=lambda t: t.i)
        return _trim(tokens, set())
    for child in subjects:
        if child.dep_ in _SUBJECTS:
            tokens = _trim(list(child.subtree), set())
            while tokens and tokens[-1].is_punct:
                tokens.pop()
            while tokens and tokens[0].is_punct:
                tokens.pop(0)
            return tokens
    if verb.dep_ == "conj":
        return _subject(verb.head)
    return []


def _trim(tokens: list[Any], keep: set[int], lean: bool = False) -> list[Any]:
    """Tokens without non-restrictive asides (", who ...", ", a poet,"), and in ``lean`` mode
    without adverbial clauses; never a token of ``keep``."""
    ids = {t.i for t in tokens}
    drop: set[int] = set()
    for token in tokens:
        named_aside = token.dep_ in {"prep", "amod"} and cl.named_noun(token.head, token.i)
        named_aside = named_aside and token.i > token.head.i  # not "Biden, French President X"
        if (token.dep_ not in _ASIDES and not named_aside) or token.head.i not in ids:
            continue
        sub = sorted(t.i for t in token.subtree)
        if keep & set(sub) or scope.list_item(token):
            continue
        start = sub[0] - 1
        while start > 0 and token.doc[start].tag_ == "''":
            start -= 1  # '"The Salt Harvest," a novel that ...': the comma before the quote mark
        before = token.doc[start] if start >= 0 else None
        aside = before is not None and before.text in {",", "-", "–", "—", "("}
        lean_aside = lean and token.dep_ in {"advcl", "parataxis", "npadvmod"}
        if (aside or lean_aside) and not names.date_part(token):
            drop |= set(sub)
            after = token.doc[sub[-1] + 1] if sub[-1] + 1 < len(token.doc) else None
            for mark in (before, after):
                if aside and mark is not None and mark.i in ids and mark.is_punct:
                    drop.add(mark.i)
    return [t for t in tokens if t.i not in drop and not opening_connective(t)]  # "Whereupon X"


def _clause_tokens(clause: Clause, keep: set[int], lean: bool) -> list[Any]:
    verb = clause.verb
    drop: set[int] = set()
    for child in verb.children:
        if child.i in keep:
            continue
        if child.dep_ in {"cc", "punct", "mark", "parataxis"} or (
            child.dep_ == "conj" and child.pos_ in {"VERB", "AUX"}
        ):
            drop |= {t.i for t in child.subtree}
        elif child.dep_ == "intj" or (
            child.dep_ == "advmod" and (child.lower_ in _DISCOURSE or child.tag_ == "WRB")
        ):
            drop.add(child.i)
        elif child.dep_ == "advcl" and any(m.lower_ in _ASIDE_MARKS for m in child.children):
            drop |= {t.i for t in child.subtree}  # "..., while her mother was a welder"
        elif child.dep_ == "advcl" and child.tag_ in {"VBG", "VBN"} and cl.after_comma(child):
            # a participial adverbial ("..., exposing readers to ...") is optional context
            drop |= {t.i for t in child.subtree}
    marks = [c.i for c in verb.children if c.dep_ == "mark"]
    for child in verb.children:  # "days after X issued ...": "days" measures the "after"
        if marks and child.dep_ == "npadvmod" and child.i < marks[0] and child.i not in keep:
            drop |= {t.i for t in child.subtree}
    drop |= {clause.relative.i} if clause.relative is not None else set()
    drop |= cl.parenthetical(verb.doc) - keep
    return whole_adjuncts(_trim([t for t in verb.subtree if t.i not in drop], keep, lean), keep)


def _inversion(verb: Any, rest: list[Any]) -> tuple[str, list[Any]] | Rejection:
    """The auxiliary put before the subject and the rest of the clause (do-support when none)."""
    auxes = [
        t for t in verb.children if t.dep_ in {"aux", "auxpass"} and t.i < verb.i and t.tag_ != "TO"
    ]
    if any(t.tag_ == "TO" for t in verb.children) and not auxes:
        return Rejection("no finite verb")
    if auxes:
        return auxes[0].text.lower(), [t for t in rest if t.i != auxes[0].i]
    if verb.lemma_ == "be" and verb.tag_ in {"VBZ", "VBD", "VBP"}:
        return verb.text.lower(), [t for t in rest if t.i != verb.i]
    tense = complement_tense(verb) or verb.tag_  # "helped refugees flee": "did ... flee"
    if tense in _DO_FORMS:
        return _DO_FORMS[tense], [base_form(verb) if t.i == verb.i else t for t in rest]
    if plural_present(verb):  # "X, which are cheaper, make up": a present the tagger read as VB
        return "do", rest
    return shared_inversion(verb, rest) or Rejection("no finite verb")


def _ordered(
    clause: Clause, wh: str, covered: set[int], lean: bool
) -> tuple[list[Any], set[int]] | Rejection:
    """The question's words in order (wh-phrase, auxiliary, subject, rest) and the tokens to lower-case."""
    verb = clause.verb
    brackets = cl.parenthetical(verb.doc)
    subject = [t for t in clause.subject if t.i not in brackets]
    while subject and subject[-1].is_punct:  # "Jack Lis, from Caerphilly, died": no comma left
        subject.pop()
    subject_ids = {t.i for t in subject}
    asides = answer_asides(verb.doc, covered)  # "X was 'Y', a novel that ...": no "a novel"
    asides |= conjoined_predicates(verb, covered)  # "... and plans on writing more books"
    asides |= focus_adverbs(verb, covered)  # "most notably", "especially"
    # "X, the last team to beat them 19 matches ago,"
    asides |= aside_leftovers(verb.doc, covered) | comparison_tail(verb, covered)
    tokens = [t for t in _clause_tokens(clause, covered | subject_ids, lean) if t.i not in asides]
    if subject and clause.relative is None and subject[0].i < verb.i:
        left_out = scope.fronted_left_out(verb, subject[0].i, covered)
        left_out |= scope.parenthetical_adjuncts(verb, subject[-1].i, covered)
        left_out |= scope.comma_set_adverbials(verb, covered) | scope.self_sourced(verb)
        tokens = [t for t in tokens if t.i not in left_out]
    if covered & subject_ids:
        if subject_ids - covered:
            return Rejection("answer inside the subject")
        first = min(covered)
        ahead = [t for t in tokens if t.i < first and not cl.own_aux(t, verb)]
        body = [wh if t.i == first else t for t in tokens if t not in ahead]
        body = [t for t in body if isinstance(t, str) or t.i not in covered or t.i == first]
        moved = [t for t in ahead if not (t.is_punct and t.head == verb)]
        if forms.bare_infinitive(verb):
            return Rejection("bare infinitive as the verb")  # "helped Chelsea win": no "Who win"
        if wh in {"who", "what"}:  # "Who cares", not "care"; "Who has signed", not "have"
            body = agree_with_wh(body, verb)
        return adjunct_after_clause(body, moved) or ([*body, *moved], lower_first(moved))
    if not subject:
        return Rejection("clause without a subject")
    if subject_cut_from_list(verb, subject):
        return Rejection("subject cut from its list")
    clausal = cl.clausal_fronted(verb, subject[0].i, covered)
    rest = [t for t in tokens if t.i not in covered | subject_ids | clausal]
    # Modifiers before the subject ("In 2014, X bought Y") or the verb go to the question's end
    fronted = [t for t in rest if t.i < subject[0].i and not cl.own_aux(t, verb)]
    if subject[0].i > verb.i or clause.relative is not None:
        fronted = []
    fronted += cl.preverbal_adjuncts(verb, subject[-1].i, rest)
    inverted = _inversion(verb, [t for t in rest if t not in fronted])
    if isinstance(inverted, Rejection):
        return inverted
    lead, body = agree_aux(inverted[0], subject), inverted[1]  # "have the rules"
    moved = cl.moved_adjuncts(fronted, verb)  # "after the war, in 1946": the comma stays
    lower = lower_first(moved)
    if subject[0].i == subject[0].sent.start or fronted:
        lower |= lower_first(subject)
    moved = [*cl.comma_before(body, moved), *moved]  # "after the war, in May 1946"
    return adjunct_after_clause(body, moved) or ([wh, lead, *subject, *body, *moved], lower)


def write_question(
    sentence: str,
    answer: str,
    nlp: Any | None = None,
    *,
    resolved: str = "",
    head: str = "",
    relation: str = "",
) -> WrittenQuestion | Rejection:
    """A question on ``sentence`` whose answer is ``answer`` (a span of the sentence), or why not.

    ``resolved`` is the coreference-resolved sentence (names for pronouns); ``head`` and
    ``relation`` (the fact's) make sure the question asks about that fact.
    """
    doc = nlp(" ".join(sentence.split())) if nlp is not None else cl.parse(sentence)
    located = _locate_answer(doc, answer, resolved)
    if isinstance(located, Rejection):
        return located
    if answer_pronoun_unbound(located[0], answer, head):
        return Rejection("answer not self-contained")  # "the life of their little girl"
    span, answer, written = (*trim_place(*located[:2]), located[2])  # "a car in Leeds"
    appositive = names.names_as_apposition(span) or apposition(span, head, relation)
    if appositive is not None:
        return appositive
    problem = check_answer(span) or scope.title_problem(span) or scope.cut_answer(span)
    if problem is not None:
        return problem
    kind = cl.answer_type(span)
    if written and kind == "noun phrase":
        kind = written
    arg = argument(cl.span_root(span))
    wh = wh_phrase(span, arg, kind)
    if isinstance(wh, Rejection):
        return wh
    wh = birth_question(wh, arg)  # "When was X born?", not "... born in Berlin?"
    clause = _matrix(arg)
    if isinstance(clause, Rejection):
        return clause
    problem = check_clause(clause, arg, span, relation)
    problem = problem or scope.misparse(clause.verb, list(clause.subject))
    problem = problem or misread_clause(clause.verb, list(clause.subject), arg)
    problem = problem or verb_phrase_problem(clause.verb, arg, span, arg.dep_ in _SUBJECTS)
    problem = problem or medium_as_topic(clause.verb, arg, span)  # "On what did X speak?"
    problem = (
        problem or clarity_problem(clause, arg, span, wh) or names.count_with_phrase(span, wh[0])
    )
    if problem is not None:
        return problem
    # "the chief of X, Ann"
    clause, head = names.described_name(clause, wh[1], head) or (clause, head)
    question = _question_text(clause, wh, cl.substitutions(doc, resolved), head, arg)
    if isinstance(question, Rejection):
        return question
    if indefinite_subject(question):
        return Rejection("head is indefinite")
    return scope.score_problem(answer, question, doc.text) or final_check(
        question, answer, kind, head
    )


def _locate_answer(doc: Any, answer: str, resolved: str) -> tuple[Any, str, str] | Rejection:
    """The answer's span in the source words, the answer as the source words it, and the type
    of the name it stands for when it was found only through the resolved sentence."""
    span = cl.locate(doc, answer)
    if span is not None:
        return span, answer, ""
    span = cl.project(doc, " ".join(resolved.split()), answer)
    if span is None:
        return Rejection("answer not in the sentence")
    written = cl.answer_kind(answer)  # the type of the name, not of the words it replaced
    mention = cl.substitutions(doc, resolved).get(span.start, (-1, ""))[0] == span.end
    # "his contributions to the genre", as the source words it, unless it is the name's mention
    return span, (answer if mention else span.text), written


def _question_text(
    clause: Clause, wh: tuple[str, set[int]], names: Any, head: str, arg: Any
) -> str | Rejection:
    """The question in declarative or inverted order, leaner (no asides) when it is long."""
    question, unbound = "", False
    for lean in (False, True):
        ordered = _ordered(clause, wh[0], wh[1], lean)
        if isinstance(ordered, Rejection):
            return ordered
        parts = adverbs_before_verb([*ordered[0], *where_place(clause.verb)], clause.verb)
        parts = [p for p in parts if isinstance(p, str) or p.i not in relative_phrase(clause.verb)]
        kept = {t.i for t in parts if not isinstance(t, str)}
        stray = scope.stray_words(clause.verb, kept, wh[1], arg, wh[0])
        stray = stray or orphaned_modifier(clause.verb, kept, wh[1])  # question_readback
        if stray is not None:
            return stray
        question, unbound = _render(parts, ordered[1], names, head, dict(clause.forced))
        if len(question.split()) <= _LEAN_WORDS:
            break
    return Rejection("pronoun in the question") if unbound else read_back(question, parts, wh[1])
