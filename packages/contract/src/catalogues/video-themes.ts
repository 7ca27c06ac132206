/**
 * The looks a history item can be shared in as a video or preview image (spec 000 §4 "Video
 * share": a theme is chosen first). The server's renderer paints with these colours and the web
 * app shows them as swatches, so both read them from here. Colours are `#rrggbb`.
 */
export const videoThemeIds = ["midnight", "sunrise", "forest", "paper"] as const;
export type VideoThemeId = (typeof videoThemeIds)[number];

export interface VideoThemeColors {
  /** The canvas. */
  background: string;
  /** The spoken text. */
  text: string;
  /** Secondary text and the unplayed part of the progress bar. */
  muted: string;
  /** The voice name, the waveform and the played part of the progress bar. */
  accent: string;
}

export const videoThemes: Record<VideoThemeId, VideoThemeColors> = {
  midnight: { background: "#0f172a", text: "#f8fafc", muted: "#475569", accent: "#38bdf8" },
  sunrise: { background: "#fff1e6", text: "#431407", muted: "#fdba74", accent: "#ea580c" },
  forest: { background: "#0f2e1f", text: "#ecfdf5", muted: "#2f5a45", accent: "#4ade80" },
  paper: { background: "#fafaf9", text: "#1c1917", muted: "#d6d3d1", accent: "#57534e" },
};

/** The theme used when a request names none. */
export const defaultVideoTheme: VideoThemeId = "midnight";
