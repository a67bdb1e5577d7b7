"""The billing API simulator: the contract, executable, with seeded data and scripted faults."""
