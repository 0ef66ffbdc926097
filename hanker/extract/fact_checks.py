"""Checks of a whole prose fact against its sentence's parse (spaCy extractor, spacy-patterns.v5).

Where :mod:`hanker.extract.prose_checks` reads one slot of a candidate, these read the clause
and the triple together; each returns the drop reason (counted in the KG manifest) or None:

* ``speech act``: the clause of a verb of saying whose content is a clause (``The agency said
  about half of the wells ...``): a noun or number next to ``say`` is a fragment of the claim,
  and the listener of a saying is no fact;
* ``negated clause``, ``hedged claim`` (``is reportedly working on``); fact-checks.v2: also
  the clauses :mod:`hanker.extract.assertion_checks` finds mentioned, not asserted (plans,
  questioned content, the inside of a quotation);
* ``relation repeats the tail``: ``(X, spend the past year, the past year)``;
* ``particle left out of the relation``: ``cling on to ... from a hard season`` gives no
  ``(.., cling from, ..)``: a verb with a stranded particle reads wrong without it (right
  before the preposition it joins the relation: ``cling on to``);
* ``dash apposition``: ``voted for two days of strikes in June - their longest yet``: what
  follows a spaced dash describes the phrase before it, it is no object of the verb;
* ``tail possessive unresolved``: ``his seized car`` after a head that ``his`` cannot stand
  for (coreference left the pronoun as written, so it names someone else);
* ``tail cut from its phrase``: a bare common noun whose phrase goes on in the sentence
  (``explores themes related to identity`` gives no ``themes``), or one item of a list whose
  shared words stay with another item (``life's uncertainties and dangers`` gives no
  ``dangers``).
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.assertion_checks import assertion_problem
from hanker.extract.clauses import is_reporting, word_forms
from hanker.extract.misread_clauses import (
    EXISTENTIAL_CONJUNCT,
    PREPOSITION_VERB,
    existential_conjunct,
    preposition_as_verb,
)
from hanker.extract.modifier_checks import clause_denial_problem
from hanker.extract.object_gaps import reflexive_idiom_problem
from hanker.extract.report_complements import reported_content_problem
from hanker.extract.spacy_phrases import HONORIFICS
from hanker.extract.tail_complements import NAMING_PARTICIPLES
from hanker.extract.tail_cuts import bracket_tail_problem
from hanker.extract.unrealised_clauses import unrealised_problem
from hanker.text.person_nouns import person_word

FACT_CHECKS_VERSION = "fact-checks.v2"

_SPEECH = frozenset({"say", "tell", "add", "state", "told", "said"})  # whose objects are listeners
_HEDGES = frozenset(
    {
        *("reportedly", "allegedly", "reputedly", "supposedly", "apparently", "possibly"),
        *("probably", "perhaps", "maybe", "likely", "presumably", "seemingly", "purportedly"),
    }
)
_DASHES = frozenset({"-", "–", "—", "--"})
_PARTICLES = frozenset(
    {"on", "off", "up", "down", "out", "in", "over", "back", "away", "along", "through", "around"}
)
_GROUPS = frozenset(
    {
        *("team", "government", "council", "party", "family", "band", "club", "company"),
        *("group", "committee", "police", "board", "crew", "side", "union", "firm", "army"),
    }
)
_GROUP_LABELS = frozenset({"ORG", "NORP"})


def _nor_clause(verb: Any) -> bool:
    """A clause ``nor`` denies: one it opens (``Nor have X and Y failed to ...``), a conjunct
    after it (``X did not attend, nor did Y open the wing``, ``neither signed nor paid``), and
    verbs that share such a clause's subject (``Nor did she eat or drink``); not a later
    clause with its own subject and conjunction (``Nor did X complain, and Y hired Z``)."""
    link = verb
    while True:
        if _nor_opened(link):
            return True
        if link.dep_ == "xcomp" and link.head.i != link.i:
            link = link.head
            continue
        own = any(c.dep_ in {"nsubj", "nsubjpass", "cc"} for c in link.children)
        if link.dep_ != "conj" or link.head.i == link.i or own:
            return False
        link = link.head


def _nor_opened(link: Any) -> bool:
    """Whether ``nor`` opens ``link``'s clause or stands before it as its conjunction."""
    first = link.left_edge  # the parser hangs it on the verb or on its auxiliary
    if first.dep_ == "cc" and first.lower_ == "nor":
        return True
    if any(c.lower_ == "neither" and c.dep_ in {"preconj", "advmod"} for c in link.children):
        return True  # "X neither signed the deal nor paid"
    if link.dep_ != "conj":
        return False
    between = link.doc[link.head.i + 1 : link.left_edge.i]
    return any(t.lower_ == "nor" and t.dep_ == "cc" for t in between)


