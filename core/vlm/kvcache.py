"""A fixed-size ring of per-frame cross-attention K/V, one buffer per cross-attention layer.

Each frame's K/V are computed once (`Backend.project_kv`) and written into a slot; when the
window is full the next frame overwrites the oldest slot, which is the eviction. Buffers
are allocated once, at the first frame, so memory is flat however long the stream runs.
Only cross-attention layers are cached here: self-attention layers hold text alone and
live in the per-ask text cache.

Optional int8 storage: symmetric, one scale per (head, token) over the head dimension,
dequantised when the window is gathered for an ask. Per-token scales suit an append-only
cache (a new frame never changes old scales; cf. KIVI / KVQuant's per-token treatment).
"""
from __future__ import annotations

import torch


def quantize_int8(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """(..., hd) float -> (int8 values, float32 scales of shape (..., 1))."""
    scale = x.detach().abs().amax(dim=-1, keepdim=True).float().clamp_min(1e-8) / 127.0
    q = torch.round(x.float() / scale).clamp_(-127, 127).to(torch.int8)
    return q, scale


class FrameKVCache:
    """Ring buffer of `window` frames x `tokens` vision tokens for every cross-attention layer."""

    def __init__(self, *, window: int, int8: bool = False) -> None:
        assert window >= 1
        self.window = window
        self.int8 = int8
        self.tokens = 0  # vision tokens per frame, fixed at the first write
        self._k: list[torch.Tensor] = []  # per layer (Hkv, window, tokens, hd): float or int8
        self._v: list[torch.Tensor] = []
        self._ks: list[torch.Tensor] = []  # per layer (Hkv, window, tokens, 1) float32 scales (int8 only)
        self._vs: list[torch.Tensor] = []

    @property
    def allocated(self) -> bool:
        return bool(self._k)

    def _allocate(self, kv: list[tuple[torch.Tensor, torch.Tensor]]) -> None:
        k0 = kv[0][0]
        _, heads, tokens, hd = k0.shape
        self.tokens = tokens
        dtype = torch.int8 if self.int8 else k0.dtype
        for _ in kv:
            self._k.append(torch.zeros(heads, self.window, tokens, hd, dtype=dtype, device=k0.device))
            self._v.append(torch.zeros(heads, self.window, tokens, hd, dtype=dtype, device=k0.device))
            if self.int8:
                self._ks.append(torch.zeros(heads, self.window, tokens, 1, device=k0.device))
                self._vs.append(torch.zeros(heads, self.window, tokens, 1, device=k0.device))
        self._out_dtype = k0.dtype

    def write(self, slot: int, kv: list[tuple[torch.Tensor, torch.Tensor]]) -> None:
        """Store one frame's K/V (one (K, V) pair per layer, each (1, Hkv, T, hd)) in `slot`."""
        if not self.allocated:
            self._allocate(kv)
        if kv[0][0].shape[2] != self.tokens:
            raise ValueError(f"frame has {kv[0][0].shape[2]} vision tokens, the cache holds {self.tokens} per frame")
        for i, (k, v) in enumerate(kv):
            if self.int8:
                qk, sk = quantize_int8(k[0])
                qv, sv = quantize_int8(v[0])
                self._k[i][:, slot] = qk
                self._v[i][:, slot] = qv
                self._ks[i][:, slot] = sk
                self._vs[i][:, slot] = sv
            else:
                self._k[i][:, slot] = k[0]
                self._v[i][:, slot] = v[0]

    def copy(self, dst: int, src: int) -> None:
        """Duplicate the K/V in slot `src` into slot `dst` (frame reuse: no encode, no projection)."""
        if dst == src:
            return
        for bufs in (self._k, self._v, self._ks, self._vs):
            for b in bufs:
                b[:, dst] = b[:, src]

    def gather(self, slots: list[int]) -> list[tuple[torch.Tensor, torch.Tensor]]:
        """K/V of `slots` in that order, frames concatenated: per layer (1, Hkv, len(slots)*T, hd)."""
        idx = torch.tensor(slots, dtype=torch.long, device=self._k[0].device)
        out = []
        for i in range(len(self._k)):
            k = self._k[i].index_select(1, idx)
            v = self._v[i].index_select(1, idx)
            if self.int8:
                k = (k.float() * self._ks[i].index_select(1, idx)).to(self._out_dtype)
                v = (v.float() * self._vs[i].index_select(1, idx)).to(self._out_dtype)
            heads, n, t, hd = k.shape
            out.append((k.reshape(1, heads, n * t, hd), v.reshape(1, heads, n * t, hd)))
        return out

    @property
    def nbytes(self) -> int:
        """Bytes held by the cache's tensors (constant once allocated)."""
        return sum(b.numel() * b.element_size() for bufs in (self._k, self._v, self._ks, self._vs) for b in bufs)

    def frame_nbytes(self) -> int:
        """Bytes one frame occupies across all layers (K, V and scales)."""
        return self.nbytes // self.window if self.allocated else 0
