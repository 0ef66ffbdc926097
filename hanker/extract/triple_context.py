"""Triples that are not self-contained, read with their sentence (spaCy extractor).

The triple, title and appositive checks of :mod:`hanker.extract.self_contained`; each returns
the drop reason (counted in the KG manifest) or None.

Triple checks (:func:`triple_problem`, through the extractor's ``_emit``):

* ``object only the passage explains``: a tail that is a referring noun with its determiner
  (``an observation``, ``Ana Ruiz's promise``); ``relative time as tail``: ``Last week``,
  ``One day`` as a verb's object, ``the day``, or the measure before a preposition;
* lists, coordinations and appositions misread (``tail cut at its coordination``: ``head of
  prints`` of ``head of prints and drawings``; quantified heads): :mod:`.list_checks`;
* ``possessive in a predicate``: ``(X, be, her manager)``: a pronoun in the predicate of a
  copula never stands for its subject, so it names someone the fact leaves out;
* ``possessive pronoun ambiguous``: ``praised Ana's wit as well as her voice``: the pronoun
  after a coordinated name's possessive is that name's, not the subject's;
* ``head is a container of the entity``: ``The sight of X``, ``The main plank of X's
  campaign``: what the clause says is not about the container;
* ``possessor left out of the relation``: ``be 's head of``;
* ``speaker only the passage names``: a claim attributed to a pronoun (``(according to
  its)``): whose claim it is, only the passage says (``spacy-patterns.v35``), or to one bare
  singular noun cut from the speaker's name (``(according to expert)``, ``v36``), or a
  speaker cut after a preposition or article (``(according to a report from)``, ``v37``);
* relations garbled from their verb phrase (a folded object without its modifiers, a
  prepositional verb's own preposition skipped): :mod:`.relation_garbles`.
* tails cut before a word the fact needs (``a £40m [gap]``, ``the end [to ..]``):
  :mod:`.tail_spans`.
* verb qualifiers left out (``largely``, ``can``, ``is to``, ``for first-time buyers``):
  :mod:`.verb_qualifiers`.

Title and appositive checks (through :mod:`hanker.extract.name_checks` and
:mod:`hanker.extract.chain_checks`): ``title is part of the name`` (``Sacha Baron`` of a name
whose middle word is a rank: dropped as no role), ``appositive without a comma`` (``bought Ana a guitar``: a second
object misread as an appositive; ``dubbed Ana the queen of pop``: a label given, no fact).
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.anaphoric_definites import anaphoric_problem
from hanker.extract.appositive_names import appositive_name_problem
from hanker.extract.assertion_checks import exclamation_problem
from hanker.extract.bare_definites import bare_definite_problem
from hanker.extract.clause_frames import clause_frame_problem
from hanker.extract.clause_heads import clause_head_problem
from hanker.extract.clause_owners import clause_owner_problem
from hanker.extract.clause_qualifiers import qualifier_problem
from hanker.extract.collective_predicates import collective_problem
from hanker.extract.definite_referents import definite_referent_problem
from hanker.extract.descriptions import description_problem
from hanker.extract.dropped_parts import dropped_part_problem
from hanker.extract.dropped_qualifiers import dropped_qualifier_problem
from hanker.extract.fact_referents import referent_problem
from hanker.extract.fact_scope import scope_problem
from hanker.extract.head_constituents import head_constituent_problem
from hanker.extract.head_fragments import head_fragment_problem
from hanker.extract.head_kinds import head_kind_problem
from hanker.extract.list_checks import CUT_COORDINATION as CUT_COORDINATION  # re-exported
from hanker.extract.list_checks import list_problem
from hanker.extract.name_heads import demonym_head, named_after_head, nationality_title
from hanker.extract.of_coordination import of_coordination_problem
from hanker.extract.participle_doers import head_garble_problem
from hanker.extract.passage_bound import passage_bound_problem
from hanker.extract.relation_garbles import copula_problem, relation_garble_problem
from hanker.extract.relation_meaning import relation_meaning_problem
from hanker.extract.relation_shapes import relation_shape_problem
from hanker.extract.relational_nouns import relational_noun_problem
from hanker.extract.self_contained import (
    REFERRING_NOUNS,
    REFERRING_OBJECT,
    RELATIVE_TIME,
    TIME_NOUNS,
)
from hanker.extract.slot_kinds import kind_problem
from hanker.extract.slot_words import slot_problem
from hanker.extract.spacy_phrases import HONORIFICS
from hanker.extract.stray_heads import stray_head_problem
from hanker.extract.tail_content import tail_content_problem
from hanker.extract.tail_fragments import (
    alternative_problem,
    same_entity_problem,
    triple_fragment_problem,
)
from hanker.extract.tail_frames import frame_problem
from hanker.extract.tail_gaps import tail_gap_problem
from hanker.extract.tail_spans import tail_span_problem
from hanker.extract.title_colons import head_title_problem
from hanker.extract.unnamed_heads import unnamed_head_problem
from hanker.extract.unresolved_tails import unresolved_problem
from hanker.extract.unstated_facts import unstated_fact_problem
from hanker.extract.unstated_links import unstated_link_problem
from hanker.extract.verb_gaps import gap_problem
from hanker.extract.verb_qualifiers import verb_qualifier_problem
from hanker.text.name_spans import name_cut_at_comma, name_piece, name_runs_on
from hanker.text.nlp import text_tokens

PREDICATE_POSSESSIVE = "possessive in a predicate"
AMBIGUOUS_POSSESSIVE = "possessive pronoun ambiguous"
CONTAINER_HEAD = "head is a container of the entity"
POSSESSOR_LOST = "possessor left out of the relation"
COMMALESS_APPOSITIVE = "appositive without a comma"
NAME_SPLIT = "tail split from its name"
_POSSESSIVES = frozenset({"his", "her", "its", "their"})
_COPULAS = frozenset({"be", "become", "remain", "title"})
_CONTAINERS = frozenset(
    {"sight", "plank", "thrust", "centrepiece", "centerpiece", "cornerstone", "crux", "spectre"}
    | {"prospect", "notion", "mainstay", "linchpin", "hallmark", "essence", "gist"}
)
_LABELLING = frozenset({"call", "dub", "name", "label", "brand", "crown", "hail", "nickname"})
_NOBLE = frozenset({"baron", "baroness", "earl", "count", "countess", "viscount", "marquess"})
_CONTAINER_HEAD = re.compile(r"^(?:the|a|an)\s+(?:[a-z-]+\s+){0,2}?([a-z]+)\s+of\s", re.I)


# the user_data key under which the extractor keeps the document subject of the sentence's doc
DOCUMENT_SUBJECT = "document_subject"


def triple_problem(
    head: str, relation: str, tail: str, doc: Any, prose: bool = False
) -> str | None:
    """Why a prose triple is not self-contained (see the module; ``prose``: outside
    agreements, also a relation that skips words or a demonstrative), or None."""
    fragment = _surface_problem(head, relation, tail, doc)  # referring words, possessives
    said = _SPEAKER.search(relation)
    if said and _unnamed_speaker(said.group(1).strip()):
        return UNNAMED_SPEAKER  # "(according to its)", "(according to expert)"
    fragment = fragment or head_fragment_problem(head, relation, tail, doc)  # head_fragments
    fragment = fragment or bare_definite_problem(head, relation, tail, doc)  # "the city"
    fragment = fragment or stray_head_problem(head, relation, tail, doc)  # stray_heads
    fragment = fragment or unnamed_head_problem(head, relation, tail, doc)  # unnamed_heads
    fragment = fragment or list_problem(head, relation, tail, doc)  # list_checks
    fragment = fragment or head_kind_problem(head, relation, doc)  # head_kinds
    fragment = fragment or demonym_head(head, doc) or named_after_head(head, doc)  # name_heads
    fragment = fragment or nationality_title(relation, tail)  # "(X, title, Frenchman)"
    fragment = fragment or (head_title_problem(text_tokens(head, doc)) if doc is not None else None)
    fragment = fragment or head_garble_problem(head, relation, doc)  # participle_doers
    fragment = fragment or clause_head_problem(head, relation, doc)  # clause_heads
    fragment = fragment or clause_owner_problem(head, relation, tail, doc)  # clause_owners
    fragment = fragment or tail_gap_problem(head, relation, tail, doc)  # tail_gaps
    fragment = fragment or definite_referent_problem(head, relation, tail, doc)  # "the dam"
    fragment = fragment or anaphoric_problem(head, relation, tail, doc)  # anaphoric_definites
    fragment = fragment or qualifier_problem(head, relation, tail, doc)  # clause_qualifiers
    fragment = fragment or frame_problem(head, relation, tail, doc)  # tail_frames
    fragment = fragment or tail_span_problem(head, relation, tail, doc)  # tail_spans
    fragment = fragment or scope_problem(head, relation, tail, doc)  # fact_scope
    fragment = fragment or tail_content_problem(head, relation, tail, doc)  # tail_content
    fragment = fragment or head_constituent_problem(head, relation, tail, doc)  # "City"
    fragment = fragment or of_coordination_problem(head, relation, tail, doc)  # of_coordination
    fragment = fragment or _qualifier_lost(head, relation, tail, doc, prose)  # "in case", "can"
    fragment = fragment or unresolved_problem(head, relation, tail, doc)  # unresolved_tails
    fragment = fragment or collective_problem(head, relation, tail, doc)  # collective_predicates
    fragment = fragment or relational_noun_problem(head, relation, tail, doc)  # "a cousin"
    fragment = fragment or alternative_problem(head, tail, doc)  # "attacks or apparent attacks"
    fragment = fragment or dropped_part_problem(head, relation, tail, doc)  # dropped_parts
    fragment = fragment or clause_frame_problem(head, relation, tail, doc)  # clause_frames
    if fragment is None and _split_name(relation, text_tokens(tail, doc)):
        fragment = NAME_SPLIT  # "(X, win the Caine Prize for, African Writing)": name_spans
    fragment = fragment or appositive_name_problem(head, relation, tail, doc)  # "his first play"
    narrative = prose or (doc is not None and not _document_subject(doc))  # appositions too
    fragment = fragment or (referent_problem(head, relation, tail, doc) if narrative else None)
    fragment = fragment or unstated_link_problem(head, relation, tail, doc)  # unstated_links
    fragment = fragment or unstated_fact_problem(head, relation, tail, doc)  # "do with"
    fragment = fragment or copula_problem(head, relation, tail, doc)  # "X KC, defending,"
    if fragment is not None or doc is None:
        return fragment or description_problem(head, relation, tail, doc)  # descriptions
    gap = gap_problem(relation, tail, doc) if prose else None
    gap = gap or (relation_meaning_problem(head, relation, tail, doc) if prose else None)
    gap = gap or (relation_shape_problem(relation, tail, doc) if prose else None)
    gap = gap or (relation_garble_problem(head, relation, tail, doc) if prose else None)
    same = same_entity_problem(head, tail, doc)  # "(McMinnis, be delighted for, Mr McMinnis)"
    same = same or triple_fragment_problem(relation, tail, doc) or gap
    same = same or description_problem(head, relation, tail, doc)  # "the Leeds firm"
    # slot_words ("on | board"): prose and appositions, not a contract's document-subject terms
    term = head == _document_subject(doc)
    if same is not None or term:
        return same
    return slot_problem(head, relation, tail, doc) or kind_problem(head, relation, tail, doc)


def _document_subject(doc: Any) -> str | None:
    """The subject of the agreement the sentence belongs to, None in prose."""
    return getattr(doc, "user_data", {}).get(DOCUMENT_SUBJECT)


def _surface_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Problems the triple's words show: a referring or relative-time tail, a possessive of
    the head in its own predicate, a possessor left out, a container head."""
    words = tail.split()
    first = words[0].lower() if words else ""
    if referring_tail(words) or relative_time_tail(relation, words):
        return REFERRING_OBJECT if referring_tail(words) else RELATIVE_TIME
    if doc is not None and _measure_of_preposition(relation, tail, doc):
        return RELATIVE_TIME
    if doc is not None and (outcry := exclamation_problem(doc)):
        return outcry  # "Sperm, sperm's the play!"
    copula = relation in _COPULAS
    own = tail.startswith((f"{head}'s ", f"{head}’s ")) and copula
    if own or relation.startswith((f"be {head}'s ", f"become {head}'s ")):
        return PREDICATE_POSSESSIVE  # coreference against binding: "(X, become, X's coach)"
    if copula and first in _POSSESSIVES:
        return PREDICATE_POSSESSIVE  # "(X, be, its food director)"
    if relation.startswith(("'s ", "’s ")) or " 's " in f" {relation} ":
        return POSSESSOR_LOST
    found = _CONTAINER_HEAD.match(head)
    if found and found.group(1).lower() in _CONTAINERS:
        return CONTAINER_HEAD
    if first in _POSSESSIVES and doc is not None and _parallel_possessor(tail, doc):
        return AMBIGUOUS_POSSESSIVE
    return passage_bound_problem(head, relation, tail, doc)  # passage_bound: "20px", "his"


