"""Tools around the contract: the `billing-sim` command line, verify, drift and contract diff."""
