"""``template``: knowledge questions written from the parse of the fact's clause, no model (the offline default).

``template.v6`` locates the fact's tail in its evidence sentence (as the source words it) and
turns the clause into a question whose answer is the tail (:mod:`hanker.synth.question_writer`):
"Steve Jobs founded Apple in 1976." gives "When did Steve Jobs found Apple?" (1976); when the
head is a name, the same clause also gives the question whose answer is the head ("Who founded
Apple in 1976?"). A label
line without a verb ("Number of units: 338") gives "What is the number of units of <head>?".
A fact about a whole document (a contract's clause terms) names the document
("Under Agreement between A and B, by whom will the shipping method be chosen?").
A ``title`` fact asks who holds the position when one person can (:mod:`hanker.synth.title_question`).
A reported fact (``... (according to X)``) is asked as X's claim ("According to X, ...?").
A clause that cannot be made into a clean question gives no case; the writer's reason comes
back as a rejected candidate, so the audit counts it.

``template.v6`` (over v5): a question uses only its own clause's words (a coordinated clause
with its own subject, or one the parser ran together, is never part of it), keeps the commas
and words of a list, leaves out fronted asides ("Always a sceptic, X ...") and phrases set off
by commas between the subject and the verb, never cuts a quoted title or leaves one stray,
asks "who"/"whom" for people and groups of people ("by police") and never for a place read
as a person, and refuses scores as answers and complement clauses left dangling
(:mod:`hanker.synth.clause_scope`, :mod:`hanker.synth.wh_people`).

``template.v7`` (question clarity): a year whose day and month are another phrase is asked
"In what year ...?" (:mod:`hanker.synth.date_questions`); cleft sentences, "by" phrases that
are no agent, "with" a team, fixed prepositional phrases, "be" with an infinitive, phrases
that may belong to a complement, bare light verbs, clauses on "the first time", unnamed
descriptions ("the Catalan") and caption wording give no case, each by its named reason
(:mod:`hanker.synth.question_clarity`); a subject's "whose" clause and the rest of an
object's apposition stay out of the question; "who" is kept for people, named parties and
opponents (not a programme, an event or "Numbers"); "who"/"what" for a plural subject takes
a singular verb ("Who cares for ...?"); a described subject with its name beside it is asked
by the name, names in a list are no apposition, and a count answer with a phrase of its own
is not asked "how many" (:mod:`hanker.synth.question_names`).
Also in ``template.v7``: a verb coordinated under another's auxiliary borrows it ("When was
the bridge demolished?" from "was closed in 2011 and demolished in 2014"), keeping a bare list
of verbs the answer belongs to (:mod:`hanker.synth.shared_aux`); a verb coordinated with a
relative clause's verb has the relative's antecedent as subject ("X, who ... and won 45% of the
vote": "What percentage did X win?"), and "which" right after a person or after a noun's
prepositional object ("the Acropolis in Greece, which ...") is an unclear antecedent.
Also in ``template.v7``: an answer cut short of its title, complement or list is rejected, for every
generator (:mod:`hanker.synth.answer_spans`).
Also in ``template.v7``: a title ending in ``director general`` or ``secretary general`` names one
position like ``director`` of its organisation ("Who is the CBI's director general?").

``template.v8`` (clarity and answer spans): the wh-word fits the verb ("How long did X spend
...? -- a year", "What was founded by X?", "What did X attend?", "Who is the second child of
X?"); particles, comma-set participles, list conjuncts, "take" idioms, answers that refer back
or run into another argument, and bare present "control" give no question
(:mod:`hanker.synth.question_fit`); opening interjections and a stray "nearby" leave the
question (:mod:`hanker.synth.question_openers`); a title said of a past year gives no case.

``template.v9`` (fronted prepositions, answer spans, counts): a fronted preposition is one English
asks ("Where", "At what time", a whitelist; no adverb before it, no split idiom) (:mod:`.fronted_preps`);
an answer loses a named place that is not part of it (:mod:`.answer_places`); momentary durations,
gaps between events and lost counts are rejected (:mod:`.case_shapes`); unnamed speakers give no
"According to" case (:mod:`.speakers`); "How many" is answered by the count, subject counts and
shares are asked (:mod:`.count_questions`), and a listed name is asked with its whole list
(:mod:`.list_answers`).

``template.v10``: a trailing adverbial (time, nearness, a winning event, a comma place) leaves the
answer for the question (:mod:`.answer_adverbials`); a wh-word that misfits the answer's kind is
rejected (:mod:`.answer_kinds`); named facilities are asked "Where".
``template.v11``: the wh-word fits the answer and the verb ("By whom" for agents of verbs only
people do, "Who" for the addressee of "contact", "Where" for destinations and sites; no
"from where" with "die", no fronted "account for", no light-verb idiom) (:mod:`.wh_fit`).
``template.v12``: a fronted preposition + "what" only where the verb, an adjective or a noun the
verb takes selects the preposition (:mod:`.prep_arguments`); the question is parsed again and
its moved modifiers must hang where they hung in the source (:mod:`.question_readback`);
answers lose pre-name descriptions and are dropped when cut (:mod:`.answer_words`); no
expectations, claims or dropped restrictions asked as fact (:mod:`.question_premise`,
:mod:`.reported_claims`), no "What is NAME?" for a person (:mod:`.definition_questions`), no
one place of a list the passage gives (:mod:`.passage_lists`), no speaker named twice.
``template.v13``: no question with several answers, in the case or across the suite
(:mod:`.open_questions`, :mod:`.suite_questions`); answers lose trailing dates, ``including``
lists and frames on the subject's works (:mod:`.answer_extras`).
``template.v14``: cases whose wording misreads the sentence are rejected (:mod:`.case_wording`,
:mod:`.case_scope`); a moved first word loses its capital (:mod:`.initial_case`).
``template.v15``: wh-frames fit the answer (:mod:`.wh_frames`); answers cut to what is asked
(:mod:`.answer_cores`, :mod:`.answer_frames`); non-finite, concessive or relative-time cases,
pointing speakers and person definitions are rejected (:mod:`.question_grammar`, ...).
``template.v16``: wording repairs and checks (:mod:`.question_wording`), wh-words for the kind
of answer (:mod:`.wh_kinds`), one name written two ways.
``template.v17``: answers lose a purpose infinitive or a second complement of the verb, and
one conjunct of a coordination gives no case (:mod:`.answer_tails`); sense checks
(:mod:`.question_sense`). ``template.v18``: clause adjuncts leave answers
(:mod:`.answer_adjuncts`); the kind of thing a wh-word asks (:mod:`.question_kinds`).
``template.v19``: misread questions and answers rejected or refitted (:mod:`.case_misreads`),
one-holder positions asked of their holder (:mod:`.position_questions`), questions from a
coordinated verb phrase (:mod:`.conjunct_subjects`). ``template.v20``: a question on a
birth asks only its date or only its place (:mod:`.birth_questions`); a year set off
by its comma stays with its date (``on August 23, 1961``). ``template.v21``: the wh-word
from what the answer is (:mod:`.wh_answers`: places take where, things never who); answers
cut to the asked constituent (:mod:`.answer_scope`); vague cases rejected
(:mod:`.vague_answers`). ``template.v22``: words of the clause cut from object answers
(recipients, channels, the subject's role; :mod:`.answer_clause`). ``template.v23``: the
wh-word from the document's evidence on what the answer is (:mod:`.answer_people`); a first
word's case from the document, hedges out of questions (:mod:`.question_surface`); restrictions
a question needs kept or the case dropped (:mod:`.question_restrictions`); questions read back
for garbles (:mod:`.question_garble`); no answer that is a piece of a name (``name_spans``);
count answers cut to the number the question asks (:mod:`.asked_counts`); clause words
spilled into answers cut (:mod:`.answer_spill`); wh-words for people named by common nouns,
products and documents (:mod:`.wh_nouns`). ``template.v24``: describing first words of the
sentence dropped or lower-cased (:mod:`.first_describers`); party words and the writer's
adjectives out of title questions; captions' passives, one-of-several questions, degree words
cut from their infinitive, range ends and a change's figures left in the question rejected
(:mod:`.vague_answers`, :mod:`.question_clarity`); people named by a noun as objects asked
with "who" (:mod:`.wh_nouns`). ``template.v25``: second answers the sentence gives, ordinal
spans, bare career and holding questions (:mod:`.second_answers`, :mod:`.ordinal_spans`,
:mod:`.open_questions`); clause misreads and place evidence for the wh-word
(:mod:`.clause_misreads`, :mod:`.place_evidence`); a bare infinitive's tense from its head and
a plural present read as a base form (:mod:`.verb_forms`); a passive conjunct of appointing, a
clause read as a phrase, a comma-set afterthought on the answer and the text as a source left
out or rejected. ``template.v26``: lists of plain common nouns asked whole
(:mod:`.list_answers`); an object slot filled twice, a copula question ending on an adverb, a
perfect tense read as ``have`` (:mod:`.question_garble`) and bare light-verb questions
(:mod:`.vague_cases`) rejected; "what" for things founded, won or attended, facilities and
an owner's things (:mod:`.wh_kinds`). ``template.v27``: answers cut from a name or from a
phrase the parser split, or holding a naming verb's label (:mod:`.answer_bounds`); questions
without the frame their answer needs (:mod:`.frame_questions`); a counted noun keeps its short
restricting phrase (:mod:`.count_nouns`); a title keeps its possessor (:mod:`.title_question`);
a name put in for a pronoun keeps its ``the`` (:mod:`.question_render`); a direction answered
with ``towards``, a destination after ``for`` and ``to`` + bare noun idioms
(:mod:`.wh_answers`, :mod:`.wh_fit`); a date after a noun of sequence is not asked "when"
(:mod:`.date_questions`). ``template.v28``: a count under a position word (``the first seven
balls``) is not asked "how many" (:mod:`.wh_phrase`); a reason, a span of time or a court
setting after the answer is cut from it (:mod:`.answer_extras`); a participle of the answer
left in the question is rejected (:mod:`.question_garble`). ``template.v29``: a subject
question agrees with its wh-word (``Who has signed``, not ``Who have``); no subject question
on a bare infinitive (``helped X win``); an age asked as a count of years is rejected; an
award whose praise the answer lost is asked "what"; clauses the parser misread
(:mod:`hanker.extract.parse_misreads`) give no question. ``template.v30``: a second clause
run on without a conjunction (``..., then pulled out of X``) gives no question.
``template.v31``: a rate after a counted noun stays with the count (``around 32 a day``); a
period cut before its clause (``in the days?``) is rejected. ``template.v32``: a duration in
two units is asked "how long"; a place aside after a name given by apposition (``father Tom
Hale, from Newtown,``) and a time before an appositive's name (``Last month Ann Roe, ...``) are
left out of the question. ``template.v33``: a placing verb asked without its place, a stray
comma between subject and verb, are rejected; a quantifier opening the sentence loses its
capital (``most Americans``); a name the passage calls a place is asked "what".
``template.v34``: a date or an early age that ends the answer, and a passive verb's agent
hung on it, leave the answer (``a helicopter pilot [in May 2001]``, ``club captain [by Tom
Reyes]``); a length of time after a first or best (``its first title for 31 years``) is a
gap, not asked "how long"; a phrase kept without its verb (a left-out clause's, or one inside
the answer) is rejected; a given name the tagger calls a place is asked "whom", not "where".
``template.v35``: the charge of a verdict and what an object is seen as leave the answer
(``Maidstone Crown Court [of two counts of murder]``, ``the ceremony [as a return of ...]``);
a storm's name is asked "what"; a nationality before a team role (``Swedish coach``) and a
common noun that opens the sentence (``Garage owner``) name no unique position; the noun of
``take an approach`` is a light-verb phrase.
``template.v36``: the forces of a people or a named body and armed groups (``Northern
Alliance forces``, ``rebels``) are asked "by whom"; people counted by a plural demonym (``10
Israelis``) are asked "how many"; a role word that opens a longer title (``Deputy Defence
Secretary X``) stays in the answer; a fronted phrase with a verb of its own (``Under pressure
to halt the violence, X ...``) is a circumstance the question leaves out; a person asked an
open "What was X?" whose answer is no role or name is refused (``What was Jacques Kallis? --
the major resistance for the Proteas``); a share before a noun (``5 per cent growth
targets``) is no count of it; an honorific makes a person whatever noun stands in apposition
(``Mr Zinni, a retired general``); ``to try and resolve X`` keeps its conjunct; a ``during``,
``amid`` or ``despite`` phrase leaves the answer; a question that names the answer's full name
(through its speaker, ``According to Peter Blake's sponsors, ...``) is refused.
``template.v37``: no opening connective (``Whereupon X``), gapped clause, or one-word name of
no known kind asked "what"; "rather" keeps "than".
``template.v38``: a clock time is answered with its day (:mod:`.clock_times`); "Who the ...
said?", "Where became X ...?", "As what ... as ...?", "there" in a "Where" question, an
occasion asked "where", "What has X been?" give no case; "in the build-up
to X" leaves the answer; "the Met's Commissioner" keeps its article; "By whom were the
Trojans led?". Every prose case is also scored by :mod:`.case_confidence`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from hanker.synth.answer_cores import trim_core
from hanker.synth.answer_extras import trim_extras
from hanker.synth.answer_scope import scope_answer
from hanker.synth.answer_spill import trim_spill
from hanker.synth.answer_tails import trim_tails
from hanker.synth.answer_words import tidy_case
from hanker.synth.asked_counts import asked_count_answer
from hanker.synth.base import CaseCandidate, SynthesisInput
from hanker.synth.case_confidence import case_floor, scored_cases, scored_version
from hanker.synth.case_misreads import refit_case
from hanker.synth.clock_times import clock_with_day
from hanker.synth.conjunct_subjects import conjunct_sentence
from hanker.synth.count_questions import count_answer, subject_count_question
from hanker.synth.definition_questions import who_for_person
from hanker.synth.first_describers import plain_describers
from hanker.synth.list_answers import name_list
from hanker.synth.name_kinds import person_role, unknown_name
from hanker.synth.named_questions import aside_question, participle_question
from hanker.synth.position_questions import position_question
from hanker.synth.question_checks import names_head
from hanker.synth.question_premise import passive_kept
from hanker.synth.question_surface import surface_case
from hanker.synth.question_writer import Rejection, write_question
from hanker.synth.speakers import speaker_in_question, unnamed_speaker
from hanker.synth.title_question import title_question
from hanker.synth.wh_kinds import fit_wh_kind
from hanker.synth.wh_people import renamed_question
from hanker.text.calendar import CALENDAR_WORDS
from hanker.text.person_nouns import PERSON_NOUNS

TEMPLATE_VERSION = "template.v46"
_NOT_FIRST = {"in", "on", "at", "for", "with", "by", "from", "as"}
_NOT_LABELS = {"i", "he", "she", "we", "they", "you", "it", "said", "says", "told", "tells"}
_CALENDAR = CALENDAR_WORDS
_LABEL_LINE = re.compile(r"^\s*([^:]{2,60}):\s*(.+)$")


def _clean(text: str) -> str:
    return " ".join(text.split()).strip()


def _label_question(head: str, relation: str, tail: str, sentence: str) -> CaseCandidate | None:
    """``Label: value`` lines, where the label is the relation: a question on the attribute of the head."""
    match = _LABEL_LINE.match(sentence)
    if match is None or match.group(1).strip().lower() != relation.lower():
        return None
    if len(relation.split()) > 5 or set(relation.lower().split()) & _NOT_LABELS:
        return None
    first = match.group(1).split()[0]
    if re.search(r"[\"“”‘’']", match.group(1)) or first.islower() or first.lower() in _NOT_FIRST:
        return None
    if tail.lower() not in match.group(2).lower():
        return None
    label = relation.lower()
    answer_type = "number" if re.fullmatch(r"[\d.,]+", tail) else "noun phrase"
    return CaseCandidate(f"What is the {label} of {head}?", tail, answer_type=answer_type)


class TemplateGenerator:
    """Knowledge questions per fact, written from its evidence clause: one whose answer is the
    tail, and one whose answer is the head when the head is a name."""

    backend = "template"
    model: str | None = None
    prompt_version = TEMPLATE_VERSION

    def __init__(self, max_questions: int = 3, min_case_confidence: float | None = None) -> None:
        self.max_questions = max_questions
        self.case_floor = case_floor(min_case_confidence)  # None: the model's own threshold
        self.prompt_version = TEMPLATE_VERSION + scored_version(self.case_floor)

    def generate(self, items: Sequence[SynthesisInput]) -> list[list[CaseCandidate]]:
        """The candidates of each fact (a rejected one when no clean question could be written)."""
        return [self._for_fact(item)[: self.max_questions] for item in items]

    def _for_fact(self, item: SynthesisInput) -> list[CaseCandidate]:
        head, relation, tail = _clean(item.head), _clean(item.relation), _clean(item.tail)
        sentence = _clean(item.sentence)
        labelled = _label_question(head, relation, tail, sentence)
        if labelled is not None:
            return [labelled]
        if relation == "title":  # "Culture Secretary Lucy Frazer": who holds the position
            titled = [title_question(head, tail, sentence, item.context)]
            return titled if item.subject else scored_cases(titled, sentence, self.case_floor)
        about_document = bool(item.subject) and head == _clean(item.subject)
        written = write_question(
            sentence,
            tail,
            resolved=_clean(item.resolved),
            head="" if about_document else head,
            relation=relation,
        )
        listed = name_list(sentence, tail) if isinstance(written, Rejection) else None
        if listed:  # "Who did X appoint? -- Ann Lee and Bob Hart", not one of them
            written = write_question(
                sentence, listed, resolved=_clean(item.resolved), head=head, relation=relation
            )
        fallback = None
        if isinstance(written, Rejection):  # a participle's agent, an object a dash aside names
            fallback = participle_question(head, relation, tail, sentence) or aside_question(
                head, relation, tail, sentence
            )
        if not isinstance(written, Rejection) and unknown_name(written):
            written = Rejection(
                "name of no known kind asked what"
            )  # "What did X deny? -- Rashford"
        if isinstance(written, Rejection):
            candidates = [fallback or CaseCandidate("", tail, rejected=written.reason)]
        else:
            question = who_for_person(written.question, written.answer)  # a position
            if about_document and not names_head(question, head):
                # the document the clause belongs to, so the question has one answer
                question = f"Under {head}, {question[:1].lower()}{question[1:]}"
            answer = count_answer(question, written.answer, sentence)  # "8,000" of "8,000 cuts"
            candidates = [CaseCandidate(question, answer, answer_type=written.answer_type)]
        if not about_document and _named(head):
            candidates += _head_question(item, head, relation, tail, sentence)
            counted = subject_count_question(sentence, head)  # "How many Labour MPs resigned?"
            candidates += [CaseCandidate(*counted, answer_type="number")] if counted else []
            candidates += position_question(
                head, relation, tail, sentence
            )  # "Who is the chair of X?"
        cases = [_polished(c, sentence, item.context) for c in candidates]
        cases = [attributed(c, head, relation, item.context or sentence) for c in cases]
        cases = [passive_kept(c, relation) for c in cases]  # "Under what did X place?"
        if item.subject:  # an agreement's terms: the case model was fitted on prose
            return cases
        return scored_cases(cases, sentence, self.case_floor)


def _polished(case: CaseCandidate, sentence: str, context: str) -> CaseCandidate:
    """The case through the answer and wording passes, in order (each module's docstring)."""
    case = trim_core(trim_extras(tidy_case(case, sentence)), sentence)  # answer_cores
    case = scope_answer(trim_tails(case, sentence), sentence)  # "X to do Y", "X as Y"
    case = trim_spill(refit_case(case, sentence), sentence)  # "X, 55,", "X as Y watched"
    case = surface_case(fit_wh_kind(case, sentence, context), sentence, context)  # wh_kinds
    case = asked_count_answer(plain_describers(case, sentence, context))  # "four"
    return clock_with_day(case, sentence)  # "04:00 on Monday"


_SPEAKER = re.compile(r"\s*\(according to ([^()]+)\)\s*$")


def attributed(
    candidate: CaseCandidate, head: str, relation: str, context: str = ""
) -> CaseCandidate:
    """A reported fact (``want to test (according to Mr Johnson)``) is asked as its speaker's
    claim: "According to Mr Johnson, what did Johnson want to test?", never as plain fact; no
    case when the speaker is unnamed or cut short (:mod:`hanker.synth.speakers`)."""
    match = _SPEAKER.search(relation)
    question = candidate.question
    if match is None or not question or re.search(r"\b(?:according to|as per) ", question, re.I):
        return candidate
    speaker = match.group(1).strip()
    if speaker.split()[-1] in head.split():
        return candidate  # the head's own words ("Rishi Sunak" of "Prime Minister Rishi Sunak")
    unnamed = unnamed_speaker(speaker, context)
    if unnamed is not None:  # "According to One man, ...?"
        return dataclasses.replace(candidate, question="", rejected=unnamed)
    if speaker_in_question(speaker, question):  # "According to Ann Lee, ... Ann Lee's plans"
        return dataclasses.replace(candidate, question="", rejected="speaker named in the question")
    first = speaker.split()[0]
    common = speaker == first and first[1:].islower() and first.lower()[:-1] in PERSON_NOUNS
    if first in {"The", "A", "An"} or common:  # "According to scientists" (template.v27)
        speaker = first.lower() + speaker[len(first) :]
    asked = f"According to {speaker}, {question[:1].lower()}{question[1:]}"
    return dataclasses.replace(candidate, question=asked)


def _named(phrase: str) -> bool:
    """A head that names someone or something (a capitalised word), worth asking for."""
    return any(word[:1].isupper() for word in phrase.split())


def _head_question(
    item: SynthesisInput, head: str, relation: str, tail: str, sentence: str
) -> list[CaseCandidate]:
    """The question whose answer is the fact's head ("Who released GPT-4?" for (OpenAI, release,
    GPT-4)); nothing when no clean one can be written (not counted as a rejection)."""
    head = name_list(sentence, head) or head  # "Ann Lee, Bob Hart and Cy Young"
    written = write_question(
        sentence, head, resolved=_clean(item.resolved), head=tail, relation=relation
    )
    if isinstance(written, Rejection) and written.reason == "relation not in the clause":
        own = conjunct_sentence(sentence, head, relation)  # "X was held and was charged with Y"
        retry = write_question(own, head, head=tail, relation=relation) if own else written
        written = retry if getattr(retry, "answer_type", "") == "person" else written
    if isinstance(written, Rejection) or not _specific_subject_question(written.question, head):
        return []
    if written.answer_type == "noun phrase" and len(head.split()) == 1 and person_role(tail):
        return []  # "What was the second mate? -- Stubb": a name of no known kind for a person
    return [CaseCandidate(written.question, written.answer, answer_type=written.answer_type)]


_UNIQUE = {
    *("first", "only", "last", "sole", "oldest", "youngest", "largest", "biggest", "smallest"),
    *("longest", "shortest", "highest", "tallest", "deepest", "fastest", "richest", "busiest"),
    *("earliest", "most", "best-selling", "second", "third"),
}


def _unique_description(words: list[str]) -> bool:
    """ "What is the first/only/largest ... ?": a copula question on a description that one
    thing fits (an ordinal or a superlative), long enough to say what it describes."""
    if len(words) < 7 or words[0] not in {"What", "Which", "Who"} or words[1] not in {"is", "was"}:
        return False
    return words[2] == "the" and words[3] in _UNIQUE


def _specific_subject_question(question: str, answer: str) -> bool:
    """Whether a question asking for a fact's head has one answer: it asks who (a person or an
    organisation, not "What met with some resistance?"), names something specific besides (a
    name, not a weekday or month) and no word of the answer's name."""
    words = question.rstrip("?").split()
    if _unique_description(words):
        return True  # "What is the first river in the UK to be given bathing water status?"
    if (words[0] not in {"Who", "By"} and not renamed_question(question)) or len(words) < 6:
        return False
    if not any(w[:1].isupper() and w.lower() not in _CALENDAR for w in words[1:]):
        return False  # "Who visited the village in 1997?": no name to fix the answer
    asked = {w.strip("'’s,").lower() for w in words}
    named = {w.strip("'’s,").lower() for w in answer.split() if w[:1].isupper()}
    return not (named & asked)
