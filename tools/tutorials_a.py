"""Tutorials 01-06."""
NOTEBOOKS = {}