def _qualifier_lost(head: str, relation: str, tail: str, doc: Any, prose: bool) -> str | None:
    """A qualifier of the clause or of the verb the triple drops: :mod:`.dropped_qualifiers`
    (``in case``, a rank's restriction), :mod:`.verb_qualifiers` (``largely``, ``can``)."""
    dropped = dropped_qualifier_problem(head, relation, tail, doc)
    return dropped or verb_qualifier_problem(head, relation, tail, doc, prose)


_OPENERS = frozenset({"the", "a", "an", "this", "that", *_POSSESSIVES})
_RELATIVE_WORDS = frozenset(
    {"one", "last", "next", "this", "that", "the", "following", "previous", "same", "other"}
    | {"earlier", "later", "recent", "coming", "past"}
)


def referring_tail(words: list[str]) -> bool:
    """A tail that is a referring noun with a determiner or possessive and at most two
    lower-case words (``an observation``, ``Ana Ruiz's promise``, ``the big announcement``)."""
    if len(words) < 2 or words[-1].lower() not in REFERRING_NOUNS:
        return False
    owner = next((i for i, w in enumerate(words[:4]) if w.endswith(("'s", "’s"))), None)
    named = owner is not None and all(w[:1].isupper() for w in words[: owner + 1])
    opener = words[0].lower() in _OPENERS or named
    middle = words[owner + 1 : -1] if named and owner is not None else words[1:-1]
    return opener and len(middle) <= 2 and all(w.isalpha() and w.islower() for w in middle)


