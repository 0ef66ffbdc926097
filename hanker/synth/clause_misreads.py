"""Clause shapes the small parser misreads, which give a garbled template question.

Each rule names a misparse whose question would read wrong, and rejects the case:

* two subjects of one verb set apart by a comma ("According to the agency, the city's
  housing body, 40,000 people need homes"), or after a fronted phrase a subject whose
  apposition runs up to the verb unclosed ("According to X, the charity, 12 million people
  face ..."): an apposition of the fronted phrase read as the subject, run into the
  question's subject (``apposition read as a subject``);
* a relative clause with no "that" read as the subject and its verb ("..., the charity Ana
  founded with X") (:mod:`hanker.synth.contact_relatives`);
* a plural common noun as the subject of a verb in the singular ("Members of the group
  report waits of ..."): a noun read as the verb, whose do-support would not agree
  ("Of how many weeks does members ... wait?") (``subject and verb disagree``);
* an object relative clause with "that" read as a complement clause ("the speed and drive
  that the team badly lacked during the winter"): the verb keeps no object, so "During what
  did the team badly lack?" leaves a transitive verb without one (``relative clause read as
  a complement``); a content noun's complement ("the fact that ..."), a verb's ("said that
  ..."), and a clause with its own object are read as they stand;
* the predicate of a "with" absolute ("appeared with one foot in a plastic boot", "with his
  arm in a sling") asked as the verb's adjunct ("In what did X appear with one foot?"): the
  phrase says where the body part is, not where the subject is (``phrase of a with absolute``);
* a second clause with its verb left out, read as the object's apposition ("the Right Whale has
  two spout-holes, the Sperm Whale only one"): its words would run into the question
  (``second clause with its verb left out``, ``template.v37``).
"""

from __future__ import annotations

from typing import Any

from hanker.extract.clause_owners import FINDING_NOUNS
from hanker.extract.modifier_checks import IDEA_NOUNS
from hanker.extract.tail_problems import gapped_apposition
from hanker.synth.contact_relatives import contact_relative
from hanker.synth.question_checks import Rejection
from hanker.text.names import region_of_place

_SUBJECTS = {"nsubj", "nsubjpass"}
_OBJECTS = {"dobj", "ccomp", "xcomp", "attr", "acomp", "oprd", "dative"}
# nouns that take a content clause ("the fact that ..."): the idea and finding nouns of the
# extractor's checks and a few of news prose
_CONTENT_NOUNS = (
    IDEA_NOUNS
    | FINDING_NOUNS
    | {
        *("fact", "news", "sign", "indication", "assurance", "confirmation", "statement"),
        *("announcement", "proof", "feeling", "sense", "knowledge", "danger", "likelihood"),
        *("message", "admission", "word", "decision", "reminder", "recognition"),
        *("realisation", "realization", "agreement"),
    }
)
# parts of the body: "with his arm in a sling", "with one foot in a boot"
_BODY_PARTS = frozenset(
    {
        *("arm", "arms", "hand", "hands", "foot", "feet", "leg", "legs", "head", "face"),
        *("eye", "eyes", "finger", "fingers", "knee", "knees", "shoulder", "shoulders"),
        *("wrist", "wrists", "ankle", "ankles", "neck", "back", "mouth", "hair", "thumb"),
        *("thumbs", "elbow", "elbows", "nose", "ear", "ears", "toe", "toes", "heart", "body"),
    }
)


