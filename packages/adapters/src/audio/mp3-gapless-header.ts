/**
 * A Xing "Info" frame with a LAME extension, put in front of a whole CBR mp3 so that decoders which honour
 * gapless information (ffmpeg/libavformat, and so Chromium; foobar2000, Apple's decoders, mpg123) play
 * exactly the samples that were encoded. Without it an mp3 decodes longer than its audio: LAME starts with
 * `encoderDelay` samples of priming (576 for the build we use, measured in mp3-gapless-header.test.ts) and
 * fills the last frame with padding, 38–49 ms more than asked at our rates.
 *
 * Only for whole files: the frame counts the frames and bytes that follow it and its padding depends on the
 * last frame, so a stream played while it is produced cannot start with it (streams stay headerless, and any
 * prefix of them plays).
 *
 * Layout (big-endian), as LAME writes it (https://wiki.hydrogenaud.io/index.php?title=LAME_tag, "Mp3 info
 * tag rev 1 specifications"):
 *
 *   frame header (4)        the first audio frame's, without padding bit or CRC: same version, rate, bitrate
 *   side info (9/17/32)     zero: the frame carries no audio (a decoder that ignores the tag plays silence)
 *   "Info" (4)              "Info" rather than "Xing": the stream is constant bitrate
 *   flags (4)               1 frames, 2 bytes, 4 TOC, 8 quality
 *   frames (4)              audio frames after this one
 *   bytes (4)               the whole stream, this frame included
 *   TOC (100)               seek table; left out when the frame is too small for it (32 kbps), flag 4 says so
 *   quality (4)
 *   LAME extension (36):
 *     "LAME3.100" (9), revision 0 | VBR method 1 = CBR (1), lowpass / 100 Hz (1, 0 unknown), peak (4),
 *     radio and audiophile replay gain (2 + 2), encoding flags | ATH type (1), bitrate kbps (1),
 *     encoder delay (12 bits) | end padding (12 bits) (3), misc: source rate class (1), mp3 gain (1),
 *     preset and surround (2), music length = the bytes field (4), CRC-16 of the audio frames (2),
 *     CRC-16 of this frame up to this field (2), as LAME computes it and ffmpeg checks it (ffmpeg names the
 *     encoder only when it matches)
 *
 * ffmpeg then skips `encoderDelay + 529` samples (529 its decoder's own delay) and stops
 * `frames × samplesPerFrame − padding` samples in, which leaves exactly the encoded samples.
 */

export interface GaplessInfo {
  /** Samples the encoder was given. */
  samples: number;
  /** Priming samples the encoder put before them. */
  encoderDelay: number;
}

const layer3Kbps = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const sampleRates: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG 1
  2: [22050, 24000, 16000], // MPEG 2
  0: [11025, 12000, 8000], // MPEG 2.5
};

interface FrameHeader {
  mpeg1: boolean;
  mono: boolean;
  kbps: number;
  sampleRate: number;
  padded: boolean;
}

function parseHeader(bytes: Uint8Array, at: number): FrameHeader | undefined {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return undefined;
  const version = (bytes[at + 1]! >> 3) & 3;
  const layer = (bytes[at + 1]! >> 1) & 3;
  const bitrateIndex = bytes[at + 2]! >> 4;
  const rateIndex = (bytes[at + 2]! >> 2) & 3;
  if (layer !== 1 || version === 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) {
    return undefined;
  }
  const mpeg1 = version === 3;
  return {
    mpeg1,
    mono: bytes[at + 3]! >> 6 === 3,
    kbps: (mpeg1 ? layer3Kbps.mpeg1 : layer3Kbps.mpeg2)[bitrateIndex]!,
    sampleRate: sampleRates[version]![rateIndex]!,
    padded: ((bytes[at + 2]! >> 1) & 1) === 1,
  };
}

const samplesPerFrame = (header: FrameHeader) => (header.mpeg1 ? 1152 : 576);

function frameBytes(header: FrameHeader): number {
  const coefficient = header.mpeg1 ? 144 : 72;
  return Math.floor((coefficient * header.kbps * 1000) / header.sampleRate) + (header.padded ? 1 : 0);
}

