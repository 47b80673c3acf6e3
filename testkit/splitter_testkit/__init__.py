"""splitter_testkit: made photos, made game nights, the hostile-input corpus and other test helpers.

It lives beside the product and is not shipped in the ``splitter_print`` wheel: the tests,
``bench/`` and ``tools/`` import it; the product never does. ``make setup`` installs it
editable into the venv (``pip install -e ./testkit``).
"""
