"""A game night: its photos read together, checked against the roll log, ranked, stored and shared."""
