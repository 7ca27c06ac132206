/**
 * Turns a byte stream of 16-bit little-endian PCM into samples. Network chunks can split a sample between
 * two reads, so an odd trailing byte is carried into the next chunk.
 */
export class PcmChunker {
  private carry: number | undefined;

  push(bytes: Uint8Array): Int16Array {
    const carried = this.carry === undefined ? 0 : 1;
    const samples = new Int16Array((bytes.length + carried) >> 1);
    const out = new Uint8Array(samples.buffer);
    if (samples.length === 0) {
      if (bytes.length > 0) this.carry = bytes[0];
      return samples;
    }
    if (carried) out[0] = this.carry!;
    out.set(bytes.subarray(0, out.length - carried), carried);
    const used = out.length - carried;
    this.carry = used < bytes.length ? bytes[bytes.length - 1] : undefined;
    return samples;
  }

  /** True when the stream ended in the middle of a sample. */
  get hasDanglingByte(): boolean {
    return this.carry !== undefined;
  }
}
