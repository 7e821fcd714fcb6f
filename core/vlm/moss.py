"""MOSS-VL (OpenMOSS, `trust_remote_code`) behind the streaming engine: a thin adapter.

Status: written against MOSS-VL's public code (the Hugging Face remote-code
`modeling_moss_vl.py` and the SGLang port `sglang/srt/models/moss_vl.py` +
`multimodal/processors/moss_vl.py` in github.com/OpenMOSS/MOSS-VL), NOT run against real
weights: no checkpoint can be downloaded on the build machines. The position rule is
unit-tested (`moss_positions`); everything that touches the remote modules is unverified.

What the public code fixes, and how the adapter uses it:
- modules: `model.model.visual` (Qwen3-VL vision tower with 2x2 spatial merge and
  deepstack merger -> text hidden size), `model.model.separator_token` (one learned token
  appended after every frame), `model.model.language_model` (layers; indices in
  `text_config.cross_attention_layers` are tanh-gated cross-attention blocks), `model.lm_head`;
- a cross-attention layer caches K = RoPE(k_norm(k_proj(states)), vision positions) and
  V = v_proj(states) in `past_key_values.layers[idx]`, and reads them back when called
  without states and with a non-zero `vision_cache_position` (we pass [1] as that flag);
- positions are 3-D (M-RoPE). Text tokens count only non-image tokens; each image token
  shifts later text by max(h, w) + 1 of its merged grid; frame f's vision token (y, x)
  sits at (t_f, t_f + y, t_f + x) and its separator at t_f + max(h, w) in all three, with
  t_f the image token's place in that count (see `moss_positions`);
- frames are causal in the prompt (`visible_frame_counts`), as in this engine, and a
  row that sees no frame has both gated branches zeroed (full-text-row mask).

Because K carry the frame's prompt position, the ring caches K *before* RoPE and
`bind_window` rotates the window's keys for the prompt being asked: exact positions for
any window, no drift after hours of frames, one elementwise pass per ask.
MOSS-VL's own realtime API (`create_realtime_session` / `online_generate`) is not used:
this adapter keeps the engine's session semantics (window, eviction, int8, reuse).
"""
from __future__ import annotations

import numpy as np
import torch

from .backend import Backend, EncodedFrame, PromptIds
from .errors import VLMError


def moss_positions(
    ids: list[int], image_id: int, grids: list[tuple[int, int]]
) -> tuple[list[int], list[int]]:
    """MOSS-VL's text positions and each frame's temporal position t_f.

    Args:
        ids: prompt token ids with one `image_id` per frame.
        grids: merged (rows, cols) grid of each frame, in order.
    Returns:
        (position of every token, t_f of every frame). All three M-RoPE axes of a text
        token share its position.
    """
    positions: list[int] = []
    t_frames: list[int] = []
    regular = 0  # non-image tokens so far
    shift = 0  # sum of the shifts of the images so far
    frame = 0
    for tok in ids:
        if tok == image_id:
            if frame >= len(grids):
                raise VLMError("more image tokens in the prompt than frames")
            rows, cols = grids[frame]
            t_frames.append(regular + shift)
            shift += max(rows, cols) + 1
            positions.append(regular + shift - 1)
            frame += 1
        else:
            positions.append(regular + shift)
            regular += 1
    if frame != len(grids):
        raise VLMError(f"prompt holds {frame} image tokens for {len(grids)} frames")
    return positions, t_frames


def vision_positions(t_frame: int, grid: tuple[int, int]) -> torch.Tensor:
    """(3, rows*cols + 1) M-RoPE positions of one frame's tokens and its separator."""
    rows, cols = grid
    y = torch.arange(rows).repeat_interleave(cols)
    x = torch.arange(cols).repeat(rows)
    t = torch.full_like(y, t_frame)
    sep = torch.full((3, 1), t_frame + max(rows, cols))
    return torch.cat([torch.stack([t, t + y, t + x]), sep], dim=1)


def _rotate_half(x: torch.Tensor) -> torch.Tensor:
    a, b = x.chunk(2, dim=-1)
    return torch.cat((-b, a), dim=-1)


