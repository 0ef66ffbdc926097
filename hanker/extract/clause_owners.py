"""Facts given to the wrong owner, or taken from a clause the sentence does not assert
(``clause-owners.v1``; through :func:`hanker.extract.triple_context.triple_problem`).

Each check returns the drop reason (counted in the KG manifest) or None:

* ``participle subject ambiguous``: a set-off ``-ing`` adjunct with no subject of its own
  (``..., citing a rule``) in a sentence of several clauses: coordinated clauses (``Ann left
  and the board is silent, citing X``) or a reported clause under a verb of saying (``Bo said
  the talks were good, sounding hopeful``): the understood subject of an adjunct of saying
  or attitude may be either clause's, so the fact is kept only when one subject is possible
  (any adjunct goes when a coordinated clause lost its subject to a noun coordination);
* ``conjunct may belong to the reported clause``: a subjectless verb joined to a verb of
  saying after its reported clause, in a list of verbs (``testified that he had hit her,
  kicked her and made 70 calls``): the parser cannot tell whose list it continues;
* ``relative antecedent ambiguous``: a ``which``/``that`` clause after a common noun with a
  prepositional object (``the dispute over the bridge, which was built in 1900``): the
  relative may stand for the object of the preposition, and the parse cannot tell;
* ``parenthetical participle on another noun``: a reduced participle inside brackets after
  a noun (``(the track X, recorded live)``) describes that noun, not a head outside them;
* ``content of a noun stated as fact``: a ``that`` clause right after an idea noun, even with
  a set-off phrase between (``backed the panel's conclusion, in its report, that X lied``):
  the clause is the finding's content, not the writer's assertion;
* ``plan bound to a future time``: a present or future clause bound to ``next week``,
  ``tomorrow``, ``later this year`` (``next month she is at the summit``) that the fact
  leaves out: a plan stated as what is;
* ``additive phrase read as an object``: ``sent their thanks, as well as other teams``: a
  conjunct after ``as well as`` / ``along with`` hung on the verb is a second doer, not an
  object, and one after a noun with a participle does not share the participle's property;
* ``head holds two names``: a head in which a name is repeated (``Ann Roe's 2019 visit Ann
  Roe``) or a titled name is run into a preceding name after ``the`` (``the BBC Ms Roe's
  team``): coreference garbled a possessive or a dative into the head; ``tail holds two
  names``: the same repeat in a tail (``Ann Roe's distance from those Ann Roe``).
"""

from __future__ import annotations

import re
from typing import Any

from hanker.extract.clauses import is_reporting
from hanker.text.nlp import text_tokens
from hanker.text.person_nouns import person_word

CLAUSE_OWNERS_VERSION = "clause-owners.v1"

PARTICIPLE_OWNER = "participle subject ambiguous"
RELATIVE_OWNER = "relative antecedent ambiguous"
BRACKET_PARTICIPLE = "parenthetical participle on another noun"
NOUN_CONTENT = "content of a noun stated as fact"
FUTURE_PLAN = "plan bound to a future time"
ADDITIVE_OBJECT = "additive phrase read as an object"
REPORTED_CONJUNCT = "conjunct may belong to the reported clause"
TWO_NAME_HEAD = "head holds two names"
TWO_NAME_TAIL = "tail holds two names"

_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})
_RELATIVE_WORDS = frozenset({"which", "that"})
FINDING_NOUNS = frozenset(
    {
        *("finding", "findings", "claim", "allegation", "suggestion", "belief", "report"),
        *("fear", "conclusion", "assertion", "accusation", "view", "verdict", "ruling"),
        *("argument", "contention", "insistence", "impression", "rumour", "rumor", "idea"),
        *("theory", "assessment", "determination", "judgment", "judgement", "evidence"),
    }
)
# participles of saying or attitude: their doer may be the speaker as well as the subject
_SPEECH_PARTICIPLES = frozenset(
    {"cite", "sound", "say", "add", "call", "describe", "note", "insist", "claim", "argue"}
    | {"warn", "stress", "blame", "accuse", "praise", "urge", "express", "suggest", "admit"}
    | {"refer", "explain", "speak", "quote", "vow", "promise", "hint", "welcome", "reject"}
    | {"dismiss", "deny", "acknowledge", "refuse", "point", "appear", "seem", "comment"}
)
_FUTURE_UNITS = frozenset({"week", "month", "year", "season", "weekend", "term", "summer"})
_TITLES = "Mr|Mrs|Ms|Miss|Dr|Prof|Sir|Dame|Lord|Lady"
_TITLED_AFTER_NAME = re.compile(rf"^the (?:[A-Z][\w&.-]*\s)+(?:{_TITLES})\s[A-Z]")
_GROUP_NOUNS = frozenset(
    {"team", "club", "group", "party", "union", "council", "company", "firm", "school"}
    | {"charity", "organisation", "organization", "government", "side", "family", "band"}
)
_NAME_RUN = re.compile(r"(?:[A-Z][\w'’-]+\s)+[A-Z][\w-]+")
_ADDITIVE = ("as well as", "along with", "together with", "alongside")


