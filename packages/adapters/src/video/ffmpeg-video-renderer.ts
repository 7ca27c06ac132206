import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { VideoRenderer, VideoScene } from "@chorus/domain";
import { ffmpegColor, filterValue } from "./filter-graph.ts";
import { RenderQueue } from "./render-queue.ts";
import { runFfmpeg } from "./run-ffmpeg.ts";
import {
  contentWidth,
  fitLine,
  frame,
  layoutText,
  progressBox,
  textBox,
  voiceNameBox,
  watermarkBox,
  waveformBox,
} from "./scene-layout.ts";
import { videoCodecArgs } from "./video-codec.ts";

export interface FfmpegVideoRendererOptions {
  /** The ffmpeg executable (default `ffmpeg` on PATH). */
  ffmpegPath?: string;
  /** TrueType fonts for the text and for the voice name; default DejaVu Sans (Debian's fonts-dejavu-core), else fontconfig's "Sans". */
  fontFile?: string;
  boldFontFile?: string;
  /** Videos rendered at once (default: half the cores, at least one); more wait, up to `maxWaiting`. */
  maxConcurrentVideos?: number;
  /** Preview images rendered at once (default 2). */
  maxConcurrentPreviews?: number;
  /** Requests that may wait for a slot before new ones are refused as busy (default 8 per kind). */
  maxWaiting?: number;
  /** A preview image taking longer is stopped (default 30 s). */
  previewTimeoutMs?: number;
  /** A video taking longer than `baseMs + perAudioSecondMs × its length` is stopped (default 60 s + 3 s per second). */
  videoTimeout?: { baseMs: number; perAudioSecondMs: number };
  /** Where the per-rendering working folders go (default the OS temp folder). */
  tempDir?: string;
}

const defaultFonts = {
  regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
};
const framesPerSecond = 25;

interface Fonts {
  /** drawtext options naming the font: `fontfile=…` or a fontconfig `font=…`. */
  regular: string;
  bold: string;
}

async function fontOption(file: string, fallbackPattern: string): Promise<string> {
  try {
    await fs.access(file);
    return `fontfile=${filterValue(file)}`;
  } catch {
    return `font=${filterValue(fallbackPattern)}`;
  }
}

/** Seconds of audio, never zero (an empty item still makes a valid, very short video). */
function audioSeconds(scene: VideoScene): number {
  return Math.max(scene.audio.samples.length / scene.audio.sampleRate, 0.1);
}

/**
 * The audio as raw 16-bit PCM in the working folder, with the ffmpeg input options that describe
 * it; an empty item gets a tenth of a second of silence.
 */
async function writeAudio(dir: string, scene: VideoScene): Promise<string[]> {
  const { samples, sampleRate } = scene.audio;
  const pcm =
    samples.length > 0
      ? Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)
      : Buffer.alloc(Math.ceil(sampleRate / 10) * 2);
  await fs.writeFile(path.join(dir, "audio.pcm"), pcm);
  const format = os.endianness() === "LE" ? "s16le" : "s16be";
  return ["-f", format, "-ar", String(sampleRate), "-ac", "1", "-i", "audio.pcm"];
}

/**
 * The drawtext filters of the still part of a frame: the voice name, the text (laid out by
 * `layoutText`, centred in its block) and the watermark. Every text goes through a file in the
 * working folder with expansion off, so no character of it is ever read as filter syntax.
 */
async function writeCardFilters(dir: string, scene: VideoScene, fonts: Fonts): Promise<string[]> {
  const filters: string[] = [];
  const draw = async (name: string, text: string, font: string, options: string) => {
    await fs.writeFile(path.join(dir, name), text, "utf8");
    filters.push(`drawtext=${font}:textfile=${filterValue(name)}:expansion=none:${options}`);
  };
  const { colors } = scene;
  const voiceName = fitLine(scene.voiceName.trim(), contentWidth, voiceNameBox.fontSize);
  if (voiceName) {
    await draw(
      "voice.txt",
      voiceName,
      fonts.bold,
      `fontsize=${voiceNameBox.fontSize}:fontcolor=${ffmpegColor(colors.accent)}:x=${voiceNameBox.x}:y=${voiceNameBox.y}`,
    );
  }
  const layout = layoutText(scene.text);
  const blockHeight = layout.lines.length * layout.lineHeight;
  const top = textBox.top + Math.max(0, Math.round((textBox.bottom - textBox.top - blockHeight) / 2));
  for (const [index, line] of layout.lines.entries()) {
    if (!line.trim()) continue;
    await draw(
      `line-${index}.txt`,
      line,
      fonts.regular,
      `fontsize=${layout.fontSize}:fontcolor=${ffmpegColor(colors.text)}:x=${textBox.x}:y=${top + index * layout.lineHeight}`,
    );
  }
  if (scene.watermark) {
    await draw(
      "watermark.txt",
      scene.watermark,
      fonts.regular,
      [
        `fontsize=${watermarkBox.fontSize}`,
        `fontcolor=${ffmpegColor(colors.text, 0.9)}`,
        "box=1",
        `boxcolor=${ffmpegColor(colors.accent, 0.3)}`,
        "boxborderw=10",
        `x=w-tw-${watermarkBox.right}`,
        `y=h-th-${watermarkBox.bottom}`,
      ].join(":"),
    );
  }
  return filters;
}

/** The background colour source of one frame, followed by the card's text. */
function cardSource(scene: VideoScene, filters: string[]): string {
  const background = `color=c=${ffmpegColor(scene.colors.background)}:s=${frame.width}x${frame.height}:d=1`;
  return [background, ...filters].join(",");
}

/** The waveform filters' shared look: the theme's accent, square-root scaled so quiet speech still shows. */
const waveLook = (scene: VideoScene) =>
  `s=${waveformBox.width}x${waveformBox.height}:colors=${ffmpegColor(scene.colors.accent)}:scale=sqrt:draw=full`;