class MossVLBackend(Backend):
    family = "moss_vl"

    def __init__(self, model, processor, *, name: str) -> None:
        self.name = name
        self.model = model.eval()
        self.processor = processor
        self.tokenizer = getattr(processor, "tokenizer", processor)
        core = getattr(model, "model", None)
        for attr in ("visual", "language_model", "separator_token"):
            if core is None or not hasattr(core, attr):
                raise VLMError(f"MOSS-VL checkpoint lacks model.{attr}; this adapter follows the public release layout")
        self._core = core
        cfg = model.config
        self._text_cfg = cfg.get_text_config(decoder=True) if hasattr(cfg, "get_text_config") else cfg.text_config
        self._cross = tuple(sorted(self._text_cfg.cross_attention_layers))
        self._merge = int(getattr(cfg.vision_config, "spatial_merge_size", 2))
        self.image_token = "<|image|>"
        self._image_id = getattr(cfg, "image_token_id", None)
        if self._image_id is None:
            self._image_id = self.tokenizer.convert_tokens_to_ids(self.image_token)
        heads = self._text_cfg.num_attention_heads
        self._head_dim = getattr(self._text_cfg, "head_dim", None) or self._text_cfg.hidden_size // heads
        self._kv_heads = self._text_cfg.num_key_value_heads
        eos: set[int] = set()
        e = getattr(getattr(model, "generation_config", None), "eos_token_id", None)
        eos.update([e] if isinstance(e, int) else (e or []))
        if self.tokenizer.eos_token_id is not None:
            eos.add(self.tokenizer.eos_token_id)
        self.eos_ids = frozenset(eos)

    # -- frames ------------------------------------------------------------------------
    def encode(self, rgb: np.ndarray, *, pool: int = 1) -> EncodedFrame:
        from PIL import Image

        image_proc = getattr(self.processor, "image_processor", None) or self.processor
        out = image_proc(images=[Image.fromarray(rgb)], return_tensors="pt")
        grid_thw = out.get("grid_thw", out.get("image_grid_thw"))
        if grid_thw is None:
            raise VLMError("MOSS-VL image processor returned no grid_thw")
        grid_thw = grid_thw.reshape(-1, 3)[:1].to(self.device)
        tokens = self._core.visual(out["pixel_values"].to(self.device, self.dtype), grid_thw=grid_thw)  # (h*w, D)
        _, h, w = (int(v) for v in grid_thw[0].tolist())
        rows, cols = h // self._merge, w // self._merge
        x = tokens.reshape(1, rows, cols, -1)
        if pool > 1:  # token compression on the merged grid; positions follow the pooled grid
            x = torch.nn.functional.avg_pool2d(x.permute(0, 3, 1, 2), pool, stride=pool, ceil_mode=True)
            x = x.permute(0, 2, 3, 1)
            rows, cols = x.shape[1], x.shape[2]
        x = x.reshape(1, rows * cols, -1)
        sep = self._core.separator_token.to(x.dtype).view(1, 1, -1)
        return EncodedFrame(states=torch.cat([x, sep], dim=1), grid=(rows, cols))  # (1, T + 1, D)

    def project_kv(self, states: torch.Tensor) -> list[tuple[torch.Tensor, torch.Tensor]]:
        out = []
        for idx in self._cross:
            attn = self._core.language_model.layers[idx].cross_attn
            k = attn.k_proj(states).view(1, -1, self._kv_heads, self._head_dim).transpose(1, 2)
            v = attn.v_proj(states).view(1, -1, self._kv_heads, self._head_dim).transpose(1, 2)
            out.append((attn.k_norm(k), v))  # K not yet rotated: see bind_window
        return out

    # -- text --------------------------------------------------------------------------
    def prompt(self, stamps: list[str], text: str, grids: list[tuple[int, int]]) -> PromptIds:
        content: list[dict] = []
        for s in stamps:
            content += [{"type": "text", "text": f"{s} "}, {"type": "image"}, {"type": "text", "text": "\n"}]
        content.append({"type": "text", "text": text})
        if getattr(self.processor, "chat_template", None):
            rendered = self.processor.apply_chat_template(
                [{"role": "user", "content": content}], add_generation_prompt=True, tokenize=False
            )
        else:
            rendered = "".join(c["text"] if c["type"] == "text" else self.image_token for c in content)
        ids = self.tokenizer(rendered, add_special_tokens=False)["input_ids"]
        positions, _ = moss_positions(ids, self._image_id, grids)
        image_positions = [i for i, x in enumerate(ids) if x == self._image_id]
        return PromptIds(ids=ids, image_positions=image_positions, positions=positions)

    def bind_window(self, cross_kv, prompt, grids):
        _, t_frames = moss_positions(prompt.ids, self._image_id, grids)
        pos = torch.cat([vision_positions(t, g) for t, g in zip(t_frames, grids)], dim=1)  # (3, S)
        pos = pos.unsqueeze(1).to(self.device)  # (3, 1, S)
        rope = self._core.language_model.rotary_emb
        bound = []
        for k, v in cross_kv:
            cos, sin = rope(k, pos)  # each (1, S, hd)
            cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
            bound.append((k * cos + _rotate_half(k) * sin, v))
        return bound

    def forward(self, ids, state, cross_kv, visible, positions=None) -> torch.Tensor:
        cache = state.cache
        length = ids.shape[1]
        positions = self._feed(ids, state, cross_kv, positions)
        pos = torch.tensor(positions, dtype=torch.long, device=self.device).view(1, 1, -1).expand(3, 1, -1)
        kwargs = {}
        if visible is not None:
            bias = torch.zeros(visible.shape, dtype=self.dtype, device=self.device)
            bias.masked_fill_(~visible.to(self.device), torch.finfo(self.dtype).min)
            kwargs = {
                "cross_attention_mask": bias[None, None],  # (1, 1, L, S)
                "full_text_row_masked_out_mask": visible.any(-1).to(self.dtype).view(1, 1, -1, 1).to(self.device),
                # a non-zero first entry tells its cross-attention layers to read the cached K/V
                "vision_cache_position": torch.ones(1, dtype=torch.long, device=self.device),
            }
        hidden = self._core.language_model(
            input_ids=ids,
            position_ids=pos,
            past_key_values=cache,
            cache_position=torch.arange(state.length, state.length + length, device=self.device),
            use_cache=True,
            **kwargs,
        ).last_hidden_state
        return self._advance(state, hidden, positions)
