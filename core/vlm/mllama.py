"""Mllama (Llama-3.2-Vision) behind the streaming engine, through transformers' own modules and cache.

Layout facts used here (transformers 5.x `modeling_mllama.py`):
- the vision tower maps (B, images, tiles, 3, S, S) to (B, images, tiles, P, vision_output_dim),
  P = (S / patch)^2 + 1 (a CLS token first); `multi_modal_projector` maps that to the text
  hidden size, and the flattened images x tiles x P axis is the cross-attention K/V axis;
- each cross-attention layer computes K = k_norm(k_proj(states)) and V = v_proj(states)
  per KV head, and reads them back from `cache.layers[idx].keys/values` when it gets no
  new states, so K/V installed in a `DynamicCache` are used as-is;
- a frame is one image; it is fitted into a single tile (letterboxed by the image
  processor) and padded to the model's `max_num_tiles` with empty tiles, exactly as the
  processor pads a one-tile image. Padded tiles go through the vision tower as the model
  expects but their tokens are never cached: Mllama masks them out of cross-attention
  (exact zeros after softmax), so dropping them changes nothing but the memory.
"""
from __future__ import annotations

import numpy as np
import torch

from .backend import Backend, EncodedFrame, PromptIds, frame_visibility, pool_grid_tokens
from .errors import VLMError