def _apposed_subjects(verb: Any) -> bool:
    """Two subjects of the verb with a comma between them, or a subject whose apposition runs
    up to the verb with no comma to close it ("X, the charity, 12 million people face")."""
    subjects = sorted((c for c in verb.children if c.dep_ in _SUBJECTS), key=lambda t: t.i)
    doc = verb.doc
    first = min((t.i for c in subjects for t in c.subtree), default=verb.i)
    if any(t.lower_ in {"and", "or", "nor"} for t in doc[first : verb.i]):
        return False  # "A, B, and C have ...": a list (see :mod:`hanker.synth.question_fit`)
    if len(subjects) >= 2:
        second_start = min(t.i for t in subjects[1].subtree)
        if region_of_place(subjects[1]):
            return False  # "the author from Kingston, Jamaica": a place and its country
        return any(doc[i].text == "," for i in range(subjects[0].i + 1, second_start))
    if not subjects or subjects[0].i > verb.i:
        return False
    start = min(t.i for t in subjects[0].subtree)
    if start == 0 or doc[start - 1].text != ",":
        return False  # only after a fronted phrase's comma
    for appos in (c for c in subjects[0].children if c.dep_ == "appos"):
        begin, last = min(t.i for t in appos.subtree), max(t.i for t in appos.subtree)
        relative = any(t.tag_ in {"WP", "WP$", "WDT"} for t in appos.subtree)  # ", whose ..."
        if doc[begin - 1].text == "," and last + 1 == verb.i and not relative:
            return True
    return False


def _disagreeing(verb: Any, subject: list[Any]) -> bool:
    """A plural common noun ("members", in lower case or first in the sentence) heading the
    subject of a verb in the third person singular; not a name the tagger took for a plural
    ("Marais", "DfC")."""
    ids = {t.i for t in subject}
    heads = [t for t in subject if t.head.i not in ids and not t.is_punct]
    if len(heads) != 1 or verb.tag_ != "VBZ":
        return False
    head = heads[0]
    if head.tag_ != "NNS" or head.pos_ != "NOUN" or not head.lower_.endswith("s"):
        return False
    common = head.text.islower() or head.is_sent_start
    return common and head.dep_ in _SUBJECTS and head.head.i == verb.i


def _nominal_before(token: Any) -> bool:
    """A noun before "that", or a noun mistagged as a bare verb after "and"/"or" ("the pace
    and bounce that ...")."""
    if token.tag_ in {"NN", "NNS"}:
        return token.lemma_.lower() not in _CONTENT_NOUNS
    if token.tag_ != "VB" or token.i < 2:
        return False  # "said that", "so that", "now that"
    doc = token.doc  # "the pace and bounce that", not "try and ensure that"
    return doc[token.i - 1].lower_ in {"and", "or"} and doc[token.i - 2].tag_ in {"NN", "NNS"}


def _relative_as_complement(verb: Any) -> bool:
    """ "the speed that the team lacked": a "that" clause after a noun, with a subject of its
    own and no object, parsed as a complement clause (see the module)."""
    if verb.dep_ not in {"ccomp", "acl", "advcl", "conj"}:
        return False
    that = [c for c in verb.children if c.lower_ == "that" and c.tag_ == "IN" and c.i < verb.i]
    if not that or that[0].i == 0 or not any(c.dep_ in _SUBJECTS for c in verb.children):
        return False
    if any(c.dep_ in _OBJECTS and c.i != that[0].i for c in verb.children):
        return False
    return _nominal_before(verb.doc[that[0].i - 1])


def _with_absolute(arg: Any) -> bool:
    """The answer's preposition right after "with" and a body part ("with one foot in a boot")."""
    if arg.dep_ != "prep" or arg.i < 2:
        return False
    before = arg.doc[arg.i - 1]
    return before.dep_ == "pobj" and before.head.lower_ == "with" and before.lower_ in _BODY_PARTS


def misread_clause(verb: Any, subject: list[Any], arg: Any) -> Rejection | None:
    """Why the clause of ``verb`` (with ``subject``) is misread for a question on the answer's
    argument ``arg``, or None (see the module)."""
    if _apposed_subjects(verb):
        return Rejection("apposition read as a subject")
    if contact_relative(verb, subject):  # "the charity Ana founded with X"
        return Rejection("relative clause read as a subject")
    if _disagreeing(verb, subject):
        return Rejection("subject and verb disagree")
    if _relative_as_complement(verb):
        return Rejection("relative clause read as a complement")
    if _with_absolute(arg):
        return Rejection("phrase of a with absolute")
    if any(c.dep_ in {"dobj", "attr"} and gapped_apposition(c) for c in verb.children):
        return Rejection("second clause with its verb left out")  # "X has two, Y only one"
    return None
