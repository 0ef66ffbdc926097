"""The lowest layer: errors, file io, registries, config helpers, progress, devices and the fact record."""
