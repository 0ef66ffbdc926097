"""Heads that describe a person the sentence names (the name is the head), or no one (dropped),
and rank runs before a name (name-heads.v1)."""

from __future__ import annotations

from hanker.extract.spacy_patterns import SpacyExtractor
from tests.extract.conftest import assert_dropped
from tests.extract.conftest import run_sentence as _run


def _heads(triples: list[tuple[str, ...]]) -> set[str]:
    return {h for h, _, _ in triples}


def test_participle_on_a_role_after_a_name_is_the_names(extractor: SpacyExtractor) -> None:
    triples, _ = _run(
        extractor,
        "Greta Lindqvist, a Swedish sprinter banned for two years over a missed test, "
        "returned to racing in Oslo.",
    )
    assert ("Greta Lindqvist", "be banned for", "two years") in triples
    assert "a Swedish sprinter" not in _heads(triples)
    triples, _ = _run(
        extractor,
        "Marek Novak, the Czech painter and sculptor known for Marek Novak's bronze horses, "
        "died in Prague at the age of 90.",
    )
    assert ("Marek Novak", "be known for", "Marek Novak's bronze horses") in triples
    assert "the Czech painter" not in _heads(triples)


def test_a_demonym_head_of_a_copula_is_unnamed(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "The Czech was runner-up in the 2019 French Open as a 19-year-old, so like Ana Lind -"
        " who lost in the final - has previous Grand Slam final experience to draw on.",
        ("The Czech", "be", "runner-up in the 2019 French Open"),
        "unnamed description",
    )


def test_demonym_and_another_heads_are_unnamed(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "The Norwegian scored twice against Celtic in the second half.",
        ("The Norwegian", "score against", "Celtic"),
        "unnamed description",
    )
    triples, dropped = _run(
        extractor,
        "The Welshman won the Tour de France in 2018.",
    )
    assert "The Welshman" not in _heads(triples)
    assert_dropped(
        extractor,
        '"Winter Tides" is another gripping novel by Amara Okafor that explores the Lagos art '
        "scene.",
        ("another gripping novel by Amara Okafor", "explore", "the Lagos art scene"),
        "unnamed description",
    )
    # a people, not one person: kept to the other checks
    _, dropped = _run(extractor, "The Dutch delegation met Lena Ruiz in Brussels.")
    assert dropped.get("unnamed description", 0) == 0


def test_relative_inside_a_name_phrase(extractor: SpacyExtractor) -> None:
    assert_dropped(
        extractor,
        "The real name of the Brazilian painter who lived in Lisbon for a decade is Paulo Matos.",
        ("The real name of the Brazilian painter", "live in", "Lisbon"),
        "relative inside a name phrase",
    )


def test_participle_on_the_possessors_role(extractor: SpacyExtractor) -> None:
    triples, dropped = _run(
        extractor, "Tomas Berg quit Tomas Berg's post heading the national weather agency."
    )
    assert not any(h.endswith("post") for h in _heads(triples)), triples
    assert dropped.get("participle on the possessor's role", 0) >= 1


def test_rank_runs_before_a_name(extractor: SpacyExtractor) -> None:
    triples, _ = _run(extractor, "The inquiry was led by Det Con Priya Mehta of Kent Police.")
    assert ("Priya Mehta", "title", "Det Con") in triples
    triples, _ = _run(extractor, "The fleet was commanded by Rear Adm James Holloway until 2019.")
    assert ("James Holloway", "title", "Rear Adm") in triples
    triples, _ = _run(
        extractor, "The report was welcomed by Det Ch Insp Mark Evans of Thames Valley Police."
    )
    assert ("Mark Evans", "title", "Det Ch Insp") in triples
    triples, _ = _run(extractor, "Con O'Neill starred in the drama.")
    assert ("Con O'Neill", "star in", "the drama") in triples


def test_a_title_before_a_particle_name(extractor: SpacyExtractor) -> None:
    triples, _ = _run(
        extractor,
        "Ajax coach Ruud ten Kate, whose squad flew to Lisbon on Monday, watched from the stand.",
    )
    assert ("Ruud ten Kate", "title", "Ajax coach") in triples
    assert "Ruud" not in _heads(triples)


def test_demonym_nouns_the_parser_does_not_tag() -> None:
    from hanker.extract.name_heads import UNNAMED, demonym_head
    from hanker.text.nlp import load_spacy

    doc = load_spacy()("The Dane saved three penalties in the shoot-out.")
    assert demonym_head("The Dane", doc) == UNNAMED
    doc = load_spacy()("The Danish keeper saved three penalties.")
    assert demonym_head("The Danish keeper", doc) is None


def test_a_head_the_sentence_goes_on_to_name(extractor: SpacyExtractor) -> None:
    sentence = "Peru's Foreign Minister Ana Cecilia Gervasi has resigned after a row over a summit."
    assert_dropped(
        extractor,
        sentence,
        ("Peru's Foreign Minister", "resign after", "a row over a summit"),
        "head cut before its name",
    )
    triples, _ = _run(extractor, sentence)
    assert any(h.endswith("Ana Cecilia Gervasi") for h, _, _ in triples), triples


def test_someone_and_a_nationality_name_no_one(extractor: SpacyExtractor) -> None:
    from hanker.extract.name_heads import UNNAMED, named_after_head, nationality_title

    assert named_after_head("Someone at the Royal Albert Hall", None) == UNNAMED
    assert nationality_title("title", "Dutchman") == UNNAMED
    assert nationality_title("title", "Panel chairman") is None
    assert nationality_title("title", "Chairman") is None
    triples, _ = _run(
        extractor, "Dutchman Pieter Visser and Irishman Sean Kerr finished the course."
    )
    assert not any(r == "title" and t in {"Dutchman", "Irishman"} for _, r, t in triples), triples