/**
 * Preview images and videos of history items, drawn by ffmpeg child processes (so rendering never
 * runs on the event loop): a themed card with the voice name, the wrapped text, the waveform and,
 * below Creator, the watermark. Each rendering works in its own temporary folder, removed
 * afterwards whatever happens; concurrency is bounded per kind and every run has a time limit.
 */
export function ffmpegVideoRenderer(options: FfmpegVideoRendererOptions = {}): VideoRenderer {
  const ffmpegPath = options.ffmpegPath ?? "ffmpeg";
  const maxWaiting = options.maxWaiting ?? 8;
  const videoSlots = options.maxConcurrentVideos ?? Math.max(1, Math.floor(os.availableParallelism() / 2));
  const videos = new RenderQueue(videoSlots, maxWaiting);
  const previews = new RenderQueue(options.maxConcurrentPreviews ?? 2, maxWaiting);
  const previewTimeoutMs = options.previewTimeoutMs ?? 30_000;
  const videoTimeout = options.videoTimeout ?? { baseMs: 60_000, perAudioSecondMs: 3_000 };
  let fonts: Promise<Fonts> | undefined;
  let codec: Promise<string[]> | undefined;
  const loadFonts = () => {
    fonts ??= Promise.all([
      fontOption(options.fontFile ?? defaultFonts.regular, "Sans"),
      fontOption(options.boldFontFile ?? defaultFonts.bold, "Sans:style=Bold"),
    ]).then(([regular, bold]) => ({ regular, bold }));
    return fonts;
  };

  async function inWorkingFolder<T>(work: (dir: string) => Promise<T>): Promise<T> {
    const dir = await fs.mkdtemp(path.join(options.tempDir ?? os.tmpdir(), "chorus-video-"));
    try {
      return await work(dir);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  return {
    renderPreviewImage: (scene) =>
      previews.run(() =>
        inWorkingFolder(async (dir) => {
          const audioInput = await writeAudio(dir, scene);
          const card = cardSource(scene, await writeCardFilters(dir, scene, await loadFonts()));
          const graph = [
            `${card}[card]`,
            `[0:a]showwavespic=${waveLook(scene)}[wave]`,
            `[card][wave]overlay=${waveformBox.x}:${waveformBox.y}:format=auto,format=rgb24[out]`,
          ].join(";\n");
          await fs.writeFile(path.join(dir, "preview.graph"), graph, "utf8");
          await runFfmpeg(
            ffmpegPath,
            [
              ...audioInput,
              ...["-filter_complex_script", "preview.graph", "-map", "[out]"],
              ...["-frames:v", "1", "-c:v", "png", "-f", "image2", "preview.png"],
            ],
            { cwd: dir, timeoutMs: previewTimeoutMs },
          );
          return new Uint8Array(await fs.readFile(path.join(dir, "preview.png")));
        }),
      ),

    renderVideo: (scene) =>
      videos.run(() =>
        inWorkingFolder(async (dir) => {
          const seconds = audioSeconds(scene);
          const duration = seconds.toFixed(3);
          const timeoutMs = videoTimeout.baseMs + Math.ceil(seconds * videoTimeout.perAudioSecondMs);
          const started = Date.now();
          const audioInput = await writeAudio(dir, scene);
          // The still card is drawn once; the video loops that one frame instead of redrawing text 25 times a second.
          const card = cardSource(scene, await writeCardFilters(dir, scene, await loadFonts()));
          await fs.writeFile(path.join(dir, "card.graph"), `${card}[out]`, "utf8");
          await runFfmpeg(
            ffmpegPath,
            ["-filter_complex_script", "card.graph", "-map", "[out]", "-frames:v", "1", "card.png"],
            { cwd: dir, timeoutMs },
          );
          const rate = framesPerSecond;
          const bar = `s=${progressBox.width}x${progressBox.height}:r=${rate}:d=${duration}`;
          const graph = [
            `[0:v]format=yuv420p,loop=loop=-1:size=1:start=0,fps=${rate},trim=duration=${duration}[bg]`,
            "[1:a]asplit=2[sound][visual]",
            `[visual]showwaves=${waveLook(scene)}:mode=cline:rate=${rate},format=yuva420p[wave]`,
            `color=c=${ffmpegColor(scene.colors.muted)}:${bar}[track]`,
            `color=c=${ffmpegColor(scene.colors.accent)}:${bar}[fill]`,
            // The played part slides in from the left: at time t, t/duration of the bar is filled.
            `[track][fill]overlay=x='-w+w*t/${duration}':y=0:shortest=1[progress]`,
            `[bg][wave]overlay=${waveformBox.x}:${waveformBox.y}:shortest=1[base]`,
            `[base][progress]overlay=${progressBox.x}:${progressBox.y}:shortest=1,format=yuv420p[picture]`,
          ].join(";\n");
          await fs.writeFile(path.join(dir, "video.graph"), graph, "utf8");
          codec ??= videoCodecArgs(ffmpegPath);
          await runFfmpeg(
            ffmpegPath,
            [
              ...["-i", "card.png", ...audioInput],
              ...["-filter_complex_script", "video.graph", "-map", "[picture]", "-map", "[sound]"],
              ...(await codec),
              ...["-threads", "2", "-c:a", "aac", "-b:a", "128k", "-ar", "44100"],
              ...["-t", duration, "-movflags", "+faststart", "-f", "mp4", "video.mp4"],
            ],
            { cwd: dir, timeoutMs: Math.max(1, timeoutMs - (Date.now() - started)) },
          );
          return new Uint8Array(await fs.readFile(path.join(dir, "video.mp4")));
        }),
      ),
  };
}