def relative_time_tail(relation: str, words: list[str]) -> bool:
    """A tail that is only a time relative to the text (``Last week``, ``One day``, ``the
    following year``) read as a verb's object (the relation ends on no preposition), the bare
    ``the day``, or ``the past``, ``the future``, ``recent years`` after any verb."""
    lower = [w.lower() for w in words]
    if " ".join(lower) in _RELATIVE_PERIODS:
        return True  # "worked in the past with stars": when, relative to the text
    if not lower or lower[-1].rstrip("s") not in TIME_NOUNS or not words[-1].islower():
        return False  # "the Times": a name
    if not all(w in _RELATIVE_WORDS for w in lower[:-1]):
        return False
    last = relation.split()[-1] if relation.split() else ""
    bare = lower[:-1] == ["the"]
    return bare or last not in _PREPOSITIONS


_RELATIVE_PERIODS = frozenset({"the past", "the future", "the present", "recent years"})
_SPEAKER = re.compile(r"\(according to ([^()]+)\)")
_PRONOUNS = frozenset({"it", "its", "he", "his", "she", "her", "they", "their", "them", "him"})
UNNAMED_SPEAKER = "speaker only the passage names"
# bodies a bare noun names well enough as a speaker ("according to police")
_CUT_ENDS = frozenset({"from", "of", "by", "the", "a", "an", "to", "at", "with", "for", "and"})
_BODY_SPEAKERS = frozenset({"police", "staff", "family", "government", "management", "security"})