def _neither(verb: Any) -> bool:
    """``was neither a participant in X nor ...``, ``neither confirmed nor denied``: the
    ``neither`` of a ``neither ... nor`` on the verb or on one of its complements denies it."""
    if any(c.lower_ == "neither" and c.dep_ in {"preconj", "cc", "advmod"} for c in verb.children):
        return True
    complements = [c for c in verb.children if c.dep_ in {"attr", "dobj", "acomp", "oprd", "prep"}]
    return any(g.lower_ == "neither" for c in complements for g in c.children)


def clause_problem(verb: Any, relation: str) -> str | None:
    """Why an asserted clause of prose gives no facts: negated (also by its subject or by ``no
    longer``), the content of an idea, hedged, or a speech act (``X
    told reporters (that) ...``, ``X said about half of Y were ...``, ``..., he told the BBC``)."""
    if (
        relation.startswith("not ")
        or " not " in relation
        or any(c.lower_ == "never" for c in verb.children)
        or _nor_clause(verb)
        or _neither(verb)
    ):
        return "negated clause"
    if _under_hedge(verb):
        return "hedged claim"  # "is reportedly working on", "apparently left"
    deictic = any(c.dep_ == "advmod" and c.lower_ in {"there", "here"} for c in verb.children)
    if deictic and not any(c.dep_ in {"dobj", "attr", "ccomp", "xcomp"} for c in verb.children):
        return "place only the passage gives"  # "has lived there for six years", not "met X here"
    if preposition_as_verb(verb):
        return PREPOSITION_VERB  # "..., by pulling them, round a post": misread_clauses
    if existential_conjunct(verb):
        return EXISTENTIAL_CONJUNCT  # "Ana was calm; but there grew a plan"
    if naming_participle(verb):
        return "naming participle read as a verb"  # "a film about X, titled Y, ..."
    if bare_participle(verb):
        return "participle read as a finite verb"  # "X's years living in Y and ... shape ..."
    if reports_a_clause(verb) or (is_reporting(verb) and bool(word_forms(verb) & _SPEECH)):
        return "speech act"
    # "neither A nor B ...", "no longer", "the idea that"; plans, doubts, quotations
    denied = clause_denial_problem(verb) or assertion_problem(verb)
    denied = denied or reported_content_problem(verb)  # "reported as being", "reports about"
    return denied or unrealised_problem(verb) or reflexive_idiom_problem(verb)  # object_gaps


def naming_participle(verb: Any) -> bool:
    """``titled``/``called``/``named`` after a comma, parsed as a second verb of the subject
    (``X worked on a film about Y, titled Z``): a participle naming the noun before it."""
    if (
        verb.dep_ != "conj"
        or verb.lemma_.lower() not in NAMING_PARTICIPLES
        or verb.tag_ not in {"VBN", "VBD"}
    ):
        return False
    before = verb.doc[verb.i - 1] if verb.i > 0 else None
    own = any(c.dep_ in {"nsubj", "nsubjpass", "aux", "auxpass"} for c in verb.children)
    return before is not None and before.text == "," and not own


def bare_participle(verb: Any) -> bool:
    """An ``-ing`` form the parser made a clause's verb, with a subject and no auxiliary
    (``Ravi's years living in Pune and his work ... shape his fiction`` parsed with ``living``
    as the root): English has no finite ``-ing`` verb, so a subject that is no person is not
    its doer. An absolute with a person (``her father being a director``) states its clause."""
    if verb.tag_ != "VBG" or verb.dep_ not in {"ROOT", "conj"}:
        return False  # a small clause of perception stays: "footage shows X running to Y"
    first = verb
    while first.dep_ == "conj" and first.head is not first:
        first = first.head
    if first.dep_ != "ROOT":
        return False
    children = (*verb.children, *first.children)
    subjects = [c for c in children if c.dep_ in {"nsubj", "nsubjpass"}]
    if (
        not subjects
        or verb.lemma_ in {"be", "have"}
        or any(c.dep_ in {"aux", "auxpass"} for c in children)
    ):
        return False  # "Her father being a film director, ...": an absolute that says he was
    return not any(s.pos_ in {"PROPN", "PRON"} or person_word(s.text) for s in subjects)


def _under_hedge(verb: Any) -> bool:
    """Whether the verb, or a word its clause hangs from, carries a hedging adverb: a hedge
    covers everything under it (``X likely faced difficulties such as ... establishing her
    voice``: no fact on ``establish``), not what governs it."""
    node = verb
    for _ in range(12):
        if any(c.dep_ == "advmod" and c.lower_ in _HEDGES for c in node.children):
            return True
        if node.head is node:
            return False
        node = node.head
    return False


def reports_a_clause(verb: Any) -> bool:
    """A verb of saying whose content is a clause (``said (that) about half ... were``, ``...,
    the agency said``): what hangs off it is a piece of the claim."""
    return is_reporting(verb) and (
        any(c.dep_ in {"ccomp", "xcomp", "parataxis"} for c in verb.children)
        or verb.dep_ == "parataxis"
    )


