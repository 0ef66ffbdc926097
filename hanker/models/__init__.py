"""Model utilities: loading target models, and building tiny models from a config for offline work."""
