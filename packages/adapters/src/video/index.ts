export { type FfmpegVideoRendererOptions, ffmpegVideoRenderer } from "./ffmpeg-video-renderer.ts";