class MllamaBackend(Backend):
    family = "mllama"

    def __init__(self, model, processor, *, name: str) -> None:
        self.name = name
        self.model = model.eval()
        self.processor = processor
        self.tokenizer = processor.tokenizer
        cfg = model.config
        self._text_cfg = cfg.get_text_config(decoder=True)
        self._vcfg = cfg.vision_config
        self._cross = tuple(sorted(self._text_cfg.cross_attention_layers))
        if len(self._cross) == self._text_cfg.num_hidden_layers:
            raise VLMError("every text layer is a cross-attention layer; nothing left to hold the text")
        self.image_token = getattr(processor, "image_token", "<|image|>")
        self._image_id = self.tokenizer.convert_tokens_to_ids(self.image_token)
        if self._image_id != cfg.image_token_index:
            raise VLMError(
                f"tokenizer maps {self.image_token} to {self._image_id} but the model expects {cfg.image_token_index}"
            )
        self._grid = self._vcfg.image_size // self._vcfg.patch_size
        self._tiles = self._vcfg.max_num_tiles
        ratios = [list(r) for r in self._vcfg.supported_aspect_ratios]
        if [1, 1] not in ratios:
            raise VLMError("the vision config does not support a single 1x1 tile")
        self._one_tile_id = ratios.index([1, 1]) + 1  # ids are 1-based, 0 means padding
        self.eos_ids = frozenset(self._collect_eos())
        vocab = self._text_cfg.vocab_size
        specials = (self.tokenizer.bos_token_id, self.tokenizer.pad_token_id, self._image_id)
        self.banned_ids = frozenset(i for i in specials if i is not None and 0 <= i < vocab) - self.eos_ids
        self._layers = model.model.language_model.layers
        heads = self._text_cfg.num_attention_heads
        self._kv_heads = self._text_cfg.num_key_value_heads
        self._head_dim = self._text_cfg.hidden_size // heads

    def _collect_eos(self) -> set[int]:
        ids: set[int] = set()
        for src in (getattr(self.model, "generation_config", None), self._text_cfg):
            e = getattr(src, "eos_token_id", None) if src is not None else None
            ids.update([e] if isinstance(e, int) else (e or []))
        if self.tokenizer.eos_token_id is not None:
            ids.add(self.tokenizer.eos_token_id)
        eot = self.tokenizer.convert_tokens_to_ids("<|eot_id|>")
        if isinstance(eot, int) and eot != self.tokenizer.unk_token_id:
            ids.add(eot)
        return ids

    # -- frames ------------------------------------------------------------------------
    def pixel_inputs(self, rgb: np.ndarray) -> dict[str, torch.Tensor]:
        """One frame -> the vision tower's inputs for one image of one tile, padded to max tiles.

        Returns pixel_values (1, 1, tiles, 3, S, S), aspect_ratio_ids (1, 1), aspect_ratio_mask (1, 1, tiles).
        """
        out = self.processor.image_processor(images=[[rgb]], max_image_tiles=1, return_tensors="pt")
        px = out["pixel_values"]  # (1, 1, 1, 3, S, S)
        pixel_values = torch.zeros((1, 1, self._tiles) + tuple(px.shape[3:]), dtype=px.dtype)
        pixel_values[:, :, :1] = px
        mask = torch.zeros(1, 1, self._tiles, dtype=torch.long)
        mask[..., 0] = 1
        ids = torch.full((1, 1), self._one_tile_id, dtype=torch.long)
        dev = self.device
        return {
            "pixel_values": pixel_values.to(dev, self.dtype),
            "aspect_ratio_ids": ids.to(dev),
            "aspect_ratio_mask": mask.to(dev),
        }

    def encode(self, rgb: np.ndarray, *, pool: int = 1) -> EncodedFrame:
        inputs = self.pixel_inputs(rgb)
        core = self.model.model
        vision = core.vision_model(**inputs).last_hidden_state  # (1, 1, tiles, P, Dv)
        states = core.multi_modal_projector(vision[0, 0, :1])  # valid tile only: (1, P, D)
        states = pool_grid_tokens(states, grid=self._grid, pool=pool)  # (1, T, D)
        side = -(-self._grid // pool)
        return EncodedFrame(states=states, grid=(side, side))

    def project_kv(self, states: torch.Tensor) -> list[tuple[torch.Tensor, torch.Tensor]]:
        out = []
        for idx in self._cross:
            attn = self._layers[idx].cross_attn
            k = attn.k_proj(states).view(1, -1, self._kv_heads, self._head_dim).transpose(1, 2)
            v = attn.v_proj(states).view(1, -1, self._kv_heads, self._head_dim).transpose(1, 2)
            out.append((attn.k_norm(k), v))  # each (1, Hkv, T, hd)
        return out

    # -- text --------------------------------------------------------------------------
    def prompt(self, stamps: list[str], text: str, grids=None) -> PromptIds:
        tok = self.tokenizer
        if getattr(self.processor, "chat_template", None):
            content: list[dict] = []
            for s in stamps:
                content += [{"type": "text", "text": f"{s} "}, {"type": "image"}, {"type": "text", "text": "\n"}]
            content.append({"type": "text", "text": text})
            rendered = self.processor.apply_chat_template(
                [{"role": "user", "content": content}], add_generation_prompt=True, tokenize=False
            )
        else:
            rendered = (tok.bos_token or "") + "".join(f"{s} {self.image_token}\n" for s in stamps) + text
        ids = tok(rendered, add_special_tokens=False)["input_ids"]
        positions = [i for i, x in enumerate(ids) if x == self._image_id]
        if len(positions) != len(stamps):
            raise VLMError(f"prompt holds {len(positions)} image tokens for {len(stamps)} frames")
        return PromptIds(ids=ids, image_positions=positions)

    def forward(self, ids, state, cross_kv, visible, positions=None) -> torch.Tensor:
        cache = state.cache
        length = ids.shape[1]
        positions = self._feed(ids, state, cross_kv, positions)
        pos = torch.tensor([positions], dtype=torch.long, device=self.device)
        bias = row_mask = None
        if visible is not None:
            # 0 where a row may look, the dtype's minimum elsewhere (as Mllama's own mask);
            # every row sees at least one frame, so the full-row mask is all ones.
            bias = torch.zeros(visible.shape, dtype=self.dtype, device=self.device)
            bias.masked_fill_(~visible.to(self.device), torch.finfo(self.dtype).min)
            bias = bias[None, None]  # (1, 1, L, S)
            row_mask = torch.ones(1, 1, length, 1, dtype=self.dtype, device=self.device)
        hidden = self.model.model.language_model(
            input_ids=ids,
            position_ids=pos,
            cross_attention_mask=bias,
            full_text_row_masked_out_mask=row_mask,
            cache=cache,
            use_cache=True,
        ).last_hidden_state
        return self._advance(state, hidden, positions)

    # -- the naive baseline --------------------------------------------------------------
    def one_shot_logits(self, rgbs: list[np.ndarray], stamps: list[str], text: str) -> torch.Tensor:
        """One plain `MllamaForConditionalGeneration` forward over all frames at once.

        The baseline a stream is checked against: every frame through the vision tower in
        one batch and the prompt through the whole model with the processor-style 4-D
        cross-attention mask (batch, text, images, tiles), no cache.
        """
        p = self.prompt(stamps, text, [])
        ids = torch.tensor([p.ids], dtype=torch.long, device=self.device)
        kwargs: dict = {}
        if rgbs:
            per = [self.pixel_inputs(x) for x in rgbs]
            kwargs = {
                "pixel_values": torch.cat([d["pixel_values"] for d in per], dim=1),
                "aspect_ratio_ids": torch.cat([d["aspect_ratio_ids"] for d in per], dim=1),
                "aspect_ratio_mask": torch.cat([d["aspect_ratio_mask"] for d in per], dim=1),
            }
            vis = frame_visibility(len(p.ids), p.image_positions).long()  # (L, n)
            mask = torch.zeros(1, len(p.ids), len(rgbs), self._tiles, dtype=torch.long)
            mask[0, :, :, 0] = vis  # only the first tile of each image is real
            kwargs["cross_attention_mask"] = mask.to(self.device)
        out = self.model(input_ids=ids, use_cache=False, **kwargs)
        return out.logits.float()