def _split_name(relation: str, tail_tokens: list[Any]) -> bool:
    """The tail is a piece of a longer name: after its preposition (:func:`name_piece`), or
    stopping before a capitalised word that goes on from it (``the BBC's Access | All``, v37)
    or at a comma inside one tagged name."""
    named = relation != "title" and name_runs_on(tail_tokens)
    named = named or name_cut_at_comma(tail_tokens)  # "the Safe Streets, | Safe Homes scheme"
    return named or name_piece(tail_tokens, after_only=True)


def _unnamed_speaker(speaker: str) -> bool:
    """A pronoun, or one bare singular noun (``expert`` cut from ``chemical weapons expert
    Col X``): no one the reader can name."""
    if speaker.lower() in _PRONOUNS or speaker.count('"') % 2 or speaker.lower() in HONORIFICS:
        return True  # a pronoun, a speaker cut inside a quotation, "Dame" cut from her name
    if speaker.split()[-1].lower() in _CUT_ENDS:
        return True  # "a report from": the speaker is cut (spacy-patterns.v37)
    bare = re.fullmatch(r"[a-z]+", speaker) is not None and not speaker.endswith("s")
    return bare and speaker not in _BODY_SPEAKERS


_PREPOSITIONS = frozenset(
    {"in", "on", "at", "for", "during", "since", "until", "by", "from", "to", "after", "before"}
    | {"within", "over", "through", "throughout", "into", "of", "with"}
)


