"""Heads the parse took from the wrong clause, and claims given the wrong source (``clause-heads.v1``).

Each check returns the drop reason (counted in the KG manifest) or None; all are called through
:func:`clause_head_problem` from :func:`hanker.extract.triple_context.triple_problem`:

* ``dangling perspective participle``: a sentence that opens on ``Judging by``, ``Given``,
  ``Looking at``, ``Considering``: the participle's understood doer is the writer (or no one),
  never the main clause's subject, so no fact comes from the participle;
* ``head is a modifier of the subject``: the head is the possessor or a name compound of the
  verb's subject (``Ann Roe's shot was saved``: the shot was saved), or the agent of a
  participle on it (``Flights run by the navy left``: the flights left): the head lost its noun;
* ``antecedent of a where-relative``: ``..., Elm Road, where Ann went to school``: the place a
  ``where`` or ``when`` clause hangs on is never that clause's subject;
* ``person antecedent of which``: ``the candidate in the race - which ended in a win``: ``which``
  never stands for a person, so the parse hung the clause on the wrong noun;
* ``relative after an agent phrase``: ``the letters sent by the press office, which gave
  details``: a ``which`` clause after a participle's ``by`` phrase may be about either noun;
* ``participle on an infinitive of the head``: ``Ann's talent to weave myths, building
  worlds``: the participle's doer is the person, not the talent;
* ``head cut before its infinitive``: ``The first book by Ann to win a prize was X`` read with
  ``The first book by Ann`` as the head: the infinitive restricts the noun, so the fact is false;
* ``claim doubted by its source``: ``X said it doubted that reports of Y were true`` gives no
  ``according to X`` to the claim inside;
* ``background participle given a source``: ``Ann and Bo, married in May, were delighted, the
  family said``: the set-off participle is the writer's background, not what the source said;
  so is a relative clause set off by a dash or a comma (``X claimed that Y - who commanded Z
  - had been appointed``);
* ``head of a partitive relative clause``: ``X, who won, and Y and Z, both of whom are
  nominated``: the parse hung the clause on X; its subject is the partitive, whose antecedent
  it did not mark;
* ``relative clause of one list item``: ``series Heartbeat and Elizabeth R, which starred
  Glenda Jackson``: a relative clause after a list is about its nearest item as often as
  about all, so a head that holds the whole list is not its subject;
* ``head is the region of a place``: ``The name of the author born in Mumbai, India is X``
  parsed with ``India`` as a second subject of ``is``: a place after a comma and a place is
  that place's region or country, never a head of its own.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.relation_meaning import first_verb_word, own_relation
from hanker.text.names import region_of_place
from hanker.text.nlp import text_tokens
from hanker.text.person_nouns import PERSON_NOUNS

CLAUSE_HEADS_VERSION = "clause-heads.v1"

DANGLING_PERSPECTIVE = "dangling perspective participle"
SUBJECT_MODIFIER_HEAD = "head is a modifier of the subject"
WHERE_ANTECEDENT = "antecedent of a where-relative"
PERSON_WHICH = "person antecedent of which"
AGENT_RELATIVE = "relative after an agent phrase"
INFINITIVE_PARTICIPLE = "participle on an infinitive of the head"
CUT_INFINITIVE = "head cut before its infinitive"
DOUBTED_CLAIM = "claim doubted by its source"
BACKGROUND_SOURCE = "background participle given a source"
TWO_SUBJECTS = "head is the region of a place"
PARTITIVE_RELATIVE = "head of a partitive relative clause"
LIST_RELATIVE = "relative clause of one list item"
ASIDE_MAIN_VERB = "main verb hung on a word of an aside"

# participles whose doer, at the head of a sentence, is the writer's point of view
_PERSPECTIVE = frozenset(
    {
        *("judge", "give", "consider", "compare", "assume", "base", "grant", "allow"),
    }
)
_DOUBT = frozenset(
    {
        *("sceptical", "skeptical", "doubtful", "doubt", "deny", "dismiss", "reject"),
        *("dispute", "question", "unconvinced", "refute", "rebut", "discount", "disbelieve"),
    }
)
_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
_PARTITIVES = frozenset(
    {"both", "all", "some", "none", "most", "each", "many", "several", "either", "neither"}
    | {"one", "two", "three", "four", "five", "half", "few", "any"}
)


def _verbs(relation: str, doc: Any) -> list[Any]:
    """The doc's verbs (and adjectives of a copula) whose word or lemma is in the relation."""
    words = set(own_relation(relation).split()) - {"be"}
    return [
        t
        for t in doc
        if t.pos_ in {"VERB", "AUX", "ADJ"} and (t.lower_ in words or t.lemma_.lower() in words)
    ]


