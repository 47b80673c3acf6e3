"""``python -m splitter_print`` runs the ``splitter`` command."""

from splitter_print.cli import main

main(prog_name="splitter")