def clause_owner_problem(head: str, relation: str, tail: str, doc: Any) -> str | None:
    """Why the fact's head does not own its clause, or the clause is not asserted (see the
    module), or None."""
    if _two_names(head):
        return TWO_NAME_HEAD
    if _two_names(tail) and not _TITLED_AFTER_NAME.match(tail):
        return TWO_NAME_TAIL
    if doc is None:
        return None
    tail_tokens = text_tokens(tail, doc)
    verbs = [v for v in _verbs(relation, doc) if _covers(v, tail_tokens)]
    for verb in verbs:
        if _ambiguous_participle(verb):
            return PARTICIPLE_OWNER
        if _conjunct_after_report(verb):
            return REPORTED_CONJUNCT
        if _ambiguous_relative(verb, text_tokens(head, doc)):
            return RELATIVE_OWNER
        if _bracket_participle(verb, head):
            return BRACKET_PARTICIPLE
        if _noun_content(verb):
            return NOUN_CONTENT
        if _future_plan(verb, {t.i for t in tail_tokens}):
            return FUTURE_PLAN
    if _additive(text_tokens(tail, doc), verbs) or _additive(text_tokens(head, doc), verbs):
        return ADDITIVE_OBJECT
    return None


def _verbs(relation: str, doc: Any) -> list[Any]:
    """The doc's verbs (and copula adjectives, not auxiliaries) whose word or lemma is in
    the relation."""
    wanted = set(relation.split("(according to", 1)[0].lower().split())
    return [
        t
        for t in doc
        if t.pos_ in {"VERB", "AUX", "ADJ"}
        and t.dep_ not in {"aux", "auxpass"}
        and (t.lower_ in wanted or t.lemma_.lower() in wanted)
    ]


def _covers(verb: Any, tokens: list[Any]) -> bool:
    """Whether the tail's tokens (when found) lie in the verb's subtree."""
    if not tokens:
        return True
    inside = {t.i for t in verb.subtree}
    return all(t.i in inside for t in tokens)


def _subject(verb: Any) -> Any | None:
    return next((c for c in verb.children if c.dep_ in _SUBJECTS), None)


def _conjunct_after_report(verb: Any) -> bool:
    """A subjectless verb the parser joined to a verb of saying after the reported clause
    (``X testified that he had stubbed ..., knocked her down and made 70 calls``): the list
    may go on the reported clause, whose subject is another (``spacy-patterns.v26``)."""
    first, chain = verb, [verb, *(c for c in verb.children if c.dep_ == "conj")]
    while first.dep_ == "conj":
        if _subject(first) is not None:
            return False
        first = first.head
        chain.append(first)
    if first is verb or not is_reporting(first) or len(chain) < 3:
        return False  # a list of three or more verbs: "stubbed ..., knocked ... and made"
    return any(
        c.dep_ == "ccomp" and c.i < verb.i and _subject(c) is not None for c in first.children
    )


def _ambiguous_participle(verb: Any) -> bool:
    """A set-off subjectless ``-ing`` adjunct next to a coordinated clause whose subject the
    parse lost, or an adjunct of saying or attitude (``citing``, ``sounding``) among clauses
    of more than one subject (coordinated, or reported under a verb of saying): an adjunct
    of doing (``mirroring``) goes with the nearest clause."""
    if verb.dep_ != "advcl" or verb.tag_ != "VBG" or _subject(verb) is not None:
        return False
    if any(c.dep_ == "mark" for c in verb.children):
        return False
    if verb.i == 0 or doc_token(verb, -1).text != ",":
        return False
    governor = verb.head
    subjects: set[str] = set()
    lost = False
    inner = {"conj"} if is_reporting(governor) else {"conj", "ccomp"}
    clauses = [governor, *[c for c in governor.children if c.dep_ in inner]]
    if governor.dep_ in {"conj", "ccomp"} and governor.head.pos_ in {"VERB", "AUX"}:
        clauses.append(governor.head)
    for clause in clauses:
        subject = _subject(clause)
        if subject is not None and not _speaker_pronoun(clause, subject):
            subjects.add(subject.lower_ if subject.pos_ == "PRON" else str(subject.i))
        elif clause.dep_ == "conj" and not any(c.dep_ == "cc" for c in clause.head.children):
            lost = True  # the "and" went to a noun: the coordinated clause lost its subject
    speech = verb.lemma_.lower() in _SPEECH_PARTICIPLES
    return lost or (speech and (len(subjects) > 1 or _differs(governor)))


