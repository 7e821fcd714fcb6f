"""A transformers `DynamicCache` that holds a window's cross-attention K/V next to the text K/V."""
from __future__ import annotations

from transformers import DynamicCache


class TextLengthCache(DynamicCache):
    """DynamicCache whose length queries ignore cross-attention layers.

    The cross-attention layers' entries hold vision K/V (installed with `update` before the
    first text forward), the others hold text. transformers asks layer 0 for the text
    length (the default `layer_idx`) when it builds the causal mask and positions; if a
    checkpoint put a cross-attention layer first, that layer would report the vision
    length, so layer-0 queries go to the first self-attention layer instead. Queries for
    another cross-attention layer still report its vision length (MOSS-VL skips a
    cross-attention layer whose length is 0).
    """

    def __init__(self, config, cross_layers: tuple[int, ...]) -> None:
        super().__init__(config=config)
        n = config.get_text_config(decoder=True).num_hidden_layers
        self._text_layer = next(i for i in range(n) if i not in cross_layers)
        self._first_is_cross = 0 in cross_layers

    def _text(self, layer_idx: int) -> int:
        return self._text_layer if layer_idx == 0 and self._first_is_cross else layer_idx

    def get_seq_length(self, layer_idx: int = 0) -> int:
        return super().get_seq_length(self._text(layer_idx))

    def get_mask_sizes(self, query_length: int, layer_idx: int) -> tuple[int, int]:
        return super().get_mask_sizes(query_length, self._text(layer_idx))
