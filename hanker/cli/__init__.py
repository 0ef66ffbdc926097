"""The ``hanker`` command line: thin click commands over typed configs and library functions."""