def _speaker_pronoun(clause: Any, subject: Any) -> bool:
    """A personal pronoun subject of a reported clause: most often the speaker."""
    reported = clause.dep_ == "ccomp" and is_reporting(clause.head)
    return reported and subject.lower_ in {"he", "she", "they", "i", "we"}


def _differs(clause: Any) -> bool:
    """A reported clause whose subject is not the reporting verb's (nor a pronoun)."""
    if clause.dep_ != "ccomp" or not is_reporting(clause.head):
        return False
    own, outer = _subject(clause), _subject(clause.head)
    if own is None or outer is None or own.pos_ == "PRON":
        return False
    return own.i != outer.i


def doc_token(token: Any, offset: int) -> Any:
    """The token ``offset`` places from ``token`` in its doc."""
    return token.doc[token.i + offset]


def _ambiguous_relative(verb: Any, head_tokens: list[Any]) -> bool:
    """A ``which``/``that`` relative whose fact head is a common noun with a prepositional
    object (the relative may be either noun's)."""
    if verb.dep_ != "relcl" and not (verb.dep_ == "conj" and verb.head.dep_ == "relcl"):
        return False
    clause = verb if verb.dep_ == "relcl" else verb.head
    subject = _subject(clause)
    if subject is None or subject.lower_ not in _RELATIVE_WORDS or not head_tokens:
        return False
    inside = {t.i for t in head_tokens}
    roots = [t for t in head_tokens if t.head.i not in inside]
    if len(roots) == 1 and _stacked_antecedent(clause.head, roots[0]):
        return True  # "the Acropolis in Greece, which ...": either place may be meant
    if len(roots) != 1 or roots[0].pos_ != "NOUN":
        return False
    objects = [t for t in head_tokens if t.dep_ == "pobj" and t.head.head.i == roots[0].i]
    if subject.lower_ == "which" and objects and all(_person(o) for o in objects):
        return False  # "which" never stands for a person: "the flat of Mr Lee, which ..."
    return bool(objects) and clause.head.i in {roots[0].i, *(o.i for o in objects)}


def _stacked_antecedent(antecedent: Any, head_root: Any) -> bool:
    """Whether the relative's antecedent, the fact's head, is the object of a place phrase
    right after another noun (``the Acropolis in Greece, which``), so the relative may be
    that noun's (``spacy-patterns.v26``)."""
    if antecedent.i != head_root.i or antecedent.dep_ != "pobj":
        return False
    preposition = antecedent.head
    if preposition.lower_ not in {"in", "at", "near", "outside"} or preposition.i == 0:
        return False
    before = antecedent.doc[preposition.i - 1]
    return before.pos_ in {"NOUN", "PROPN"} and before.dep_ in {"pobj", "dobj", "nsubj", "attr"}


def _person(noun: Any) -> bool:
    return noun.ent_type_ == "PERSON" or person_word(noun.lemma_.lower())


def _bracket_participle(verb: Any, head: str) -> bool:
    """A subjectless participle inside brackets after a noun of the bracket (``(the song X,
    sung live)``) whose nouns are not in the head: the participle describes that noun."""
    doc = verb.doc
    if verb.tag_ not in {"VBN", "VBG", "VBD"} or verb.i == 0 or doc[verb.i - 1].text != ",":
        return False
    opening = next((t for t in reversed(doc[: verb.i]) if t.text in {"(", ")"}), None)
    subject = _subject(verb)
    if opening is None or opening.text != "(" or (subject and subject.i > opening.i):
        return False
    nouns = [t for t in doc[opening.i + 1 : verb.i] if t.pos_ in {"NOUN", "PROPN"}]
    return bool(nouns) and not any(n.text in head for n in nouns)


def _noun_content(verb: Any) -> bool:
    """A ``that`` clause right after an idea noun, a set-off phrase allowed between."""
    mark = next((c for c in verb.children if c.dep_ == "mark" and c.lower_ == "that"), None)
    if mark is None or mark.i == 0:
        return False
    at = mark.i - 1
    doc = verb.doc
    if doc[at].text == ",":
        start = max(0, at - 8)
        commas = [i for i in range(start, at) if doc[i].text == ","]
        at = commas[-1] - 1 if commas else at
    return at >= 0 and doc[at].pos_ == "NOUN" and doc[at].lower_ in FINDING_NOUNS


