/**
 * `output_format` values (reference §1.6): `codec_samplerate[_bitrate]`. Each endpoint accepts a
 * subset: the convert endpoints take wav, streaming endpoints do not, music adds 48 kHz mp3.
 */
export const convertOutputFormats = [
  "mp3_22050_32",
  "mp3_24000_48",
  "mp3_44100_32",
  "mp3_44100_64",
  "mp3_44100_96",
  "mp3_44100_128",
  "mp3_44100_192",
  "pcm_8000",
  "pcm_16000",
  "pcm_22050",
  "pcm_24000",
  "pcm_32000",
  "pcm_44100",
  "pcm_48000",
  "ulaw_8000",
  "alaw_8000",
  "opus_48000_32",
  "opus_48000_64",
  "opus_48000_96",
  "opus_48000_128",
  "opus_48000_192",
  "wav_8000",
  "wav_16000",
  "wav_22050",
  "wav_24000",
  "wav_32000",
  "wav_44100",
  "wav_48000",
] as const;

export type ConvertOutputFormat = (typeof convertOutputFormats)[number];

/** Streaming endpoints (TTS stream, STS stream, sound generation): the same list without wav. */
export const streamOutputFormats = convertOutputFormats.filter((f) => !f.startsWith("wav_")) as Exclude<
  ConvertOutputFormat,
  `wav_${string}`
>[];

export type StreamOutputFormat = Exclude<ConvertOutputFormat, `wav_${string}`>;

export const defaultOutputFormat: ConvertOutputFormat = "mp3_44100_128";

export type AudioCodecName = "mp3" | "pcm" | "ulaw" | "alaw" | "opus" | "wav";

export interface OutputFormatSpec {
  format: ConvertOutputFormat;
  codec: AudioCodecName;
  sampleRate: number;
  /** kbps for mp3 and opus. */
  bitrate?: number;
}

/** Splits an output format id into codec, sample rate and bitrate. */
export function parseOutputFormat(format: ConvertOutputFormat): OutputFormatSpec {
  const [codec, rate, bitrate] = format.split("_");
  return {
    format,
    codec: codec as AudioCodecName,
    sampleRate: Number(rate),
    ...(bitrate ? { bitrate: Number(bitrate) } : {}),
  };
}

/** The Content-Type each codec is served with. */
export function contentTypeForCodec(codec: AudioCodecName): string {
  switch (codec) {
    case "mp3":
      return "audio/mpeg";
    case "pcm":
      return "audio/pcm";
    case "ulaw":
      return "audio/basic";
    case "alaw":
      return "audio/x-alaw-basic";
    case "opus":
      return "audio/ogg";
    case "wav":
      return "audio/wav";
  }
}
