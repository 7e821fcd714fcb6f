"""Named errors of the VLM engine (user-reachable boundaries: model loading, frames, prompts)."""
from __future__ import annotations


class VLMError(Exception):
    """A VLM call could not be served (bad frame, bad prompt, unsupported model)."""


class VLMLoadError(VLMError):
    """A model could not be loaded offline. The message is one line, fit to show a user."""
