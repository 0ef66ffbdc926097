"""Training: the loop, batches, fine-tuning, the forget/retain selection and unlearning methods."""
