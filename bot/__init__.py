"""The reference bot pipeline, built only on ``client``."""
