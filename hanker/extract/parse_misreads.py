"""Verbs the parser made out of words that are no clause of their own (spaCy parses).

Shared by the extractor (:func:`hanker.extract.parse_agreement.misparsed_clause`) and the
question writer (:func:`hanker.synth.clause_scope.misparse`): a fact or a question built on
such a verb says something the sentence does not. Each check takes the verb token.

* ``gerund read as a coordinated verb``: ``she denied hacking or using private
  investigators``: ``using`` is the second object of ``denied``, which the parser hung on
  ``denied`` as a conjoined verb, so (she, use, private investigators) would drop the denial.
  An ``-ing`` form conjoined to a finite simple verb, with no auxiliary or subject of its own.
* ``hyphenated verb split``: ``has not co-authored any book``: the parser made ``co`` the
  verb (with the negation) and ``authored`` its conjunct; or the verb after a prefix and its
  hyphen (``co-authored`` read as ``authored``, ``well-received`` as ``received``).
* ``perfect read as possession``: ``he has consolidated power``: ``has`` read as the verb
  "have" and ``consolidated`` as an adjective of its object.
* ``preposition read as a clause``: ``Avivim, which like the rest of Israel has become``:
  the parser made ``like`` the verb of the relative clause, so the verbs after it lost their
  real subject (``which``) and took the sentence's;
* ``conjoined verb after another subject's clause``: ``West Brom hit back as he collected
  the pass and found the net``: the parser joined ``found`` to ``hit``, yet it is as likely
  the verb of ``he``; the fact is left out when the other subject differs from the first's;
* ``participle of the event, not its subject``: ``published her first book, marking the
  beginning of her career``: the publishing marks it, not the author; also a clause of
  inference after a state or a passive (``was a nurse, suggesting a caring nature``) and
  ``giving rise to``;
* ``adjective before the infinitive left out``: ``seemed keen to be part of the solution``
  would give ``seem to be``;
* ``progressive split by an aside``: ``Israel is not, as it claims, respecting its
  obligations``: the parser made ``respecting`` a clause of ``is``, which keeps the
  negation, so the fact would say the opposite;
* ``quantifier read as an adverb``: ``Most Americans back X, but most also favour Y``: the
  second ``most`` is the conjoined verb's own subject (most of them), not an adverb, so the
  verb does not say Y of the first clause's whole subject;
* ``verb inside a title``: ``records the first version of Nothing Compares 2 U``: a
  capitalised verb after a capitalised word mid-sentence is a word of a name;
* ``fronted phrase read as the subject``: ``Since Russia's invasion of Ukraine the US and the
  UK have stepped up ...``: the main verb given a ``since``/``after`` of its own, so the
  preposition's object became its subject (``spacy-patterns.v36``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hanker.extract.clause_structure import PREDICTING
from hanker.text.quantifiers import QUANTIFIERS

GERUND_CONJUNCT = "gerund read as a coordinated verb"
HYPHEN_SPLIT = "hyphenated verb split"
PERFECT_AS_HAVE = "perfect read as possession"
PREPOSITION_CLAUSE = "preposition read as a clause"
CONJUNCT_AFTER_CLAUSE = "conjoined verb after another subject's clause"
EVENT_PARTICIPLE = "participle of the event, not its subject"
ADJECTIVE_LEFT_OUT = "adjective before the infinitive left out"
TITLE_VERB = "verb inside a title"
QUANTIFIER_SUBJECT = "quantifier read as an adverb"
SPLIT_PROGRESSIVE = "progressive split by an aside"
FRONTED_SUBJECT = "fronted phrase read as the subject"
_FRONTING = frozenset({"since", "after", "before", "until", "following", "despite", "during"})

_FINITE_SIMPLE = frozenset({"VBD", "VBZ", "VBP"})
_PREFIXES = frozenset(
    {"co", "re", "pre", "de", "un", "over", "under", "out", "mis", "self", "well", "ill", "badly"}
)
# verbs whose -ing clause after the main clause tells what the event did, not its subject
_EVENT_VERBS = frozenset(
    {*("mark", "signal", "signify", "represent", "spark", "prompt", "trigger", "herald")}
    | {*("usher", "cement", "solidify", "establish", "earn", "make", "bring", "cause")}
)
# verbs of inference: their -ing clause after a clause of being or of undergoing tells what
# that state or event suggests ("X was a nurse, suggesting a caring nature"); after an act
# of the subject's own it may be the subject's ("The letter offers X, indicating Y")
_INFERENCE_VERBS = frozenset({"suggest", "indicate", "imply", "show", "demonstrate", "prove"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl"})
_QUANTIFIERS = QUANTIFIERS | {"others"}


def _gerund_conjunct(verb: Any) -> bool:
    head = verb.head
    if verb.dep_ != "conj" or verb.tag_ != "VBG" or head.tag_ not in _FINITE_SIMPLE:
        return False
    if head.lemma_ == "be" or any(c.dep_ in {"aux", "auxpass"} for c in head.children):
        return False  # "is running and jumping": a progressive shares its "is"
    own = [c for c in verb.children if c.dep_ in _SUBJECTS or c.dep_ in {"aux", "auxpass"}]
    gerund_object = any(
        c.dep_ in {"dobj", "xcomp", "ccomp"} and c.tag_ == "VBG" for c in head.children
    )
    return not own and gerund_object  # "denied hacking or using": the gerunds are objects


def _hyphen_split(verb: Any, prefixes: frozenset[str] = frozenset()) -> bool:
    """The second half of a verb split at its hyphen (``co`` + ``authored`` conjoined), or,
    given ``prefixes``, a verb after one of them and a hyphen (``co-authored`` as ``author``)."""
    if verb.i < 2:
        return False
    dash, before = verb.doc[verb.i - 1], verb.doc[verb.i - 2]
    joined = dash.text == "-" and not dash.whitespace_ and not before.whitespace_
    conjoined = verb.dep_ == "conj" and before == verb.head
    return joined and (conjoined or before.lower_ in prefixes)


def _hyphen_misread(verb: Any) -> bool:
    """The verb after a prefix and its hyphen, or a verb whose conjunct is its split half."""
    return _hyphen_split(verb, _PREFIXES) or any(_hyphen_split(c) for c in verb.children)


def _perfect_as_have(verb: Any) -> bool:
    if verb.lemma_ != "have" or verb.i + 1 >= len(verb.doc):
        return False
    after = verb.doc[verb.i + 1]
    return after.tag_ == "VBN" and after.dep_ == "amod" and after.head.head == verb


def _preposition_clause(verb: Any) -> bool:
    sentence = verb.sent
    return any(
        t.dep_ == "relcl" and t.pos_ == "ADP" and t.i < verb.i and t != verb for t in sentence
    )


def _subject_text(verb: Any) -> str:
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    return " ".join(t.lower_ for t in subjects[0].subtree) if subjects else ""


def _other_subject_between(verb: Any) -> bool:
    """A conjoined verb with no subject of its own, after a clause with another subject that
    hangs inside its first verb's clause (``X hit back as he collected the pass and found the
    net``, ``X's family said he was keen, and had spoken at ...``): whose verb it is, the
    parse cannot tell."""
    head = verb.head
    if verb.dep_ != "conj" or head == verb or _subject_text(verb):
        return False
    own = _subject_text(head)
    for other in verb.doc[head.i + 1 : verb.i]:
        if other.dep_ not in {"advcl", "ccomp"} or other.i in {t.i for t in verb.subtree}:
            continue  # a relative clause of a noun ("X, which left her ..., and had used")
        if head not in other.ancestors:
            continue
        theirs = _subject_text(other)
        if theirs and theirs != own:
            return True
    return False


def _event_participle(verb: Any) -> bool:
    """``Ana published her first book at 27, marking the beginning of her career``: what the
    ``-ing`` clause says, the publishing did, not Ana; ``Ana's uncle was a sailor, suggesting
    a restless family``, ``The road was closed, giving rise to long delays``: what the state
    or event suggests or gives rise to."""
    before = verb.doc[verb.i - 1] if verb.i else None
    if (
        verb.tag_ != "VBG"
        or verb.dep_ not in {"advcl", "conj", "xcomp"}
        or before is None
        or before.text != ","
        or _subject_text(verb)
    ):
        return False
    lemma = verb.lemma_.lower()
    if lemma in _EVENT_VERBS or _consequence_phrase(verb):
        return True
    return lemma in _INFERENCE_VERBS and _state_or_undergoing(verb.head)


def _consequence_phrase(verb: Any) -> bool:
    """``giving rise to protests``: a verb and object that say what followed (``leading to``,
    ``resulting in`` are read by :mod:`hanker.extract.head_phrases`)."""
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    return verb.lemma_.lower() == "give" and any(o.lower_ == "rise" for o in objects)


def _state_or_undergoing(clause: Any) -> bool:
    """A clause of being (``was a nurse``, ``is rare``) or a passive one (``was closed``)."""
    if clause.lemma_ == "be" and not any(c.dep_ == "auxpass" for c in clause.children):
        return True
    return any(c.dep_ in {"auxpass", "nsubjpass"} for c in clause.children)


def _adjective_left_out(verb: Any) -> bool:
    """``seemed keen to be part of it``: an infinitive after an adjective of its verb, which
    the relation ``seem to be`` would leave out."""
    if verb.dep_ != "xcomp" or not any(c.tag_ == "TO" for c in verb.children):
        return False
    return any(
        c.dep_ in {"acomp", "oprd"} and c.i < verb.i and c.lower_ not in PREDICTING
        for c in verb.head.children
    )  # "is favourite to win" is a prediction (clause_structure)


def _title_word(verb: Any) -> bool:
    """A capitalised verb inside a sentence after another capitalised word: a word of a title
    (``the initial version of Nothing Compares 2 U``)."""
    if verb.i <= verb.sent.start + 1 or not verb.text[:1].isupper():
        return False
    before = verb.doc[verb.i - 1]
    return before.text[:1].isupper() and before.is_alpha


def _split_progressive(verb: Any) -> bool:
    """An ``-ing`` clause hung on a negated bare ``be`` (``is not, as it claims,
    respecting``)."""
    head = verb.head
    if verb.tag_ != "VBG" or verb.dep_ != "advcl" or head.lemma_ != "be" or head == verb:
        return False
    return any(c.dep_ == "neg" for c in head.children)


def _quantifier_subject(verb: Any) -> bool:
    """A conjoined verb with no subject whose first word after the conjunction is a
    quantifier the parser hung on it as an adverb (``but most also favour``)."""
    if verb.dep_ != "conj" or _subject_text(verb):
        return False
    before = [c for c in verb.children if c.i < verb.i and c.dep_ in {"advmod", "npadvmod"}]
    return bool(before) and before[0].lower_ in _QUANTIFIERS


def _fronted_subject(verb: Any) -> bool:
    """The main verb with a marker of time before its subject (``Since X the US have
    stepped up``): a clause's marker on the root verb is the preposition of a fronted phrase."""
    if verb.dep_ != "ROOT":
        return False
    marks = [c for c in verb.children if c.dep_ in {"mark", "prep"} and c.lower_ in _FRONTING]
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    return any(m.i < s.left_edge.i and m.dep_ == "mark" for m in marks for s in subjects)


