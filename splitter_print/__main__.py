"""``python -m splitter_print`` runs the ``splitter`` command."""

from splitter_print.cli import main

if __name__ == "__main__":
    main(prog_name="splitter")
