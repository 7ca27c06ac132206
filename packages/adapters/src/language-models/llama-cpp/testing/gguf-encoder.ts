/**
 * Encodes a GGUF v3 file (ggml's model format, as llama.cpp reads it in ggml/src/gguf.cpp): a header,
 * typed key-value metadata, tensor descriptors, then the tensors' bytes, each aligned to 32 bytes (the
 * default `general.alignment`). Only what a test model needs: scalar, string and array values, F32
 * tensors.
 */

/** A metadata value with its GGUF type spelled out, so a number is never guessed as the wrong width. */
export type GgufValue =
  | { type: "uint32"; value: number }
  | { type: "int32"; value: number }
  | { type: "float32"; value: number }
  | { type: "bool"; value: boolean }
  | { type: "string"; value: string }
  | { type: "string[]"; value: readonly string[] }
  | { type: "float32[]"; value: readonly number[] }
  | { type: "int32[]"; value: readonly number[] };

export interface GgufTensor {
  name: string;
  /** ggml order: the first dimension is the contiguous one (a weight `{n_in, n_out}` is n_out rows of n_in). */
  shape: readonly number[];
  data: Float32Array;
}

// gguf_type values from ggml/include/gguf.h.
const typeUint32 = 4;
const typeInt32 = 5;
const typeFloat32 = 6;
const typeBool = 7;
const typeString = 8;
const typeArray = 9;
// ggml_type GGML_TYPE_F32.
const ggmlF32 = 0;
const alignment = 32;

/** Appends little-endian values to a growing buffer. */
class ByteWriter {
  private buffer = Buffer.alloc(64 * 1024);
  length = 0;

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.alloc(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  u32(value: number): void {
    this.reserve(4);
    this.buffer.writeUInt32LE(value, this.length);
    this.length += 4;
  }

  i32(value: number): void {
    this.reserve(4);
    this.buffer.writeInt32LE(value, this.length);
    this.length += 4;
  }

  u64(value: number): void {
    this.reserve(8);
    this.buffer.writeBigUInt64LE(BigInt(value), this.length);
    this.length += 8;
  }

  f32(value: number): void {
    this.reserve(4);
    this.buffer.writeFloatLE(value, this.length);
    this.length += 4;
  }

  u8(value: number): void {
    this.reserve(1);
    this.buffer.writeUInt8(value, this.length);
    this.length += 1;
  }

  string(value: string): void {
    const bytes = Buffer.from(value, "utf8");
    this.u64(bytes.length);
    this.bytes(bytes);
  }

  bytes(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  padTo(boundary: number): void {
    const padding = (boundary - (this.length % boundary)) % boundary;
    this.reserve(padding);
    this.buffer.fill(0, this.length, this.length + padding);
    this.length += padding;
  }

  toBuffer(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

function writeValue(out: ByteWriter, entry: GgufValue): void {
  switch (entry.type) {
    case "uint32":
      out.u32(typeUint32);
      out.u32(entry.value);
      return;
    case "int32":
      out.u32(typeInt32);
      out.i32(entry.value);
      return;
    case "float32":
      out.u32(typeFloat32);
      out.f32(entry.value);
      return;
    case "bool":
      out.u32(typeBool);
      out.u8(entry.value ? 1 : 0);
      return;
    case "string":
      out.u32(typeString);
      out.string(entry.value);
      return;
    case "string[]":
      out.u32(typeArray);
      out.u32(typeString);
      out.u64(entry.value.length);
      for (const item of entry.value) out.string(item);
      return;
    case "float32[]":
      out.u32(typeArray);
      out.u32(typeFloat32);
      out.u64(entry.value.length);
      for (const item of entry.value) out.f32(item);
      return;
    case "int32[]":
      out.u32(typeArray);
      out.u32(typeInt32);
      out.u64(entry.value.length);
      for (const item of entry.value) out.i32(item);
      return;
  }
}

export function encodeGguf(metadata: ReadonlyMap<string, GgufValue>, tensors: readonly GgufTensor[]): Buffer {
  const out = new ByteWriter();
  out.bytes(Buffer.from("GGUF", "ascii"));
  out.u32(3);
  out.u64(tensors.length);
  out.u64(metadata.size);
  for (const [key, entry] of metadata) {
    out.string(key);
    writeValue(out, entry);
  }

  // Descriptors carry each tensor's offset from the start of the data section.
  let offset = 0;
  for (const tensor of tensors) {
    const elements = tensor.shape.reduce((product, dimension) => product * dimension, 1);
    if (elements !== tensor.data.length) {
      throw new Error(`tensor ${tensor.name}: shape ${tensor.shape.join("x")} needs ${elements} values`);
    }
    out.string(tensor.name);
    out.u32(tensor.shape.length);
    for (const dimension of tensor.shape) out.u64(dimension);
    out.u32(ggmlF32);
    out.u64(offset);
    offset += Math.ceil(tensor.data.byteLength / alignment) * alignment;
  }

  out.padTo(alignment);
  for (const tensor of tensors) {
    out.bytes(new Uint8Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
    out.padTo(alignment);
  }
  return out.toBuffer();
}
