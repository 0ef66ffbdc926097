"""Words of crime and trial, shared by coreference (a possessive on a crime done to someone
names the victim), the extractor (a name is never a deed) and the question writer (a charge
after a verb of charging is no idiom)."""

from __future__ import annotations

# crimes done to a person: "cleared of his murder" names the victim, not the defendant
VICTIM_CRIMES = frozenset(
    {"murder", "killing", "death", "manslaughter", "rape", "abduction", "kidnap", "kidnapping"}
    | {"assault", "stabbing", "shooting", "beating", "torture", "abuse"}
)
# deeds and charges, never what a named person is: "Olivia, the attempted murder of X, ..."
CRIME_NOUNS = VICTIM_CRIMES | {
    *("attack", "wounding", "possession", "theft", "fraud", "robbery", "burglary"),
}
# verbs whose preposition names the charge: "charged with X", "cleared of X"
CHARGING_VERBS = frozenset({"charge", "accuse", "convict", "suspect", "acquit", "clear", "arrest"})
# verbs and adjectives of trial and charge: "cleared of his murder", "guilty of"
TRIAL_WORDS = CHARGING_VERBS | {
    *("deny", "admit", "jail", "sentence", "guilty", "innocent", "try", "investigate"),
    *("question", "plead"),
}
