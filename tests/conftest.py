"""Shared test set-up: the `rule` marker ties a test to the catalogue rule it exercises, and the
browser tests' Chromium."""
import pytest


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "rule(rule_id, side): the test exercises a catalogue rule on its 'legal' side (the rule "
        "allows or makes something happen) or its 'illegal' side (the rule forbids or withholds it)",
    )


@pytest.fixture(scope="module")
def browser():
    """Debian's headless Chromium, one per test module."""
    from e2e.servers import launch_chromium

    with launch_chromium() as b:
        yield b
