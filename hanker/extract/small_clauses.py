"""Object complements the parser reads as clauses (``small-clauses.v1``).

``Ann kept her hands folded, avoiding the cameras``: the parser may read ``her hands folded``
as a reported clause (``hands`` the subject of ``folded``) and hang the set-off ``-ing``
adjunct on it, so that ``her hands`` would avoid the cameras. A bare past participle or
adjective with a subject of its own, no auxiliary, no subordinator and no object, standing as
the complement of a verb that has no object of its own and says no speech or belief, is the
main verb's object and its complement (``left the gate unlocked``, ``found the room
emptied``): an adjunct on it belongs to the main clause's subject, never to the object noun.
"""

from __future__ import annotations

from typing import Any

from hanker.extract.clauses import is_reporting

SMALL_CLAUSES_VERSION = "small-clauses.v1"

_COMPLEMENT_DEPS = frozenset({"ccomp", "xcomp", "oprd"})
_FINITE_MARKERS = frozenset({"aux", "auxpass", "mark", "neg", "dobj", "expl"})
_PARTICIPLE_TAGS = frozenset({"VBN", "VBD", "JJ"})


def object_complement(verb: Any) -> bool:
    """Whether ``verb`` is an object and its complement read as a clause (``kept [her gaze]
    averted``): see the module doc."""
    governor = verb.head
    if verb.dep_ not in _COMPLEMENT_DEPS or governor.i == verb.i:
        return False
    if verb.tag_ not in _PARTICIPLE_TAGS or governor.pos_ != "VERB" or is_reporting(governor):
        return False
    if any(c.dep_ in _FINITE_MARKERS for c in verb.children):
        return False
    if any(c.dep_ == "dobj" for c in governor.children):
        return False
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    return len(subjects) == 1 and governor.i < subjects[0].left_edge.i and subjects[0].i < verb.i
