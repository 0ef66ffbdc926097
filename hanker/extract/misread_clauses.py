"""Clauses the parser strings together wrongly (spaCy extractor): a preposition read as a
verb, an existential verb given the subject of the clause before it, the subject of a gapped
clause read as an object. Each check returns whether the shape is there; the callers count
the drop under the reason named here.

* ``preposition read as a verb``: ``She tested the ropes, one at a time, by pulling them, with
  both hands, round a post.``: after a comma, spaCy tags the preposition ``round`` (``down``,
  ``up``, ``over``...) a verb and makes it a conjunct of ``tested``, so the extractor would
  write (She | round | a post). A conjunct verb in its bare form, spelled as a preposition,
  right after a comma, with no subject and no conjunction of its own is that preposition.
* ``existential clause read with another subject``: ``Ana was calm; but from her letters
  there slowly grew a plan``: ``grew`` has the expletive ``there`` for its subject; a verb
  with an expletive takes no subject from the clause it is coordinated with (no (Ana | grow |
  a plan)), and the owner of a fronted ``from``/``out of`` phrase is no agent either.
* ``subject of a gapped clause read as an object``: ``Ana kept hers because she had won it;
  and Ben, because he had paid for it.``: the second clause leaves out its verb; the parser
  hangs its subject ``Ben`` on the first verb as a conjunct, and the extractor would write
  (Ana | keep | Ben). A noun conjunct of a verb that comes after a semicolon, or after a
  whole subordinate clause of that verb, opens a new clause.
"""

from __future__ import annotations

from typing import Any

PREPOSITION_VERB = "preposition read as a verb"
EXISTENTIAL_CONJUNCT = "existential clause read with another subject"
GAPPED_SUBJECT = "subject of a gapped clause read as an object"
# prepositions and adverb particles spaCy can tag a verb after a comma, a closed class
_PREPOSITIONS = frozenset(
    {"round", "around", "down", "up", "over", "out", "off", "through", "past", "near"}
    | {"along", "across", "about", "under", "behind", "beyond", "toward", "towards", "aboard"}
    | {"inside", "outside", "beneath", "below", "above", "upon", "amid", "alongside", "astride"}
)
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "expl"})


def preposition_as_verb(verb: Any) -> bool:
    """Whether ``verb`` is a preposition the parser made a conjunct verb (see the module)."""
    if verb.lower_ not in _PREPOSITIONS or verb.tag_ not in {"VB", "VBP"} or verb.i == 0:
        return False
    own = any(c.dep_ in _SUBJECTS or c.dep_ == "cc" for c in verb.children)
    joined = verb.doc[verb.i - 1].text == "," and verb.dep_ in {"conj", "advcl", "dep"}
    return joined and not own


def existential_conjunct(verb: Any) -> bool:
    """Whether ``verb`` has the expletive ``there`` and no subject of its own: its subject is
    the noun after it, never one borrowed from another clause."""
    children = list(verb.children)
    expletive = any(c.dep_ == "expl" for c in children)
    return expletive and not any(c.dep_ in {"nsubj", "nsubjpass", "csubj"} for c in children)


def gapped_subject(verb: Any, noun: Any) -> bool:
    """Whether the noun conjunct ``noun`` of ``verb`` opens a gapped clause: a semicolon of
    the verb, or a whole subordinate clause of it, stands between the verb and the noun."""
    between = [c for c in verb.children if verb.i < c.i < noun.i]
    semicolon = any(c.text == ";" for c in between)
    clause = any(c.dep_ == "advcl" and c.right_edge.i < noun.i for c in between)
    return semicolon or clause
