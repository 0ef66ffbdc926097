"""RunLayout owns the run folder's paths; every stage of the demo run marks itself done there."""

from __future__ import annotations

from pathlib import Path

from hanker.run.layout import RunLayout, Stage
from hanker.run.pipeline import _stages, load_run_config


def test_demo_stages_write_where_the_layout_says(tmp_path: Path) -> None:
    config = load_run_config(None, tmp_path / "run")
    layout = RunLayout(config.out)
    stages = _stages(config)
    assert all(isinstance(stage, Stage) for stage in stages)
    markers = {stage.name: stage.marker for stage in stages}
    assert markers == {
        "pistol": layout.pistol / "manifest.json",
        "build_kg:forget": layout.kg("forget") / "manifest.json",
        "build_kg:retain": layout.kg("retain") / "manifest.json",
        "dedupe": layout.kg_test / "redundancy.json",
        "audit": layout.suite_manifest,
        "finetune": layout.finetune / "finetune.json",
        "unlearn:ga": layout.unlearned("ga") / "unlearn.json",
        "unlearn:npo": layout.unlearned("npo") / "unlearn.json",
        "evaluate": layout.report,
    }
    assert config.evaluate is not None
    assert config.evaluate.suite == layout.suite and config.evaluate.out == layout.evaluation
    assert config.evaluate.compare_suite == layout.full_suite


def test_layout_paths_stay_inside_the_run_folder(tmp_path: Path) -> None:
    layout = RunLayout(tmp_path)
    paths = [layout.pistol, layout.kg("forget"), layout.kg_test, layout.suite, layout.full_suite]
    paths += [layout.suite_quality, layout.finetune, layout.unlearned("npo-2"), layout.evaluation]
    paths += [layout.report, layout.state]
    assert all(p.is_relative_to(tmp_path) for p in paths) and len(set(paths)) == len(paths)
