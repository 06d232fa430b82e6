"""Shared test set-up: the `rule` marker ties a test to the catalogue rule it exercises."""


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "rule(rule_id, side): the test exercises a catalogue rule on its 'legal' side (the rule "
        "allows or makes something happen) or its 'illegal' side (the rule forbids or withholds it)",
    )