def relation_problem(relation: str, tail: str) -> str | None:
    """Why a relation cannot stand with its tail: it holds the tail's words already."""
    words = re.sub(r"^(?:the|a|an)\s+", "", tail.lower().strip())
    if words and re.search(rf"(?<!\w){re.escape(words)}(?!\w)", relation.lower()):
        return "relation repeats the tail"
    return None


def is_dash(token: Any) -> bool:
    """A dash between words (``June - their longest``, ``June—their``), not a hyphen in a word."""
    if token.text not in _DASHES:
        return False
    if token.text != "-":
        return True
    before = token.doc[token.i - 1] if token.i > 0 else None
    return bool(token.whitespace_) or (before is not None and bool(before.whitespace_))


def after_dash(obj: Any) -> bool:
    """Whether the object's phrase starts right after a dash, or runs over one up to its noun
    (``in 2012 - her first job``): an apposition, not an object."""
    first = obj.left_edge.i
    return any(is_dash(t) for t in obj.doc[max(first - 1, 0) : obj.i])


def particle_relation(verb: Any, prep: Any, relation: str) -> str | None:
    """The relation of the verb's prepositional phrase ``prep`` with the verb's stranded
    particle put back (``clung on to a lead`` -> ``cling on to``), the relation itself when the
    verb has none, None when one would be lost (``cling on to ... from a hard season``)."""
    stranded = [
        c
        for c in verb.children
        if c.dep_ == "prep" and c.i != prep.i and not any(True for _ in c.children)
    ]  # a bare preposition: not "according to X", "in full"
    if not stranded:
        return relation
    if len(stranded) == 1 and stranded[0].i == prep.i - 1 and stranded[0].lower_ in _PARTICLES:
        return f"{relation} {stranded[0].lower_}"
    return None


def _is_person(head: str, doc: Any) -> bool:
    """A person's name (a recognized one, an honorific, or capitalized words the recognizer
    took for nothing else), or a thing of one (``Ann Berg's work``: ``her`` may be Ann Berg)."""
    owner = head.split("'s ")[0].split("’s ")[0]
    words = owner.split()
    if not words:
        return False
    if words[0].rstrip(".").lower() in HONORIFICS:
        return True
    if any(e.label_ == "PERSON" and owner.endswith(e.text) for e in doc.ents):
        return True
    other = any(e.label_ != "PERSON" and e.text in owner for e in doc.ents)
    capitalized = all(w[:1].isupper() for w in words) and 2 <= len(words) <= 4
    return capitalized and not other and words[-1].lower() not in _GROUPS


def _is_group(head: str, doc: Any) -> bool:
    last = head.split()[-1] if head.split() else ""
    plural = any(t.text == last and t.tag_ in {"NNS", "NNPS"} for t in doc)
    named = any(e.label_ in _GROUP_LABELS and head.endswith(e.text) for e in doc.ents)
    return plural or named or " and " in head or last.lower() in _GROUPS


def possessive_problem(head: str, tail: str, doc: Any) -> str | None:
    """Why a tail that opens with a possessive pronoun does not stand with its head: the pronoun
    cannot stand for the head (``his`` after a thing, ``their`` after one person), or it is the
    writer's (``our``)."""
    words = tail.split()
    first = words[0].lower() if words else ""
    if first in {"my", "our", "your"}:
        return "tail possessive unresolved"
    if first not in {"his", "her", "its", "their"} or doc is None:
        return None
    group = _is_group(head, doc)
    if first in {"his", "her"}:
        fits = _is_person(head, doc) and not group
    elif first == "its":  # the recognizer takes many firms for people: only a title says one
        fits = head.split()[0].rstrip(".").lower() not in HONORIFICS
    else:
        fits = group
    return None if fits else "tail possessive unresolved"


_CUT_CHILDREN = frozenset({"acl", "relcl", "prep"})
_SHARED = frozenset({"poss", "acl", "relcl", "prep"})


def bare_tail_problem(tail: str, doc: Any) -> str | None:
    """``tail cut from its phrase`` when the tail is one lower-case common noun that, wherever
    it stands in the sentence, loses the rest of its phrase; ``noun phrase cut at a bracket``
    (:mod:`.tail_cuts`); else None."""
    if bracket := bracket_tail_problem(tail, doc):  # "three rotation [(left, right) moves]"
        return bracket
    if doc is None or " " in tail or not tail.isalpha() or not tail.islower():
        return None
    tokens = [t for t in doc if t.text == tail and t.pos_ == "NOUN"]
    if not tokens:
        return None
    for token in tokens:
        cut = any(c.dep_ in _CUT_CHILDREN for c in token.children)
        shared = token.dep_ == "conj" and any(c.dep_ in _SHARED for c in token.head.children)
        if not (cut or shared):
            return None
    return "tail cut from its phrase"
