/**
 * Wraps raw 16-bit mono PCM in a WAV header. The screen asks for PCM, not mp3: mp3 adds encoder
 * delay and frame padding, so neither the exact duration nor a seamless loop would survive it.
 */
export function wavFromPcm(pcm: ArrayBuffer, sampleRate: number): Blob {
  const header = new DataView(new ArrayBuffer(44));
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) header.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, "RIFF");
  header.setUint32(4, 36 + pcm.byteLength, true);
  text(8, "WAVEfmt ");
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true);
  header.setUint16(22, 1, true);
  header.setUint32(24, sampleRate, true);
  header.setUint32(28, sampleRate * 2, true);
  header.setUint16(32, 2, true);
  header.setUint16(34, 16, true);
  text(36, "data");
  header.setUint32(40, pcm.byteLength, true);
  return new Blob([header.buffer, pcm], { type: "audio/wav" });
}
