/** The PCM of a 16-bit mono WAV file as Flite writes it (RIFF, `fmt `, `data`). */
export function readWavPcm16(wav: Uint8Array): { sampleRate: number; pcm: Uint8Array } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (offset: number) => String.fromCharCode(...wav.subarray(offset, offset + 4));
  if (wav.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE")
    throw new Error("Flite did not write a WAV file");
  let sampleRate = 0;
  for (let offset = 12; offset + 8 <= wav.length; ) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === "fmt ") {
      const bits = view.getUint16(body + 14, true);
      if (view.getUint16(body + 2, true) !== 1 || bits !== 16)
        throw new Error("Flite WAV is not 16-bit mono");
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === "data") {
      // Trust the file's end over a size field a streaming writer may have left unset.
      const end = Math.min(wav.length, body + size);
      return { sampleRate, pcm: wav.subarray(body, end - ((end - body) % 2)) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error("Flite WAV has no data chunk");
}
