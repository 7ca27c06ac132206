/** Renders a history item as a picture or a video for sharing (spec 000 §4 "Video share"). */

/** Everything a frame shows; layout (wrapping, sizes, positions) is the renderer's business. */
export interface VideoScene {
  /** `#rrggbb` colours of the chosen theme. */
  colors: { background: string; text: string; muted: string; accent: string };
  /** The text to display, as the viewer should read it (audio tags already removed if asked). */
  text: string;
  /** Shown above the text. */
  voiceName: string;
  /** A visible line of text stamped on every frame, or null for none. */
  watermark: string | null;
  /** Mono 16-bit PCM of the item's audio: the waveform is drawn from it and the video plays it. */
  audio: { samples: Int16Array; sampleRate: number };
}

/** Why rendering did not produce anything. Only `reason` may reach a user; `message` is for the log. */
export type VideoRenderFailure = "busy" | "timeout" | "failed";

export class VideoRenderError extends Error {
  constructor(
    readonly reason: VideoRenderFailure,
    message: string,
  ) {
    super(message);
    this.name = "VideoRenderError";
  }
}

export interface VideoRenderer {
  /** A PNG still of the scene with the whole audio's waveform. */
  renderPreviewImage(scene: VideoScene): Promise<Uint8Array>;
  /** An MP4 as long as the audio, playing it under the scene with a moving waveform. */
  renderVideo(scene: VideoScene): Promise<Uint8Array>;
}