def clause_head_problem(head: str, relation: str, doc: Any) -> str | None:
    """Why the head is not the doer of the relation's clause, or the claim not its source's
    (see the module), or None."""
    if doc is None:
        return None
    span = text_tokens(head, doc)
    inside = {t.i for t in span}
    roots = [t for t in span if t.head.i not in inside or t.head.i == t.i]
    root = roots[0] if len(roots) == 1 else None
    for verb in _verbs(relation, doc):
        problem = _verb_problem(verb, root, inside) if root is not None else None
        problem = problem or _dangling(verb, relation)
        said = "(according to" in relation
        problem = problem or (_source_problem(verb, inside) if said else None)
        if problem is not None:
            return problem
    if root is not None and _cut_infinitive(root, inside):
        return CUT_INFINITIVE
    if root is not None and _second_subject(root):
        return TWO_SUBJECTS
    return None


def _partitive_relative(verb: Any) -> bool:
    """A relative clause opened by a partitive (``both of whom``, ``all of which``): its
    subject is the partitive, whose antecedent is the noun (or list) it follows, not
    necessarily the noun the parse hung the clause on."""
    doc = verb.doc
    before = doc[max(verb.i - 4, 0) : verb.i]
    return any(
        t.lower_ in {"whom", "which"}
        and t.i > 1
        and doc[t.i - 1].lower_ == "of"
        and doc[t.i - 2].lower_ in _PARTITIVES
        for t in before
    )


def _second_subject(root: Any) -> bool:
    """The head is a place right after a comma and the place of a participle (``The name of
    the author born in Mumbai, India is X``, parsed with ``India`` as a second subject of
    ``is``): the country of the place, misparsed as a noun phrase of its own; or any subject
    after a comma and another subject of the same verb (``The author born in Oslo, Norway in
    1990 is named X``, with ``Oslo`` tagged an organisation)."""
    start = min(t.i for t in root.subtree)
    earlier = [c for c in root.head.children if c.dep_ in _SUBJECTS and c.i < start]
    if root.dep_ in _SUBJECTS and earlier and start > 0 and root.doc[start - 1].text == ",":
        return True
    if not region_of_place(root):
        return False
    before = root.doc[min(t.i for t in root.subtree) - 2]
    prep = before.head if before.dep_ == "pobj" else None  # "born in Mumbai, India"
    node = prep.head if prep is not None else None
    for _ in range(4):  # "born on the 3rd of July in Madrid, Spain": through the date
        if node is None or node.tag_ in {"VBN", "VBG"}:
            break
        node = node.head if node.head.i != node.i else None
    return node is not None and node.tag_ in {"VBN", "VBG"}


def _dangling(verb: Any, relation: str) -> str | None:
    """A participle that opens the sentence and whose lemma opens the relation."""
    words = own_relation(relation).split()
    first = first_verb_word(words)
    if verb.tag_ not in {"VBG", "VBN"} or verb.lemma_.lower() not in _PERSPECTIVE:
        return None
    opens = verb.i == verb.sent.start or all(
        t.pos_ in {"ADV", "CCONJ", "PUNCT"} for t in verb.doc[verb.sent.start : verb.i]
    )
    named = first in {verb.lower_, verb.lemma_.lower()}
    return DANGLING_PERSPECTIVE if opens and named else None


def _verb_problem(verb: Any, root: Any, inside: set[int]) -> str | None:
    subjects = [c for c in verb.children if c.dep_ in _SUBJECTS]
    for subject in subjects:
        if subject.i not in inside and _modifies(root, subject):
            return SUBJECT_MODIFIER_HEAD
    markers = {c.lower_ for c in verb.children if c.dep_ in {"advmod", "nsubj", "nsubjpass"}}
    where = verb.dep_ == "relcl" and bool(markers & {"where", "when"}) and bool(subjects)
    if where and root.i in {a.i for a in verb.ancestors}:
        return WHERE_ANTECEDENT  # "Elm Road, ... to Leeds, where he went to school"
    finite = verb.tag_ in {"VBD", "VBZ", "VBP"}
    if verb.dep_ == "acl" and finite and verb.head.i == root.i and _agent_object(root):
        return SUBJECT_MODIFIER_HEAD  # "Flights run by the navy left": parsed as the navy's
    if verb.dep_ == "acl" and finite and _ends_aside(verb):
        return ASIDE_MAIN_VERB  # "X, who grew up in Boise, Idaho, graduated from": X's
    if verb.dep_ == "relcl" and verb.head.i in inside and _partitive_relative(verb):
        return PARTITIVE_RELATIVE  # "A, and B and C, both of whom are ...": not A
    if verb.dep_ == "relcl" and verb.head.i in inside:
        if any(_listing(verb.doc[i]) for i in inside):
            return LIST_RELATIVE  # "A and B, which starred X": B's, or both?
        if "which" in markers and _person(verb.head):
            return PERSON_WHICH
        if "which" in markers and _agent_object(verb.head):
            return AGENT_RELATIVE
    if verb.tag_ == "VBG" and _in_infinitive_of(verb, root, inside):
        return INFINITIVE_PARTICIPLE
    return None


