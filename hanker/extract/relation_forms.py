"""Relations that misread the form of their verb phrase (spaCy extractor, through
:func:`hanker.extract.relation_meaning.relation_meaning_problem`).

Each check reads the triple's verb and tail in the sentence's parse and returns a drop reason
or None:

* ``gerund read as infinitive``: a verb of remembering, stopping, trying or spending whose
  ``-ing`` complement the relation writes as ``to`` + infinitive (``recalled visiting the
  fort`` -> ``recall to visit``, ``stopped smoking`` -> ``stop to smoke``): the two forms
  mean different things (other verbs, ``practise firing``, read the same either way), and
  any verb whose ``-ing`` adjunct the relation writes as purpose (``died shielding his
  comrades`` -> ``die to shield``);
* ``comparative lost``: a relation ``ADJ than`` whose ``more``/``less`` stands outside it
  (``is [more] costly than``);
* ``scene read as argument``: a ``with`` phrase that sets the scene (fronted before the
  subject, or set off by a comma with a clause of its own, ``with rain falling``) read as
  the verb's companion or instrument;
* ``copula's subject is another``: ``(X, be, Y)`` where the sentence's subject is a noun
  whose relative clause only mentions X (``the prize that eluded her was the Nobel``);
* ``list item read as the copula's noun``: ``X is distinctive in A, B and C`` parsed with ``B``
  as the noun of ``is`` beside its adjective: ``(X, be, C)`` is false;
* ``infinitive modifies a noun``: the verb is an infinitive that describes a noun (``a
  chance for the club to win the cup``, ``a moment to show unity``): what could or should
  happen, not what did.
"""

from __future__ import annotations

from typing import Any

GERUND_READ = "gerund read as infinitive"
COMPARATIVE_LOST = "comparative lost"
SCENE_ARGUMENT = "scene read as argument"
COPULA_OTHER = "copula's subject is another"
COPULA_LIST = "list item read as the copula's noun"
INFINITIVE_MODIFIER = "infinitive modifies a noun"

# verbs whose -ing and to-infinitive complements mean different things, or that take only
# the -ing form ("faced getting", "mentioned exploring"; readers take "deny to perform" for
# "denied performing", so admit and deny stay out)
_FORM_CHANGES = frozenset(
    {"remember", "forget", "recall", "regret", "stop", "quit", "try", "mean", "spend", "go"}
    | {"finish", "enjoy", "avoid", "miss", "risk", "keep", "imagine", "consider", "waste"}
    | {"face", "suggest", "mind", "postpone", "resist", "recommend", "involve", "mention"}
    | {"delay", "discuss", "escape", "resent", "dislike", "appreciate", "anticipate", "justify"}
)
# verbs of posture, motion or dying, whose "-ing" (parsed as a complement) is an adjunct
_POSTURES = frozenset(
    {"die", "stand", "sit", "lie", "come", "arrive", "leave", "return", "walk", "run", "wait"}
    | {"live", "sleep", "remain", "stay", "work", "spend", "emerge", "set", "head", "rush"}
)
_GRADERS = frozenset({"more", "less", "most", "least", "fewer", "as", "so", "too"})
_OBJECT_PRONOUNS = frozenset({"him", "her", "them", "it", "me", "us", "his", "their", "its"})
# nouns whose infinitive states what a person did (``the first to climb``)
_ORDINAL_HEADS = frozenset({"first", "last", "second", "third", "only", "one", "latest"})


def relation_form_problem(
    head: str, relation: str, verb: Any, root: Any, tokens: list[Any]
) -> str | None:
    """Why a prose triple's relation misreads its verb phrase's form (see the module), or
    None. ``relation`` is the relation's own words (no speaker), ``verb`` the relation's verb
    in the parse, ``root`` the tail's root and ``tokens`` the tail's tokens."""
    words = relation.split()
    return (
        _gerund_read(words, verb)
        or _comparative_lost(words, verb)
        or _tail_comparison_lost(words, verb, tokens)
        or _scene_argument(words, verb, root)
        or _copula_other(head, words, verb, root)
        or _copula_adjective(words, verb, root)
        or _infinitive_modifier(verb, tokens)
    )


def _gerund_read(words: list[str], verb: Any) -> str | None:
    """``V to W`` in the relation where the source has ``V W-ing`` (``remembered going``)."""
    if verb.tag_ != "VBG" or "to" not in words[1:-1]:
        return None
    at = words.index("to")
    adjunct = verb.dep_ == "advcl" or (verb.dep_ == "xcomp" and words[at - 1] in _POSTURES)
    if words[at - 1] not in _FORM_CHANGES and not adjunct:
        return None  # other verbs' "-ing" (``died shielding``) is manner, never purpose
    if words[at + 1] not in {verb.lemma_.lower(), verb.lower_}:
        return None
    governor = verb.head
    if verb.dep_ not in {"xcomp", "pcomp", "advcl", "ccomp"} or governor.i == verb.i:
        return None
    if any(c.lower_ == "to" for c in verb.children):
        return None  # "looked forward to going": a preposition, read as such elsewhere
    if governor.lemma_.lower() == words[at - 1] or governor.lower_ == words[at - 1]:
        return GERUND_READ
    return None


