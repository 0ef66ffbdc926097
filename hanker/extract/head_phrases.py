"""Heads of the spaCy extractor that are pieces or blends of phrases (``spacy-patterns.v7``).

Each check returns what to keep or the drop reason (counted in the KG manifest):

* ``subject split from its phrase``: two subjects of one verb where the second goes on the
  first's phrase (``These plans for what was called the Hill Tower were rejected``: ``the Hill
  Tower`` finishes ``called``); neither is the verb's subject as the parser read it;
* ``participle subject unclear``: an ``-ing`` clause hung on a clause that names no subject
  of its own (``... but there were 20 teams, giving them two extra games``), on a bare past
  participle, or right after an ``of`` phrase in a clause about a thing (``Photos shared on X
  of Y's account calling ...``): who does it is unknown;
* ``participle about the event``: ``She bridges cultures, leading to her wide appreciation``:
  an ``-ing`` clause of result (``leading to``, ``resulting in``, ``making``) is about what the
  main clause tells, not its subject;
* ``conjunct subject unclear``: ``X warned that A had reached alarming levels and demanded
  action``: a verb of asking joined to a reported clause may be the speaker's;
* ``which stands for a clause``: ``..., from France, which has angered Paris``: after a comma
  a ``which`` whose verb tells an effect (``anger``, ``concern``, ``prompt``) is the clause's;
* a head set after a comma-set list or role (``a baker and their mother a nurse, Tomas
  Lind``) is the name alone; a fixed adverbial at its end (``Ann Roe on average``) is cut;
* ``generic head``: a noun phrase that opens on a lower-case word with no determiner
  (``thought-provoking Drama literature``): it names no one thing;
* a run of rank abbreviations (``Det Insp``, ``Ch Supt``, ``Lt Col``) before a name is the
  title, whole; the name after it is the person; words that are ranks only after another
  (``Det Con``, ``Rear Adm``, ``Air Vice Marshal``) join the run (name-heads.v1).
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.head_kinds import GERUND_CLAUSE, bare_gerund_clause, other_doer_participle
from hanker.extract.inner_subjects import (
    inner_subject_problem,
    object_conjunct_subjects,
    whole_nested_subject,
)
from hanker.extract.name_heads import UNNAMED, demonym_head
from hanker.extract.participle_doers import OBJECT_PARTICIPLE, object_doer_participle
from hanker.extract.small_clauses import object_complement
from hanker.text.abbreviations import RANK_ABBREVIATIONS
from hanker.text.name_spans import appositive_name

HEAD_PHRASES_VERSION = "head-phrases.v1"

SPLIT_SUBJECT = "subject split from its phrase"
PARTICIPLE_SUBJECT = "participle subject unclear"
GENERIC_HEAD = "generic head"
EVENT_PARTICIPLE = "participle about the event"
CONJUNCT_UNCLEAR = "conjunct subject unclear"
SENTENTIAL_WHICH = "which stands for a clause"
_ASKING = frozenset(
    {"say", "demand", "call", "urge", "ask", "appeal", "add", "insist", "warn", "tell", "plead"}
)
_EFFECT_VERBS = frozenset(
    {
        *("anger", "concern", "worry", "alarm", "upset", "surprise", "shock", "frustrate"),
        *("delight", "infuriate", "outrage", "dismay", "disappoint", "annoy", "prompt", "spark"),
        *("trigger", "fuel", "cause", "provoke", "embarrass"),
    }
)
_RESULT_VERBS = frozenset(
    {"lead", "result", "cause", "prompt", "spark", "trigger", "make", "force", "mean"}
    # spacy-patterns.v39: "X is an only child, allowing her more time": the state allows
    | {"allow", "enable", "ensure"}
)

_OPEN_ENDS = frozenset({"called", "named", "known", "dubbed", "titled", "entitled", "termed"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
_ADVERBIAL_END = re.compile(
    r",?\s+(?:on average|in fact|in turn|of course|in general|for example|for instance|"
    r"in particular|at least|at first|at times|in total|in short|by contrast|in contrast|"
    r"as well|too|also|alone|together|instead|however|meanwhile|though)$",
    re.IGNORECASE,
)
_DETERMINERS = frozenset(
    {
        *("the", "a", "an", "this", "that", "these", "those", "his", "her", "its", "their"),
        *("my", "our", "your", "some", "many", "most", "all", "both", "each", "every", "no"),
        *("several", "few", "any", "one", "two", "three", "four", "five", "another", "such"),
    }
)
# rank abbreviations written before a name (British police and forces, US politics); the
# short police ones only in capitals (``DI`` is a rank, ``Di`` a name)
RANKS = RANK_ABBREVIATIONS | {
    # spelled out ("Detective Chief Superintendent Ann Cole": spacy-patterns.v27)
    *("chief", "detective", "superintendent", "inspector", "sergeant"),
}
_CAPITAL_RANKS = frozenset({"PC", "DC", "DS", "DI", "DCI", "DCS", "ACC", "WO", "DSupt"})


def split_subject(subjects: list[Any]) -> bool:
    """Whether a later subject goes on an earlier one's phrase, which ends on a word that
    wants it (``plans for what was called`` + ``the Hill Tower``)."""
    for first in subjects:
        end = first.right_edge
        for later in subjects:
            if later.i <= first.i or later.left_edge.i != end.i + 1:
                continue
            open_verb = end.lower_ in _OPEN_ENDS and not any(
                c.dep_ in {"dobj", "oprd", "attr"} for c in end.children
            )
            open_prep = end.pos_ == "ADP" and not any(True for _ in end.children)
            if open_verb or open_prep:
                return True
    return False


def main_subjects(token: Any) -> tuple[list[Any], str | None]:
    """The subjects of the clause a subjectless conjunct or active participle belongs to
    (``X did A, B and C``, ``X did A, employing 500 people``): ``(subjects, None)``, or
    ``([], reason)`` when an ``-ing`` clause's subject cannot be known."""
    if _result_participle(token):
        return [], EVENT_PARTICIPLE
    governor = token
    participle = False
    while governor.dep_ == "conj" or _active_participle(governor):
        participle = participle or governor.dep_ == "advcl"
        if governor.dep_ == "conj" and _speaker_conjunct(governor):
            return [], CONJUNCT_UNCLEAR
        if governor.head.pos_ not in {"VERB", "AUX"}:
            break
        governor = governor.head
        if participle and object_complement(governor):
            governor = governor.head  # small_clauses: "kept her gaze averted, resisting ..."
        if participle and _no_subject_clause(governor):
            return [], PARTICIPLE_SUBJECT
        subjects = [c for c in governor.children if c.dep_ in _SUBJECTS]
        if (
            subjects
            and participle
            and (_object_participle(token, subjects) or other_doer_participle(token, subjects))
        ):  # head_kinds: "regrouped through Ana Ruiz, leading ...", "..., reflecting"
            return [], PARTICIPLE_SUBJECT
        if participle and object_doer_participle(token, governor):
            return [], OBJECT_PARTICIPLE  # participle_doers: "found a kitten sheltering"
        if subjects:
            return subjects, None
    return [], None


