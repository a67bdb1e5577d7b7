"""``make bench``: the simulator and the client measured against their ceilings in one run.

Absolute times on a shared machine are noise; ratios measured in the same run are not. Every
figure here is therefore paired with a ceiling measured minutes apart on the same machine:
the simulator against a bare FastAPI app serving the same bytes, the client against a raw
httpx request. ``python -m bench`` writes ``bench/results.json`` and ``bench/RESULTS.md``.
Nothing here is a test: the numbers are reported, never asserted.
"""