def _comparative_lost(words: list[str], verb: Any) -> str | None:
    """``ADJ than`` in the relation while the adjective's ``more``/``less`` is left out."""
    if "than" not in words or _GRADERS & set(words):
        return None
    before = words[words.index("than") - 1] if words.index("than") > 0 else ""
    for token in verb.subtree:
        if token.lower_ != before and token.lemma_.lower() != before:
            continue
        graders = [c for c in token.children if c.dep_ == "advmod" and c.lower_ in _GRADERS]
        previous = token.doc[token.i - 1] if token.i > 0 else None
        if graders or (previous is not None and previous.lower_ in _GRADERS):
            return COMPARATIVE_LOST
    return None


def _tail_comparison_lost(words: list[str], verb: Any, tokens: list[Any]) -> str | None:
    """A ``than`` phrase in the tail or the verb's phrase while the comparative it completes,
    an adverb of the relation's verb or adjective (``is better positioned for X than Y``), is
    left out."""
    if not any(t.lower_ == "than" for t in (*tokens, *verb.subtree)):
        return None
    for word in (verb, *(c for c in verb.children if c.dep_ in {"acomp", "attr"})):
        for child in word.children:  # a grading word right before: "better placed"
            graded = child.tag_ in {"RBR", "JJR"} or child.lower_ in {"more", "less", "fewer"}
            before = child.i < word.i and child.dep_ == "advmod"
            if before and graded and child.lower_ not in words:
                return COMPARATIVE_LOST
    return None


def _scene_argument(words: list[str], verb: Any, root: Any) -> str | None:
    """The tail is the object of a scene-setting ``with``: fronted before the verb's subject,
    or after a comma with a clause of its own (``with rain falling``)."""
    if not words or words[-1] not in {"with", "without"}:
        return None
    noun = root
    while noun.dep_ == "conj" and noun.head.i != noun.i:
        noun = noun.head  # "with 40 staff and 300 volunteers working": the first conjunct
    prep = noun.head
    if (
        noun.dep_ not in {"pobj", "pcomp"}
        or prep.lower_ not in {"with", "without"}
        or prep.head.i != verb.i
    ):
        return None
    subjects = [c for c in verb.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if subjects and prep.i < subjects[0].i:
        return SCENE_ARGUMENT  # "With rain forecast, the team trained indoors"
    comma = prep.i > 0 and prep.doc[prep.i - 1].text == ","
    clause = any(c.dep_ == "pcomp" and c.tag_ in {"VBG", "VBN"} for c in prep.children)
    nouns = [noun] + [c for c in noun.children if c.dep_ == "conj"]
    clause = clause or any(
        c.dep_ in {"acl", "relcl"} and c.tag_ in {"VBG", "VBN"} for n in nouns for c in n.children
    )
    return SCENE_ARGUMENT if comma and clause else None


def _copula_other(head: str, words: list[str], verb: Any, root: Any) -> str | None:
    """``(X, be, Y)`` whose sentence subject is a common noun with a relative clause that
    names X only by a pronoun (``the award that escaped him was ..``)."""
    if words != ["be"] or verb.lemma_.lower() != "be" or root.dep_ != "attr":
        return None
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) != 1 or subjects[0].pos_ != "NOUN":
        return None
    subject = subjects[0]
    own = {t.lower_ for t in subject.subtree}
    if {w.lower() for w in head.split()} & own - {"the", "a", "an", "of"}:
        return None  # the head is the subject phrase itself
    clauses = [c for c in subject.children if c.dep_ in {"relcl", "acl"}]
    if any(t.lower_ in _OBJECT_PRONOUNS for c in clauses for t in c.subtree):
        return COPULA_OTHER
    return None


def _copula_adjective(words: list[str], verb: Any, root: Any) -> str | None:
    """``(X, be, Y)`` where the copula also has an adjective complement: ``X is distinctive in
    A, B and C`` parsed with ``B`` as the copula's noun; Y is a list item of the adjective's
    phrase, and X is not Y."""
    if words != ["be"] or verb.lemma_.lower() != "be":
        return None
    node = root
    while node.dep_ == "conj" and node.head.i != node.i:
        node = node.head
    adjective = any(c.dep_ == "acomp" for c in verb.children)
    return COPULA_LIST if adjective and node.dep_ == "attr" and node.head.i == verb.i else None


def _infinitive_modifier(verb: Any, tokens: list[Any]) -> str | None:
    """The verb is a ``to`` infinitive describing a noun (``a chance to win``)."""
    if verb.tag_ != "VB" or not any(c.lower_ == "to" for c in verb.children):
        return None
    noun = verb.head
    attrs = [c for c in noun.children if c.dep_ == "attr" and c.i < verb.i]
    marked = any(c.dep_ == "mark" and c.lower_ == "for" for c in verb.children)
    if verb.dep_ == "advcl" and marked and attrs and attrs[0].pos_ == "NOUN":
        noun = attrs[0]  # "became a moment for the club to ..": the parse hangs it on the verb
    if verb.dep_ not in {"acl", "relcl", "advcl"} or noun.pos_ not in {"NOUN"}:
        return None
    if noun.i in {t.i for t in tokens}:
        return None
    ranks = [noun] + [c for c in noun.children if c.dep_ in {"amod", "nummod", "advmod"}]
    if any(t.lower_ in _ORDINAL_HEADS or t.tag_ in {"JJS", "RBS"} for t in ranks):
        return None  # "the first woman to climb ..": what she did
    return INFINITIVE_MODIFIER
