"""The web face: ``splitter serve``'s page for the phones at a game night, and its JSON API."""
