"""Text processing before extraction: segmentation into sentences and chunks, and coreference."""