def _speaker_conjunct(verb: Any) -> bool:
    """``X warned that A had reached alarming levels and demanded action``: a verb of saying
    or asking joined to a reported clause is the speaker's as likely as the clause's subject's."""
    clause = verb.head
    return (
        verb.lemma_.lower() in _ASKING
        and clause.dep_ == "ccomp"
        and clause.head.pos_ in {"VERB", "AUX"}
        and clause.head.lemma_.lower() in _ASKING | {"warn", "announce", "claim", "believe"}
    )


def sentential_which(relative: Any, pronoun: Any) -> bool:
    """``..., which has angered the government``: a ``which`` after a comma whose verb says an
    effect on someone stands for the whole clause before it, not the noun next to it."""
    doc = relative.doc
    comma = pronoun.i > 0 and doc[pronoun.i - 1].text == ","
    return pronoun.lower_ == "which" and comma and relative.lemma_.lower() in _EFFECT_VERBS


def _result_participle(token: Any) -> bool:
    """``..., leading to her wide appreciation``: an ``-ing`` clause after a comma that says
    what the main clause's event led to; its subject is the event, not the main subject."""
    doc = token.doc
    after_comma = token.i > 0 and doc[token.i - 1].text == ","
    return (
        token.dep_ == "advcl"
        and token.tag_ == "VBG"
        and after_comma
        and token.lemma_.lower() in _RESULT_VERBS
    )