def _ends_aside(verb: Any) -> bool:
    """A finite verb after a comma hung on the last noun of a relative clause or an
    appositive: the main clause's verb, whose subject comes before the aside."""
    doc = verb.doc
    after_comma = verb.i > 0 and doc[verb.i - 1].text == ","
    chain = [verb.head, *verb.head.ancestors]
    return after_comma and any(t.dep_ in {"relcl", "appos"} for t in chain)


def _modifies(root: Any, subject: Any) -> bool:
    """The head's root is the subject's possessor or name compound, or the ``by`` agent of a
    participle hung on the subject."""
    if root.head.i == subject.i and root.dep_ in {"poss", "compound", "nmod"}:
        return root.pos_ == "PROPN" or root.dep_ == "poss"
    agent = root.head
    if root.dep_ != "pobj" or agent.lower_ != "by" or agent.dep_ not in {"agent", "prep"}:
        return False
    participle = agent.head
    return participle.dep_ == "acl" and participle.tag_ == "VBN" and participle.head.i == subject.i


def _person(noun: Any) -> bool:
    return noun.ent_type_ == "PERSON" or (
        noun.pos_ == "NOUN" and noun.lemma_.lower() in PERSON_NOUNS
    )


def _agent_object(noun: Any) -> bool:
    """The object of the ``by`` of a participle that describes another noun."""
    by = noun.head
    return (
        noun.dep_ == "pobj"
        and by.lower_ == "by"
        and by.head.dep_ == "acl"
        and by.head.tag_ == "VBN"
    )


def _infinitives(root: Any, inside: set[int]) -> list[Any]:
    return [
        c
        for c in root.children
        if c.dep_ in {"acl", "relcl"}
        and c.i not in inside
        and c.tag_ == "VB"
        and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children)
    ]


def _in_infinitive_of(verb: Any, root: Any, inside: set[int]) -> bool:
    """The participle stands in (or is a conjunct of) an infinitive that hangs on the head."""
    for infinitive in _infinitives(root, inside):
        if verb.i != infinitive.i and verb.i in {t.i for t in infinitive.subtree}:
            return True
    return False


def _cut_infinitive(root: Any, inside: set[int]) -> bool:
    """The head's noun has an infinitive after it that the head leaves out (``The first book
    by Ann to win a prize``)."""
    if root.pos_ != "NOUN" or root.dep_ not in _SUBJECTS:
        return False
    return any(i.i > max(inside) for i in _infinitives(root, inside))


def _doubting(token: Any) -> bool:
    words = {token.lemma_.lower(), token.lower_}
    predicates = [c for c in token.children if c.dep_ in {"acomp", "attr"}]
    return bool(words & _DOUBT) or any(p.lemma_.lower() in _DOUBT for p in predicates)


def _listing(token: Any) -> bool:
    """A conjunction between nouns of the phrase, not inside a modifier before its noun
    (``Climate and animal rights group X``: one group)."""
    return token.dep_ == "cc" and token.head.dep_ not in {"compound", "amod", "nmod"}


def _set_off(verb: Any) -> bool:
    """A relative clause set off by a dash or a comma right after its noun: the writer's
    background, not part of what the source said."""
    start = min(t.i for t in verb.subtree)
    return start > 0 and verb.doc[start - 1].text in {",", "-", "–", "—", "("}


def _source_problem(verb: Any, inside: set[int]) -> str | None:
    """A source's doubt above the claim, or a participle set off after the head."""
    if any(_doubting(a) for a in verb.ancestors):
        return DOUBTED_CLAIM
    if verb.dep_ == "relcl" and _set_off(verb):
        return BACKGROUND_SOURCE  # "X claimed that Y - who commanded Z - had been appointed"
    if verb.i < 2 or verb.doc[verb.i - 1].text != "," or verb.i - 2 not in inside:
        return None
    bare = not any(c.dep_ in {"aux", "auxpass"} for c in verb.children)  # no comma in a clause
    return BACKGROUND_SOURCE if verb.tag_ in {"VBN", "VBD"} and bare else None
