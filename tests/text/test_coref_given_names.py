"""Bare given names resolved to the one full name that starts with them (coref.given_names)."""

from __future__ import annotations

from hanker.text.coref import COREF, apply_replacements
from hanker.text.nlp import load_spacy
from hanker.text.segment import parse_documents
from tests.text.conftest import resolved_text


def _resolved(text: str) -> list[str]:
    [(_, sentences)] = list(parse_documents(load_spacy(), [("doc", text)]))
    result = COREF.get("rules")().resolve("doc", text, sentences)
    apply_replacements(sentences, result.replacements)
    return [s.resolved for s in sentences]


def test_bare_given_name_after_the_full_name() -> None:
    resolved = _resolved(
        "Marguerite Oyelaran was born in Lagos in 1961. After her first book, Marguerite wrote "
        "five crime novels. Critics praised Marguerite's second novel."
    )
    assert resolved[1] == (
        "After Marguerite Oyelaran's first book, Marguerite Oyelaran wrote five crime novels."
    )
    assert resolved[2] == "Critics praised Marguerite Oyelaran's second novel."


def test_given_name_left_when_not_certain() -> None:
    two = _resolved(
        "Tobias Renner and Tobias Kahl founded the studio in 2004. Tobias left in 2010."
    )
    assert two[1] == "Tobias left in 2010."  # two people called Tobias
    before = _resolved("Tobias left the studio in 2010. Tobias Renner founded it in 2004.")
    assert before[0] == "Tobias left the studio in 2010."  # the full name comes later
    surname = _resolved(
        "Owen Pritchard coached the side. Callum Owen scored twice, and Owen praised him."
    )
    assert "Owen Pritchard praised" not in surname[1]  # Owen is also a surname here
    titled = _resolved("Keir Lambert spoke first. Then Sir Keir answered the questions.")
    assert titled[1] == "Then Sir Keir answered the questions."


def test_given_name_used_as_a_place_is_left() -> None:
    resolved = _resolved(
        "Chelsea Morland won the race in 2019. Chelsea beat Arsenal in the final, and fans "
        "in Chelsea celebrated."
    )
    assert resolved[1].startswith("Chelsea beat Arsenal")


def test_a_pronoun_after_a_bare_given_name_gets_the_full_name() -> None:
    resolved = _resolved(
        "Greta Lindqvist was born in Oslo in 1961. Greta writes crime novels. She has connected"
        " with readers worldwide."
    )
    assert resolved[2] == "Greta Lindqvist has connected with readers worldwide."
    two = _resolved(
        "Greta Lindqvist and Greta Holm met in 1990. Greta writes. She has connected with readers."
    )
    assert "Greta Lindqvist has connected" not in two[2] and "Greta Holm has" not in two[2]


def test_a_name_part_the_tagger_cut_is_no_antecedent() -> None:
    from hanker.text.coref.given_names import partial_name

    doc = load_spacy()("For years the publisher News UK lied about its role in the affair.")
    cut = [ent for ent in doc.ents if ent.text == "UK"]
    if cut:  # the small tagger labels "UK" alone, not "News UK"
        assert partial_name(cut[0])
    resolved = _resolved("For years the publisher News UK lied about its role in the affair.")
    assert "UK's role" not in resolved[0]
    kept = _resolved("Acme Corp said its profits rose.")
    assert kept[0] == "Acme Corp said Acme Corp's profits rose."


def test_a_her_of_the_subject_shows_the_name_s_gender() -> None:
    from hanker.text.coref.identity import own_pronoun_genders
    from hanker.text.coref.pronouns import Mention

    def genders(text: str, mentions: list[Mention]) -> dict[str, str]:
        tokens = [(t.idx, t.idx + len(t.text), t) for t in load_spacy()(text)]
        return own_pronoun_genders(tokens, mentions)

    erin = Mention(0, "PERSON", "Erin", subject=True, end=4)
    assert genders("Erin also plans to bring forward her wedding to this year.", [erin]) == {
        "Erin": "f"
    }
    # another person of the pronoun's gender in the sentence may own it: no sign
    tom = Mention(9, "PERSON", "Tom", end=12, gender="m")
    assert genders("Erin met Tom at his office.", [erin, tom]) == {}
    ann = Mention(14, "PERSON", "Ann Lee", end=21)
    assert genders("Erin met with Ann Lee at her office.", [erin, ann]) == {}


def test_a_he_the_name_is_said_to_say_shows_the_name_s_gender() -> None:
    from hanker.text.coref.identity import own_pronoun_genders
    from hanker.text.coref.pronouns import Mention

    text = "On Monday, fund manager Ravi Odell said he expected the plan to fail."
    doc = load_spacy()(text)
    tokens = [(t.idx, t.idx + len(t.text), t) for t in doc]
    start = text.index("Ravi")
    ravi = Mention(start, "PERSON", "Ravi Odell", subject=True, end=start + len("Ravi Odell"))
    assert own_pronoun_genders(tokens, [ravi]) == {"Odell": "m"}  # keyed by surname
    resolved = _resolved(
        f"{text} The markets were ready for her to lose, but the size of her defeat was a shock."
    )
    assert "Ravi Odell's defeat" not in resolved[-1]


def test_a_given_name_tagged_as_an_organisation_still_opens_the_full_name() -> None:
    # "Femke" alone is tagged ORG; the one full name it opens carries particles
    resolved = _resolved(
        "Femke Van der Veen is a Dutch author of financial thrillers. "
        "Being raised in Amsterdam, a financial hub, Femke developed a deep understanding "
        "of finance."
    )
    assert "Femke Van der Veen developed" in resolved[1]


def test_a_full_name_after_a_preposition_is_no_place_use_of_its_given_name() -> None:
    # "in Tomas Ruiz's plays": the given name opens the full name there, no place "in Tomas"
    text = (
        "Tomas Ruiz writes plays. Critics find humour in Tomas Ruiz's plays. "
        "As a boy, Tomas sold newspapers."
    )
    assert resolved_text(text) == text.replace("Tomas sold", "Tomas Ruiz sold")


def test_a_given_name_mentioned_after_a_verb_of_naming_stays() -> None:
    # "Known as Tomas or Tomi": names mentioned, not the man meant; "Tomas worked" is him
    text = (
        "Tributes were paid to Tomas Ruiz on Monday. Known as Tomas or Tomi, Ruiz was "
        "originally from Leon. Tomas worked as a printer."
    )
    assert resolved_text(text) == (
        "Tributes were paid to Tomas Ruiz on Monday. Known as Tomas or Tomi, Tomas Ruiz was "
        "originally from Leon. Tomas Ruiz worked as a printer."
    )