def _object_participle(participle: Any, subjects: list[Any]) -> bool:
    """An ``-ing`` clause right after an ``of`` phrase, no comma between, in a clause about a
    thing (``Screen grabs circulated of Ann Lee's page calling ...``): it describes the noun
    before it as likely as the subject."""
    doc = participle.doc
    before = doc[participle.i - 1] if participle.i > 0 else None
    if participle.tag_ != "VBG" or before is None or before.dep_ != "pobj":
        return False
    of_phrase = before.head.lower_ == "of" and before.right_edge.i == before.i
    return of_phrase and all(s.pos_ == "NOUN" for s in subjects)


_NAME_LABELS = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC"})


def clause_subjects(verb: Any, subjects: list[Any]) -> tuple[list[Any], str | None]:
    """The verb's subjects (its own, else its main clause's, :func:`main_subjects`), or ``([],
    reason)`` when they cannot be known (``participle subject unclear``, ``subject split from
    its phrase``)."""
    if bare_gerund_clause(verb):  # head_kinds: "on ITV, Channel 4 and Sky reflecting ..."
        return [], GERUND_CLAUSE
    if not subjects and (own := inner_subject_problem(verb, subjects)):
        return [], own  # inner_subjects: "X is cutting jobs - Ana Ruiz is leaving"
    if not subjects:
        subjects, unclear = main_subjects(verb)
        if unclear:
            return [], unclear
    if split_subject(subjects):
        return [], SPLIT_SUBJECT
    if (whole := whole_nested_subject(subjects)) is not None:
        subjects = whole  # inner_subjects: "Clashes between A and the B Militia" whole
    elif inner := inner_subject_problem(verb, subjects):  # inner_subjects: "Talks between A, B"
        return [], inner
    subjects = object_conjunct_subjects(verb, subjects)  # "have A and B cover ..."
    return [_named_by_apposition(s) for s in subjects], None


def _named_by_apposition(subject: Any) -> Any:
    """The name set off after a subject that is a role or a common noun (``The Foreign
    Minister, Alexander Downer, has ...``, ``Israeli Prime Minister, Ariel Sharon, returns``):
    the fact is the named one's (``spacy-patterns.v38``); the subject itself otherwise."""
    if subject.pos_ not in {"NOUN", "PROPN"} or subject.ent_type_ in _NAME_LABELS:
        return subject  # a name itself, or no noun
    return appositive_name(subject) or subject


def _no_subject_clause(verb: Any) -> bool:
    """``there were 20 teams`` (a subject of nothing), or a past participle standing alone
    with no auxiliary (``Photos shared on X ...``: a noun phrase, no clause)."""
    children = list(verb.children)
    if any(c.dep_ == "expl" for c in children):
        return True
    bare = verb.tag_ == "VBN" and not any(c.dep_ in {"aux", "auxpass"} for c in children)
    return bare and verb.dep_ == "ROOT"


def _active_participle(token: Any) -> bool:
    """A participial adverbial whose subject is its main clause's subject ("X did A, employing
    500 people"); not after a passive ("X was honoured in 2008, recognising ..."), whose
    participle is about the event, not X."""
    passive = any(c.dep_ in {"nsubjpass", "auxpass"} for c in token.head.children)
    return token.dep_ == "advcl" and token.tag_ == "VBG" and not passive