def _measure_of_preposition(relation: str, tail: str, doc: Any) -> bool:
    """Whether the tail is the measure before the relation's preposition (``several days`` of
    ``several days before the launch``), not its object."""
    tokens = text_tokens(tail, doc)
    inside = {t.i for t in tokens}
    roots = [t for t in tokens if t.head.i not in inside]
    if len(roots) != 1 or roots[0].dep_ != "npadvmod" or roots[0].head.dep_ != "prep":
        return False
    return relation.split()[-1:] == [roots[0].head.lower_]


def _parallel_possessor(tail: str, doc: Any) -> bool:
    """Whether the tail's opening pronoun owns a conjunct whose first conjunct has a named
    possessor (``Ana's wit as well as her voice``)."""
    text = doc.text
    at = text.find(tail)
    for token in doc:
        if token.idx != at or token.dep_ != "poss":
            continue
        noun = token.head
        if noun.dep_ != "conj":
            continue
        owners = [c for c in noun.head.children if c.dep_ == "poss"]
        if any(o.pos_ == "PROPN" or o.ent_type_ for o in owners):
            return True
    return False


def title_in_name(title: list[Any]) -> bool:
    """Whether a title before a name is the name's first part: a rank word of nobility after a
    capitalised word that is no title (``Sacha Baron Cohen``)."""
    if len(title) < 2 or title[-1].text.lower() not in _NOBLE:
        return False
    before = title[:-1]
    return all(t.text[:1].isupper() and t.pos_ == "PROPN" for t in before)


def commaless_appositive(name: Any, role: Any) -> str | None:
    """``appositive without a comma``: an indefinite noun right after a name, with nothing
    between (``bought Ana Ruiz a guitar``): a second object, not a description."""
    first = role.left_edge
    if first.i != name.i + 1:
        return None
    indefinite = any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in role.children)
    labelled = name.dep_ in {"dobj", "oprd"} and name.head.lemma_.lower() in _LABELLING
    return COMMALESS_APPOSITIVE if indefinite or labelled else None  # "dubbed X the Y"
