"""``hanker run``: the pipeline of stages, the model stages and the run report."""
