"""What a gated cross-attention model must offer the streaming engine.

A backend wraps one loaded model family (Mllama, MOSS-VL) behind four steps, so the
session (`session.py`) owns every piece of streaming state and a backend owns none:

    encode(rgb, pool)          one frame -> (1, T, D) cross-attention states   (vision tower, once)
    project_kv(states)         -> per cross-attention layer (K, V), (1, Hkv, T, hd) (once per frame)
    prompt(stamps, text, grids) -> token ids + where each frame's image token sits (+ positions)
    bind_window(kv, prompt, grids) -> the window's K/V as the text will see them (default: as cached)
    forward(ids, ...)          text tokens + the window's K/V + a visibility mask -> logits

Visibility rule shared by every backend (and by the one-shot reference): a text token sees
frame i when it comes after frame i's image token, i.e. frames are causal in the prompt as
in MOSS-VL's `visible_frame_counts`. Tokens before the first image token (BOS, a chat
header, the first stamp) see the whole window: Mllama would otherwise give such a row a
uniform average over every cached vision token (its full-row mask only zeroes the MLP
branch), which means nothing and would depend on how much padding a cache keeps.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass

import numpy as np
import torch


@dataclass
class EncodedFrame:
    states: torch.Tensor  # (1, T, D) cross-attention states of one frame
    grid: tuple[int, int]  # (rows, cols) of its visual token grid after pooling


@dataclass
class PromptIds:
    ids: list[int]
    image_positions: list[int]  # index in `ids` of each frame's image token, in frame order
    positions: list[int] | None = None  # rotary position of each token; None = 0, 1, 2, ...


@dataclass
class TextState:
    """Per-ask text state a backend hands back to itself between forward calls."""

    cache: object  # the backend's self-attention cache (a transformers Cache)
    length: int = 0  # text tokens already in `cache`
    next_position: int = 0  # rotary position of the next token


def frame_visibility(n_rows: int, image_positions: list[int]) -> torch.Tensor:
    """(n_rows, n_frames) bool: row r sees frame f (see the module docstring)."""
    rows = torch.arange(n_rows).unsqueeze(1)  # (L, 1)
    pos = torch.tensor(image_positions, dtype=torch.long).unsqueeze(0)  # (1, n)
    visible = rows >= pos
    if image_positions:
        visible[: image_positions[0]] = True
    return visible


def as_rgb(image) -> np.ndarray:
    """A PIL image or (H, W, 3) uint8 array -> contiguous (H, W, 3) uint8 array."""
    if hasattr(image, "convert") and not isinstance(image, np.ndarray):
        image = np.asarray(image.convert("RGB"))
    if not isinstance(image, np.ndarray):
        raise TypeError(f"expected an (H, W, 3) uint8 array or a PIL image, got {type(image).__name__}")
    if image.ndim != 3 or image.shape[2] != 3 or image.dtype != np.uint8:
        raise ValueError(f"expected an (H, W, 3) uint8 frame, got shape {image.shape} dtype {image.dtype}")
    return np.ascontiguousarray(image)


def pool_grid_tokens(states: torch.Tensor, *, grid: int, pool: int, lead: int = 1) -> torch.Tensor:
    """Average-pool the square patch grid of each tile, keeping its `lead` tokens (CLS).

    Token compression before the K/V projection (cf. token merging / pooling in video
    VLMs): a pool factor p keeps ~1/p^2 of the visual tokens, so K/V, memory and
    cross-attention cost shrink by the same factor.

    Args:
        states: (tiles, lead + grid*grid, D)
    Returns:
        (tiles, lead + ceil(grid/p)^2, D)
    """
    if pool == 1:
        return states
    tiles, n, dim = states.shape
    assert n == lead + grid * grid, (n, lead, grid)
    head, body = states[:, :lead], states[:, lead:]
    body = body.reshape(tiles, grid, grid, dim).permute(0, 3, 1, 2)  # (tiles, D, g, g)
    body = torch.nn.functional.avg_pool2d(body, pool, stride=pool, ceil_mode=True)
    body = body.flatten(2).transpose(1, 2)  # (tiles, g'*g', D)
    return torch.cat([head, body], dim=1)


class Backend(ABC):
    """One model family behind the engine's four steps; holds the model, never a session's state."""

    name: str  # path or hub id it was loaded from
    family: str  # "mllama", "moss_vl"
    image_token: str
    eos_ids: frozenset[int]
    banned_ids: frozenset[int] = frozenset()  # never generated (BOS, padding, the image token)

    model: torch.nn.Module
    tokenizer: object  # the processor's tokenizer
    _cross: tuple[int, ...]  # indices of the text layers that cross-attend, set by each backend

    @property
    def device(self) -> torch.device:
        return self.model.device

    @property
    def dtype(self) -> torch.dtype:
        return self.model.dtype

    @property
    def cross_layers(self) -> tuple[int, ...]:
        return self._cross

    @abstractmethod
    def encode(self, rgb: np.ndarray, *, pool: int = 1) -> EncodedFrame:
        """One frame -> (1, T, D) cross-attention states (vision tower + projector, pooled)."""

    @abstractmethod
    def project_kv(self, states: torch.Tensor) -> list[tuple[torch.Tensor, torch.Tensor]]:
        """(1, T, D) -> one (K, V) per cross-attention layer, each (1, Hkv, T, hd)."""

    @abstractmethod
    def prompt(self, stamps: list[str], text: str, grids: list[tuple[int, int]]) -> PromptIds:
        """Token ids for `text` after one image token per frame, each preceded by its stamp."""

    def bind_window(
        self,
        cross_kv: list[tuple[torch.Tensor, torch.Tensor]],
        prompt: PromptIds,
        grids: list[tuple[int, int]],
    ) -> list[tuple[torch.Tensor, torch.Tensor]]:
        """The window's cached K/V as this prompt's text must see them.

        Identity for Mllama (its K carry no position). Backends whose keys are rotated by
        the frame's place in the prompt (MOSS-VL) cache them unrotated and rotate here,
        which costs one elementwise pass over the window and keeps positions exact however
        long the stream has run.
        """
        return cross_kv

    def new_text_state(self) -> TextState:
        from .hfcache import TextLengthCache  # transformers loads with the first model, not at import

        return TextState(cache=TextLengthCache(self.model.config, self._cross))

    def _advance(self, state: TextState, hidden: torch.Tensor, positions: list[int]) -> torch.Tensor:
        """Move the text state past the tokens just run; their next-token logits (float32)."""
        state.length += len(positions)
        state.next_position = positions[-1] + 1
        return self.model.lm_head(hidden).float()

    def decode(self, ids: list[int]) -> str:
        return self.tokenizer.decode(ids, skip_special_tokens=True)

    def _feed(self, ids: torch.Tensor, state: TextState, cross_kv, positions: list[int] | None) -> list[int]:
        """Hand the window's cross-attention K/V to the text cache; the positions of `ids`."""
        if cross_kv is not None:
            for idx, (k, v) in zip(self._cross, cross_kv):
                state.cache.update(k, v, idx)
        if positions is None:
            positions = list(range(state.next_position, state.next_position + ids.shape[1]))
        return positions

    @abstractmethod
    def forward(
        self,
        ids: torch.Tensor,
        state: TextState,
        cross_kv: list[tuple[torch.Tensor, torch.Tensor]] | None,
        visible: torch.Tensor | None,
        positions: list[int] | None = None,
    ) -> torch.Tensor:
        """Run new text tokens through the language model.

        Args:
            ids: (1, L) new token ids.
            state: the ask's text state; updated in place.
            cross_kv: the window's K/V per cross-attention layer, frames concatenated in
                time order, each (1, Hkv, n*T, hd); None for a text-only ask. Only the
                first call of an ask passes it: later calls reuse what `state` holds.
            visible: (L, n*T) bool, which vision tokens each new row may attend to.
            positions: rotary positions of the new tokens; None continues from
                `state.next_position`.
        Returns:
            (1, L, vocab) float32 logits.
        """