def title_piece(tokens: list[Any]) -> str | None:
    """``verb inside a title`` for a phrase that opens right after such a verb (``2 U`` of
    ``her single Nothing Compares 2 U, written by Prince``): the rest of the title, cut."""
    first = tokens[0] if tokens else None
    if first is None or first.i == 0:
        return None
    before = first.doc[first.i - 1]
    return TITLE_VERB if before.pos_ in {"VERB", "AUX"} and _title_word(before) else None


_MISREADS: tuple[tuple[Callable[[Any], bool], str], ...] = (
    (_gerund_conjunct, GERUND_CONJUNCT),
    (_hyphen_misread, HYPHEN_SPLIT),
    (_perfect_as_have, PERFECT_AS_HAVE),
    (_preposition_clause, PREPOSITION_CLAUSE),
    (_other_subject_between, CONJUNCT_AFTER_CLAUSE),
    (_event_participle, EVENT_PARTICIPLE),
    (_adjective_left_out, ADJECTIVE_LEFT_OUT),
    (_title_word, TITLE_VERB),
    (_split_progressive, SPLIT_PROGRESSIVE),
    (_quantifier_subject, QUANTIFIER_SUBJECT),
    (_fronted_subject, FRONTED_SUBJECT),
)


def parse_misread(verb: Any) -> str | None:
    """Why ``verb`` is no verb of the sentence's own clause (see the module), or None: the
    first misread of ``_MISREADS`` that holds."""
    return next((reason for check, reason in _MISREADS if check(verb)), None)