function sideInfoBytes(header: FrameHeader): number {
  if (header.mpeg1) return header.mono ? 17 : 32;
  return header.mono ? 9 : 17;
}

/** CRC-16/ARC (polynomial 0x8005 reflected, initial 0): the CRC LAME and ffmpeg use for the tag. */
const crcTable = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  return crc;
});

function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = (crc >>> 8) ^ crcTable[(crc ^ byte) & 0xff]!;
  return crc;
}

/** The tag's two-bit source sample rate: up to 32 kHz, 44.1 kHz, 48 kHz, above. */
function sourceRateClass(rate: number): number {
  if (rate > 48000) return 3;
  if (rate === 48000) return 2;
  return rate === 44100 ? 1 : 0;
}

/** Counts the frames of a headerless CBR stream (LAME's output: frames back to back, nothing else). */
function countFrames(stream: Uint8Array): number {
  let frames = 0;
  for (let at = 0; at < stream.length; frames++) {
    const header = parseHeader(stream, at);
    if (!header) throw new Error(`no mp3 frame header at byte ${at} of ${stream.length}`);
    at += frameBytes(header);
  }
  return frames;
}

/** Side info, "Info", flags, frames, bytes, quality and the LAME extension: what the frame must hold. */
const lameExtensionBytes = 36;
const tocBytes = 100;
const xingFieldsBytes = 4 + 4 + 4 + 4 + 4;

/** Returns `stream` (LAME's headerless CBR frames) with the Info frame in front; an empty stream as it is. */
export function withGaplessHeader(stream: Uint8Array, info: GaplessInfo): Uint8Array {
  const first = parseHeader(stream, 0);
  if (!first) {
    if (stream.length === 0) return stream;
    throw new Error("the mp3 stream does not start with a frame header");
  }
  const frames = countFrames(stream);
  const header: FrameHeader = { ...first, padded: false };
  const size = frameBytes(header);
  const tagAt = 4 + sideInfoBytes(header);
  const withToc = tagAt + xingFieldsBytes + tocBytes + lameExtensionBytes <= size;
  if (tagAt + xingFieldsBytes + lameExtensionBytes > size) {
    throw new Error(`an mp3 frame of ${size} bytes cannot hold the gapless header`);
  }
  const padding = frames * samplesPerFrame(header) - info.encoderDelay - info.samples;
  if (padding < 0 || padding > 0xfff || info.encoderDelay > 0xfff) {
    throw new Error(`gapless delay ${info.encoderDelay} and padding ${padding} do not fit the LAME tag`);
  }

  const frame = Buffer.alloc(size);
  // The first frame's header (sync, version, layer, bitrate, rate, mode), with no CRC and no padding slot.
  frame.set(stream.subarray(0, 4));
  frame[1] = frame[1]! | 0x01;
  frame[2] = frame[2]! & ~0x02;

  const totalBytes = size + stream.length;
  frame.write("Info", tagAt, "ascii");
  frame.writeUInt32BE(withToc ? 0x0f : 0x0b, tagAt + 4);
  frame.writeUInt32BE(frames, tagAt + 8);
  frame.writeUInt32BE(totalBytes, tagAt + 12);
  let at = tagAt + 16;
  if (withToc) {
    // Constant bitrate: i % of the time is i % of the bytes, in 256ths.
    for (let i = 0; i < tocBytes; i++) frame[at + i] = Math.floor((i * 256) / 100);
    at += tocBytes;
  }
  frame.writeUInt32BE(0, at); // quality: not meaningful for CBR
  at += 4;

  const lame = at;
  frame.write("LAME3.100", lame, "ascii");
  frame[lame + 9] = 0x01; // tag revision 0, VBR method 1: constant bitrate
  frame[lame + 20] = Math.min(header.kbps, 255);
  frame.writeUIntBE((info.encoderDelay << 12) | padding, lame + 21, 3);
  frame[lame + 24] = sourceRateClass(header.sampleRate) << 6;
  frame.writeUInt32BE(totalBytes, lame + 28);
  frame.writeUInt16BE(crc16(stream), lame + 32);
  frame.writeUInt16BE(crc16(frame.subarray(0, lame + 34)), lame + 34);

  return Buffer.concat([frame, stream]);
}
