import { writeFile } from "node:fs/promises";
import { encodeGguf, type GgufTensor, type GgufValue } from "./gguf-encoder.ts";

/**
 * Writes a ~0.5 MB llama-architecture GGUF with seeded random weights, so tests load and run a real model
 * through llama.cpp without downloading one. It babbles: it proves the mechanics (loading, token
 * streaming, grammars, aborts), not fluency.
 *
 * The keys and tensor shapes are the ones llama.cpp requires for LLM_ARCH_LLAMA (src/llama-model.cpp,
 * src/models/llama.cpp) with a SentencePiece ("llama") vocabulary (src/llama-vocab.cpp): `<unk>`, `<s>`,
 * `</s>`, the 256 byte tokens `<0x00>`…`<0xFF>` that any text falls back to, `▁` (SentencePiece's space)
 * and the printable ASCII characters.
 */

const embeddingSize = 64;
const headCount = 4;
const layerCount = 2;
const feedForwardSize = 128;
const trainedContext = 2048;

// llama_token_type values from include/llama.h.
const tokenTypeNormal = 1;
const tokenTypeUnknown = 2;
const tokenTypeControl = 3;
const tokenTypeByte = 6;

interface Vocabulary {
  tokens: string[];
  types: number[];
}

function tinyVocabulary(): Vocabulary {
  const tokens = ["<unk>", "<s>", "</s>"];
  const types = [tokenTypeUnknown, tokenTypeControl, tokenTypeControl];
  for (let byte = 0; byte < 256; byte++) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, "0")}>`);
    types.push(tokenTypeByte);
  }
  tokens.push("▁");
  types.push(tokenTypeNormal);
  for (let code = 0x21; code <= 0x7e; code++) {
    tokens.push(String.fromCharCode(code));
    types.push(tokenTypeNormal);
  }
  return { tokens, types };
}

/** mulberry32 with Box–Muller: the same file on every run, so a test's model never changes under it. */
function gaussianSource(seed: number): (scale: number) => number {
  let state = seed >>> 0;
  const uniform = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (scale) => {
    const u = Math.max(uniform(), Number.EPSILON);
    return scale * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
  };
}

function randomTensor(
  name: string,
  shape: readonly number[],
  gaussian: (scale: number) => number,
  scale: number,
) {
  const data = new Float32Array(shape.reduce((product, dimension) => product * dimension, 1));
  for (let i = 0; i < data.length; i++) data[i] = gaussian(scale);
  return { name, shape, data } satisfies GgufTensor;
}

function onesTensor(name: string, size: number): GgufTensor {
  return { name, shape: [size], data: new Float32Array(size).fill(1) };
}

/**
 * Dimension 0 of every embedding is a constant 1, which RMS normalisation turns into a large positive
 * component of every final hidden state; the output matrix's column 0 then sets each token's standing.
 * Control and byte tokens get a large negative weight there, so the model never ends its reply by
 * itself (generation stops at maxTokens, an abort or a grammar's end) and always speaks printable
 * ASCII; the double quote gets a positive one, so JSON strings under a grammar close after a few
 * characters instead of running to maxTokens.
 */
function outputWeights(vocabulary: Vocabulary, gaussian: (scale: number) => number): GgufTensor {
  const data = new Float32Array(vocabulary.tokens.length * embeddingSize);
  vocabulary.tokens.forEach((token, id) => {
    const row = id * embeddingSize;
    for (let d = 1; d < embeddingSize; d++) data[row + d] = gaussian(0.15);
    const normal = vocabulary.types[id] === tokenTypeNormal;
    data[row] = !normal ? -4 : token === '"' ? 0.8 : 0;
  });
  return { name: "output.weight", shape: [embeddingSize, vocabulary.tokens.length], data };
}

function tokenEmbeddings(vocabularySize: number, gaussian: (scale: number) => number): GgufTensor {
  const tensor = randomTensor("token_embd.weight", [embeddingSize, vocabularySize], gaussian, 0.3);
  for (let id = 0; id < vocabularySize; id++) tensor.data[id * embeddingSize] = 1;
  return tensor;
}

function layerTensors(layer: number, gaussian: (scale: number) => number): GgufTensor[] {
  const prefix = `blk.${layer}`;
  return [
    onesTensor(`${prefix}.attn_norm.weight`, embeddingSize),
    randomTensor(`${prefix}.attn_q.weight`, [embeddingSize, embeddingSize], gaussian, 0.1),
    randomTensor(`${prefix}.attn_k.weight`, [embeddingSize, embeddingSize], gaussian, 0.1),
    randomTensor(`${prefix}.attn_v.weight`, [embeddingSize, embeddingSize], gaussian, 0.1),
    randomTensor(`${prefix}.attn_output.weight`, [embeddingSize, embeddingSize], gaussian, 0.05),
    onesTensor(`${prefix}.ffn_norm.weight`, embeddingSize),
    randomTensor(`${prefix}.ffn_gate.weight`, [embeddingSize, feedForwardSize], gaussian, 0.1),
    randomTensor(`${prefix}.ffn_up.weight`, [embeddingSize, feedForwardSize], gaussian, 0.1),
    randomTensor(`${prefix}.ffn_down.weight`, [feedForwardSize, embeddingSize], gaussian, 0.05),
  ];
}

function metadata(vocabulary: Vocabulary): Map<string, GgufValue> {
  const uint32 = (value: number): GgufValue => ({ type: "uint32", value });
  return new Map<string, GgufValue>([
    ["general.architecture", { type: "string", value: "llama" }],
    ["general.name", { type: "string", value: "chorus-tiny-test" }],
    // LLAMA_FTYPE_ALL_F32
    ["general.file_type", uint32(0)],
    ["llama.context_length", uint32(trainedContext)],
    ["llama.embedding_length", uint32(embeddingSize)],
    ["llama.block_count", uint32(layerCount)],
    ["llama.feed_forward_length", uint32(feedForwardSize)],
    ["llama.attention.head_count", uint32(headCount)],
    ["llama.attention.head_count_kv", uint32(headCount)],
    ["llama.rope.dimension_count", uint32(embeddingSize / headCount)],
    ["llama.attention.layer_norm_rms_epsilon", { type: "float32", value: 1e-5 }],
    ["llama.vocab_size", uint32(vocabulary.tokens.length)],
    ["tokenizer.ggml.model", { type: "string", value: "llama" }],
    ["tokenizer.ggml.tokens", { type: "string[]", value: vocabulary.tokens }],
    ["tokenizer.ggml.scores", { type: "float32[]", value: vocabulary.tokens.map((_, id) => -id) }],
    ["tokenizer.ggml.token_type", { type: "int32[]", value: vocabulary.types }],
    ["tokenizer.ggml.unknown_token_id", uint32(0)],
    ["tokenizer.ggml.bos_token_id", uint32(1)],
    ["tokenizer.ggml.eos_token_id", uint32(2)],
    ["tokenizer.ggml.add_bos_token", { type: "bool", value: true }],
  ]);
}

export function tinyGguf(seed = 18): Buffer {
  const gaussian = gaussianSource(seed);
  const vocabulary = tinyVocabulary();
  const tensors: GgufTensor[] = [tokenEmbeddings(vocabulary.tokens.length, gaussian)];
  for (let layer = 0; layer < layerCount; layer++) tensors.push(...layerTensors(layer, gaussian));
  tensors.push(onesTensor("output_norm.weight", embeddingSize), outputWeights(vocabulary, gaussian));
  return encodeGguf(metadata(vocabulary), tensors);
}

export async function writeTinyGguf(filePath: string, seed?: number): Promise<void> {
  await writeFile(filePath, tinyGguf(seed));
}