def trim_head_phrase(head: str, doc: Any) -> str:
    """The head without a fixed adverbial at its end (``Ann Roe on average``) and, after a
    short comma-set role with no name in it (``a nurse, Tomas Lind``), the person's name alone."""
    head = _ADVERBIAL_END.sub("", head).strip()
    before, comma, name = head.rpartition(", ")
    words = name.split()
    if not comma or not 1 <= len(words) <= 4 or not all(w[:1].isupper() for w in words):
        return head
    if any(w[:1].isupper() for w in before.split()) or len(before.split()) > 4:
        return head  # "crews from Croydon, Woodside, Wallington": a list of names
    if doc is None or not any(e.label_ == "PERSON" and name in e.text for e in doc.ents):
        return head
    return name


def generic_head_problem(head: str, doc: Any) -> str | None:
    """``generic head`` for a noun phrase that opens on a lower-case word, with no determiner,
    number or possessive, and ends on a common noun (``thought-provoking Drama literature``)."""
    words = head.split()
    if demonym_head(head, doc):  # "The Norwegian scored": no one named (name_heads)
        return UNNAMED
    if doc is None or len(words) < 2 or not words[-1].isalpha() or not words[-1].islower():
        return None
    if words[0].lower() in _DETERMINERS or any(ch.isdigit() for ch in head):
        return None
    if "'s" in head or "’s" in head or " of " in head or not words[0][:1].islower():
        return None  # "Apple shares", "Obama supporters": a name opens the phrase
    if any(_name_entity(e) and e.text in head for e in doc.ents):
        return None  # "middle-class Swiss people": a people, a place or a body named
    last = [t for t in doc if t.text == words[-1]]
    if not last or any(t.pos_ != "NOUN" for t in last):
        return None
    return GENERIC_HEAD


def _name_entity(ent: Any) -> bool:
    """An entity that names a people, place or body, or a person by more than one word (the
    recognizer takes many a capitalised word for a one-word person: ``Drama``)."""
    return ent.label_ in {"NORP", "GPE", "ORG", "LOC", "FAC"} or (
        ent.label_ == "PERSON" and len(ent) > 1
    )


# words that are ranks only inside a run after another rank ("Det Con", "Rear Adm", "Air Vice
# Marshal"): alone before a name they may be the name ("Con O'Neill")
_RUN_RANKS = frozenset(
    {
        *("con", "const", "rear", "vice", "air", "wg", "gp", "cdr", "cdre", "marshal", "chief"),
        *("acting", "deputy", "dep", "asst", "assistant", "staff", "lance", "constable", "cst"),
        *("spr", "gnr", "tpr", "bdr", "cpt", "sup", "comm", "commander", "sergeant", "major"),
    }
)


def _rank(token: Any, after_rank: bool = False) -> bool:
    word = token.text.rstrip(".")
    lower = word.lower()
    return lower in RANKS or word in _CAPITAL_RANKS or (after_rank and lower in _RUN_RANKS)


def rank_split(ent: Any, title: list[Any]) -> tuple[str, list[Any], bool]:
    """``(name, title tokens, ranks only)``: the rank abbreviations that open a person's name
    (``Supt`` of ``Supt Dan Knowles``) join the title before it (``Ch``): ``Ch Supt``."""
    if all(_rank(t, True) for t in ent):
        return str(ent.text), [], False  # "Det Insp" read as a name of its own
    lead: list[Any] = []
    for token in ent:
        if not _rank(token, True) or token.i == ent.end - 1:
            break
        lead.append(token)
    while lead and not any(_rank(t) for t in [*title, *lead]):
        lead.pop()  # "Con O'Neill": a run word alone is the name's
    run = [*title, *lead]
    ranks = bool(run) and all(_rank(t, True) for t in run) and any(_rank(t) for t in run)
    if not lead:
        return str(ent.text), title, ranks
    rest = ent.doc[lead[-1].i + 1 : ent.end]
    return str(rest.text), run, ranks
