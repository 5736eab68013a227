"""The Discord kernel every feature uses: the command tree, the controls and their id records,
private answers and deferral, languages, logs, metrics and the health check.

It knows no feature: features register their commands and controls with it.
"""
