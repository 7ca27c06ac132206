export { type AudioEncodingOptions, createAudioEncoding } from "./create-audio-encoding.ts";
export { ffmpegAudioDecoding } from "./ffmpeg-decoder.ts";
export { decodeG711 } from "./g711.ts";
export { type Loudness, measureLoudness } from "./loudness.ts";
export { createResampler, type StreamingResampler } from "./resampler.ts";
export { changeSpeed, shiftPitch } from "./sonic.ts";
export { applySpeakerBoost } from "./speaker-boost.ts";
export { warmUpAudioEncoding } from "./warm-up-encoding.ts";
export { wavHeader } from "./wav-writer.ts";
