import { pcm16LittleEndian } from "./pcm-bytes.ts";
import type { SampleEncoder } from "./sample-encoder.ts";

const headerBytes = 44;

/** The canonical 44-byte RIFF/WAVE header for 16-bit mono PCM holding `dataBytes` bytes of samples. */
export function wavHeader(sampleRate: number, dataBytes: number): Uint8Array {
  const header = new Uint8Array(headerBytes);
  const view = new DataView(header.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) header[offset + i] = text.charCodeAt(i);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size for plain PCM
  view.setUint16(20, 1, true); // WAVE_FORMAT_PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  return header;
}

/**
 * `wav_*`: the header carries the data length, which is known only when synthesis ends, and a placeholder
 * length would break players that trust it. WAV is offered on non-streaming endpoints only, so the file is
 * buffered and emitted whole from `finish` (`push` never returns bytes).
 */
export function createWavEncoder(sampleRate: number): SampleEncoder {
  const chunks: Uint8Array[] = [];
  let dataBytes = 0;
  return {
    push(samples) {
      const bytes = pcm16LittleEndian(samples);
      chunks.push(bytes);
      dataBytes += bytes.length;
      return new Uint8Array(0);
    },
    finish() {
      const file = new Uint8Array(headerBytes + dataBytes);
      file.set(wavHeader(sampleRate, dataBytes), 0);
      let at = headerBytes;
      for (const chunk of chunks) {
        file.set(chunk, at);
        at += chunk.length;
      }
      chunks.length = 0;
      return file;
    },
  };
}
