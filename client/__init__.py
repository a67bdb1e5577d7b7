"""The typed, resilient billing client."""
