"""A tiny random Mllama checkpoint, written offline, for tests, benchmarks and smoke tests.

It is a real `MllamaForConditionalGeneration` + `MllamaProcessor` saved with
`save_pretrained`, so it loads through `load_vlm(path)` exactly as a user's checkpoint
does. The weights are random: its captions are word salad, but every code path a real
Llama-3.2-Vision checkpoint takes (tiles, cross-attention layers, gates, processor,
tokenizer special tokens) is exercised. Nothing here touches the network.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

IMAGE_TOKEN = "<|image|>"
BOS, EOS, EOT, PAD, UNK = "<|begin_of_text|>", "<|end_of_text|>", "<|eot_id|>", "<|finetune_right_pad_id|>", "<unk>"

# Enough words for prompts, timestamps and captions; anything else becomes <unk>.
_WORDS = (
    "a an the and or of in on at to from with is are was were be it this that there here what which who "
    "when where why how describe shown show see seen frame frames video image picture scene question answer "
    "evidence time person man woman people cat dog car bus tower lion cheetah slide text chart red green blue "
    "white black yellow big small left right top bottom moving still talking walking sitting standing door "
    "room street sky tree water table screen hand face says said speaks about after before during first last "
    "yes no not i you we they he she my your its do does did can could would will please briefly one two three"
).split()
_CHARS = list("abcdefghijklmnopqrstuvwxyz0123456789") + list("[]():.,;!?'\"-/+*=_#%&<>")

CHAT_TEMPLATE = (
    "{{ bos_token }}{% for m in messages %}<|start_header_id|>{{ m['role'] }}<|end_header_id|>\n\n"
    "{% if m['content'] is string %}{{ m['content'] }}{% else %}{% for c in m['content'] %}"
    "{% if c['type'] == 'image' %}<|image|>{% else %}{{ c['text'] }}{% endif %}{% endfor %}{% endif %}"
    "<|eot_id|>{% endfor %}{% if add_generation_prompt %}<|start_header_id|>assistant<|end_header_id|>\n\n{% endif %}"
)


@dataclass
class TinySizes:
    """Sizes of the tiny model; the defaults keep a forward pass well under a millisecond or two."""

    hidden: int = 32
    text_layers: int = 3
    cross_layers: tuple[int, ...] = (1,)
    heads: int = 4
    kv_heads: int = 2
    intermediate: int = 64
    vision_hidden: int = 16
    vision_layers: int = 2
    vision_global_layers: int = 1
    vision_heads: int = 2
    image_size: int = 32
    patch_size: int = 8
    max_num_tiles: int = 2

    def __post_init__(self) -> None:
        if self.hidden % self.heads or self.heads % self.kv_heads:
            raise ValueError("hidden must divide by heads and heads by kv_heads")
        if any(not 0 <= i < self.text_layers for i in self.cross_layers):
            raise ValueError(f"cross_layers {self.cross_layers} outside 0..{self.text_layers - 1}")
        if self.image_size % self.patch_size:
            raise ValueError("image_size must be a multiple of patch_size")
        if self.max_num_tiles < 1:
            raise ValueError("max_num_tiles must be >= 1")


def _build_tokenizer():
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    vocab: dict[str, int] = {}
    for tok in [UNK, BOS, EOS, EOT, PAD, "<|start_header_id|>", "<|end_header_id|>", "<|python_tag|>"]:
        vocab[tok] = len(vocab)
    for tok in _CHARS + _WORDS:
        vocab.setdefault(tok, len(vocab))
    image_id = len(vocab)  # Mllama keeps the image token just past the text vocabulary (lm_head never emits it)
    vocab[IMAGE_TOKEN] = image_id

    tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token=UNK))
    tok.pre_tokenizer = pre_tokenizers.Sequence(
        [pre_tokenizers.Whitespace(), pre_tokenizers.Digits(individual_digits=True)]
    )
    tok.decoder = decoders.WordPiece(prefix="##", cleanup=True)  # joins word-level tokens with spaces
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tok,
        bos_token=BOS,
        eos_token=EOS,
        pad_token=PAD,
        unk_token=UNK,
        additional_special_tokens=[IMAGE_TOKEN, EOT, "<|start_header_id|>", "<|end_header_id|>", "<|python_tag|>"],
    )
    return fast, image_id


def save_tiny_mllama(
    path: str | Path,
    *,
    seed: int = 0,
    open_gates: float | None = None,
    chat_template: bool = False,
    **sizes,
) -> Path:
    """Write a random tiny Mllama checkpoint (model + processor) to `path` and return it.

    Args:
        seed: torch seed for the random weights (same seed + sizes -> same weights).
        open_gates: if set, every cross-attention gate (attention and MLP) is set to this
            value; at the initial 0 the language model ignores images entirely.
        chat_template: also write a minimal Llama-3-style chat template.
        **sizes: fields of `TinySizes` (hidden, text_layers, cross_layers, image_size, ...).
    """
    import torch
    from transformers import MllamaConfig, MllamaForConditionalGeneration, MllamaProcessor
    from transformers.models.mllama.image_processing_pil_mllama import MllamaImageProcessorPil

    s = TinySizes(**sizes)
    out = Path(path)
    out.mkdir(parents=True, exist_ok=True)
    tokenizer, image_id = _build_tokenizer()
    vocab_size = image_id  # text vocabulary the lm_head predicts; the image token sits just past it

    ratios = [[h, w] for w in range(1, s.max_num_tiles + 1) for h in range(1, s.max_num_tiles + 1) if h * w <= s.max_num_tiles]
    ratios.sort(key=lambda r: (r != [1, 1],))  # [1, 1] first, as in the released checkpoints
    n_inter = min(2, s.vision_layers)
    config = MllamaConfig(
        vision_config=dict(
            hidden_size=s.vision_hidden,
            num_hidden_layers=s.vision_layers,
            num_global_layers=s.vision_global_layers,
            attention_heads=s.vision_heads,
            intermediate_size=2 * s.vision_hidden,
            image_size=s.image_size,
            patch_size=s.patch_size,
            max_num_tiles=s.max_num_tiles,
            supported_aspect_ratios=ratios,
            intermediate_layers_indices=list(range(n_inter)),
            vision_output_dim=s.vision_hidden * (1 + n_inter),
        ),
        text_config=dict(
            vocab_size=vocab_size,
            hidden_size=s.hidden,
            num_hidden_layers=s.text_layers,
            cross_attention_layers=list(s.cross_layers),
            num_attention_heads=s.heads,
            num_key_value_heads=s.kv_heads,
            intermediate_size=s.intermediate,
            max_position_embeddings=4096,
            bos_token_id=tokenizer.bos_token_id,
            eos_token_id=[tokenizer.eos_token_id, tokenizer.convert_tokens_to_ids(EOT)],
            pad_token_id=tokenizer.pad_token_id,
        ),
        image_token_index=image_id,
    )
    torch.manual_seed(seed)
    model = MllamaForConditionalGeneration(config).eval()
    if open_gates is not None:
        with torch.no_grad():
            for layer in model.model.language_model.layers:
                if hasattr(layer, "cross_attn_attn_gate"):
                    layer.cross_attn_attn_gate.fill_(open_gates)
                    layer.cross_attn_mlp_gate.fill_(open_gates)
    model.save_pretrained(out)

    image_processor = MllamaImageProcessorPil(
        size={"height": s.image_size, "width": s.image_size}, max_image_tiles=s.max_num_tiles
    )
    processor = MllamaProcessor(
        image_processor=image_processor,
        tokenizer=tokenizer,
        chat_template=CHAT_TEMPLATE if chat_template else None,
    )
    processor.save_pretrained(out)
    (out / "echostream_tiny.json").write_text(json.dumps({"seed": seed, "open_gates": open_gates, **s.__dict__}))
    return out