def _future_plan(verb: Any, tail: set[int]) -> bool:
    """A present or future clause with a time ahead (``next week``, ``tomorrow``, ``later
    this year``) among its own words and not in the tail (``is meeting them next week`` with
    ``next week`` as tail says when; a bare weekday, ``on Friday``, may be a schedule or a
    habit, and is left alone)."""
    own = [t for t in _clause_words(verb) if t.i not in tail]
    tenses = {verb.tag_, *(c.tag_ for c in verb.children if c.dep_ in {"aux", "auxpass"})}
    auxes = {c.lower_ for c in verb.children if c.dep_ in {"aux", "auxpass"}}
    present = bool(tenses & {"VBZ", "VBP"}) or bool(auxes & {"will", "'ll", "shall"})
    if not present or tenses & {"VBD"} or auxes & {"has", "have", "'s", "'ve"}:
        return False  # "has been signed for next season": done, not planned
    for token in own:
        ahead = token.lemma_.lower() in _FUTURE_UNITS and token.head.lower_ != "for"
        if ahead and any(c.lower_ in {"next", "coming"} for c in token.children):
            return True  # "next week", not "signed for next season"
        after = token.doc[token.i + 1].lower_ if token.i + 1 < len(token.doc) else ""
        if token.lower_ == "tomorrow" or (token.lower_ == "later" and after in {"this", "next"}):
            return True
    return False


def _clause_words(verb: Any) -> list[Any]:
    """The verb's subtree without the subtrees of clauses hung inside it."""
    nested = {"ccomp", "advcl", "relcl", "acl", "xcomp", "conj", "csubj"}
    skip: set[int] = set()
    for token in verb.subtree:
        if token.i != verb.i and token.dep_ in nested and token.pos_ in {"VERB", "AUX"}:
            skip.update(t.i for t in token.subtree)
    return [t for t in verb.subtree if t.i not in skip]


def _additive(tokens: list[Any], verbs: list[Any]) -> bool:
    """A span whose root is a noun conjunct after ``as well as`` / ``along with`` hung on a
    verb, or on a noun whose participle is the fact's verb."""
    if not tokens:
        return False
    first = tokens[0]
    before = first.doc[max(0, first.i - 3) : first.i].text.lower()
    if not before.endswith(_ADDITIVE):
        return False
    inside = {t.i for t in tokens}
    roots = [t for t in tokens if t.head.i not in inside]
    if len(roots) != 1:
        return False
    root = roots[0]
    if root.dep_ == "conj" and root.head.pos_ in {"VERB", "AUX"}:
        first = next((c for c in root.head.children if c.dep_ == "dobj"), None)
        return first is not None and _second_doer(root, first)
    if root.dep_ == "conj" and root.head.dep_ == "dobj" and _second_doer(root, root.head):
        return True
    anchor = root.head.head if root.dep_ == "pobj" else root.head
    return any(v.dep_ == "acl" and v.head.i == anchor.i for v in verbs)


def _agent(noun: Any) -> bool:
    """A noun that can do things: a person, a group or a place's people."""
    if noun.ent_type_ in {"PERSON", "ORG", "NORP", "GPE"}:
        return True
    return person_word(noun.lemma_.lower()) or noun.lemma_.lower() in _GROUP_NOUNS


def _second_doer(conjunct: Any, first: Any) -> bool:
    """An additive conjunct of an object that reads as a second doer: a doer (a person or a
    group) after an object that is none."""
    return _agent(conjunct) and not _agent(first)


def _two_names(head: str) -> bool:
    """A head that repeats a name of two words or more, one of the two not a possessor
    (``Ann Roe's visit Ann Roe``; ``Ann Roe's love of Ann Roe's town`` is coreference's
    ordinary work), or runs a titled name into a name after ``the`` (``the BBC Ms Roe's
    team``)."""
    if _TITLED_AFTER_NAME.match(head):
        return True
    names = {re.sub(r"['’]s$", "", n) for n in _NAME_RUN.findall(head)}
    for name in names:
        more = r"(?:\s+(?:[a-z]+-)?[A-Z][\w'’-]*)*"  # a longer name: "Ana de Sousa's"
        found = list(re.finditer(rf"\b{re.escape(name)}\b({more}['’]s\b)?", head))
        if len(found) > 1 and any(not m.group(1) for m in found):
            return True
    return False
