import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Runs `work` with the bytes in a temporary file, removed afterwards. */
async function withFile<T>(bytes: Uint8Array, work: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "chorus-video-test-"));
  try {
    const file = path.join(dir, "input.bin");
    await fs.writeFile(file, bytes);
    return await work(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk (which must come first), or an error if it is not a PNG. */
export function pngDimensions(bytes: Buffer): { width: number; height: number } {
  if (!bytes.subarray(0, 8).equals(pngSignature)) throw new Error("not a PNG signature");
  if (bytes.subarray(12, 16).toString("latin1") !== "IHDR") throw new Error("the first chunk is not IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export interface ProbedMedia {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; duration?: string }[];
  format: { format_name: string; duration: string };
}

/** What ffprobe sees in a media file. */
export function probeMedia(bytes: Uint8Array): Promise<ProbedMedia> {
  return withFile(bytes, async (file) => {
    const { stdout } = await run("ffprobe", [
      ...["-v", "error", "-show_streams", "-show_format", "-of", "json", file],
    ]);
    return JSON.parse(stdout) as ProbedMedia;
  });
}

export interface RgbImage {
  width: number;
  height: number;
  /** Packed RGB, 3 bytes per pixel, row by row. */
  pixels: Buffer;
}

/** One picture as RGB pixels: a PNG, or the frame of a video at `atSeconds`. */
export function decodeFrame(bytes: Uint8Array, atSeconds?: number): Promise<RgbImage> {
  return withFile(bytes, async (file) => {
    const seek = atSeconds === undefined ? [] : ["-ss", String(atSeconds)];
    const { stdout } = await run(
      "ffmpeg",
      [
        ...["-v", "error", ...seek, "-i", file, "-frames:v", "1"],
        ...["-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
      ],
      { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
    );
    const { streams } = await probeMedia(bytes);
    const video = streams.find((stream) => stream.codec_type === "video")!;
    return { width: video.width!, height: video.height!, pixels: stdout };
  });
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** `#rrggbb` → [r, g, b]. */
export const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** How many pixels in `box` differ from `color` by more than `tolerance` in some channel. */
export function pixelsUnlike(image: RgbImage, box: Box, color: number[], tolerance = 0): number {
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const at = (y * image.width + x) * 3;
      if ([0, 1, 2].some((c) => Math.abs(image.pixels[at + c]! - color[c]!) > tolerance)) count++;
    }
  }
  return count;
}

/** How many pixels differ between two images of the same size, inside `box` or outside it. */
export function pixelsDiffering(a: RgbImage, b: RgbImage, box: Box, where: "inside" | "outside"): number {
  let count = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const inside = x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
      if (inside !== (where === "inside")) continue;
      const at = (y * a.width + x) * 3;
      if (
        a.pixels[at] !== b.pixels[at] ||
        a.pixels[at + 1] !== b.pixels[at + 1] ||
        a.pixels[at + 2] !== b.pixels[at + 2]
      ) {
        count++;
      }
    }
  }
  return count;
}
