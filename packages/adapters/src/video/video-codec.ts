import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * The MP4 video codec to encode with: H.264 through libx264 where this ffmpeg has it (every
 * browser plays it), else MPEG-4 Part 2, ffmpeg's built-in encoder, which still makes a valid MP4.
 * Asked once per ffmpeg executable.
 */
export async function videoCodecArgs(ffmpegPath: string): Promise<string[]> {
  let encoders = "";
  try {
    ({ stdout: encoders } = await run(ffmpegPath, ["-hide_banner", "-encoders"], {
      maxBuffer: 4 * 1024 * 1024,
    }));
  } catch {
    // Answered as a failed rendering when ffmpeg itself runs.
  }
  return /^\s*V\S*\s+libx264\s/m.test(encoders)
    ? ["-c:v", "libx264", "-preset", "veryfast", "-crf", "26", "-pix_fmt", "yuv420p"]
    : ["-c:v", "mpeg4", "-q:v", "4", "-pix_fmt", "yuv420p"];
}
