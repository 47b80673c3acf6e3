"""Fuzzing the text parsers: whatever text arrives, a parser returns a result that survives a
round trip, or raises the project's own clear error (a SplitterError), never anything else.

The inputs (``splitter_testkit/fuzz_targets.py``) are random text, files built from random parts, and
valid files with a few random edits; ``bench/fuzz_bench.py`` runs the same for much longer.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from splitter_testkit.fuzz_targets import STRATEGIES, TARGETS, run_target, seeds

EXAMPLES = 300
"""Inputs per parser in the test suite (the bench script runs thousands)."""


@pytest.mark.parametrize("parser", sorted(TARGETS))
def test_parser_accepts_its_own_good_inputs(parser: str) -> None:
    assert all(run_target(parser, text) for text in seeds()[parser])


@pytest.mark.parametrize("parser", sorted(TARGETS))
def test_parser_answers_any_text_with_a_result_or_its_own_error(parser: str) -> None:
    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(STRATEGIES[parser])
    def check(text: str) -> None:
        run_target(parser, text)

    check()


@pytest.mark.parametrize("parser", sorted(TARGETS))
@settings(max_examples=EXAMPLES // 3, deadline=None)
@given(data=st.binary(max_size=400))
def test_parser_answers_any_file_bytes_with_a_result_or_its_own_error(parser: str, data: bytes) -> None:
    run_target(parser, data)
