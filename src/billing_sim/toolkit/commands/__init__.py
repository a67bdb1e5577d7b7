"""Subcommands of ``billing-sim``, one module each, each exposing ``register(subparsers)``."""
