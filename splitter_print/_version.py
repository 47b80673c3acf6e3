"""The package version, in one place (read by hatchling, printed by ``--version`` and in PDFs)."""

__version__ = "0.1.0"
