import { useSyncExternalStore } from "react";
import { decodeAudio } from "../../lib/audio/decode-audio.ts";

/** Spec 000 §4: the bottom player's states (plus `error` when loading failed). */
export type PlayerStatus = "empty" | "loading" | "ready" | "playing" | "paused" | "ended" | "error";

/** Spec 000 §2 and §9: the playback speeds offered. */
export const playbackSpeeds = [0.8, 1, 1.2, 1.5, 2] as const;
/** Spec 000 §4: feedback is offered after this much playback, or at the end. */
export const feedbackAfterSeconds = 3;

export interface PlayerTrack {
  title: string;
  subtitle?: string;
  /** The history item behind the audio, when there is one (feedback and download need it). */
  historyItemId?: string | null;
  fileName?: string;
}

export interface PlayerState {
  status: PlayerStatus;
  track: PlayerTrack | null;
  error: string | null;
  currentTime: number;
  duration: number;
  speed: number;
  /** Normalised peak per waveform bar (0–1), once the audio is decoded. */
  peaks: number[] | null;
  /** True once 3 s have played or the audio reached its end. */
  feedbackOffered: boolean;
  feedbackSent: boolean;
  objectUrl: string | null;
}

const initial: PlayerState = {
  status: "empty",
  track: null,
  error: null,
  currentTime: 0,
  duration: 0,
  speed: 1,
  peaks: null,
  feedbackOffered: false,
  feedbackSent: false,
  objectUrl: null,
};

let state: PlayerState = initial;
const listeners = new Set<() => void>();
let audio: HTMLAudioElement | null = null;
let loadToken = 0;

function set(patch: Partial<PlayerState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** The one audio element every page plays through (created on first use). */
export function playerAudio(): HTMLAudioElement {
  if (audio) return audio;
  const element = document.createElement("audio");
  element.preload = "auto";
  element.dataset.testid = "player-audio";
  element.addEventListener("loadedmetadata", () => {
    set({ duration: Number.isFinite(element.duration) ? element.duration : 0 });
  });
  element.addEventListener("durationchange", () => {
    if (Number.isFinite(element.duration)) set({ duration: element.duration });
  });
  element.addEventListener("timeupdate", () => {
    const patch: Partial<PlayerState> = { currentTime: element.currentTime };
    if (element.currentTime >= feedbackAfterSeconds) patch.feedbackOffered = true;
    set(patch);
  });
  element.addEventListener("play", () => set({ status: "playing" }));
  element.addEventListener("pause", () => {
    if (state.status === "playing") set({ status: element.ended ? "ended" : "paused" });
  });
  element.addEventListener("ended", () => {
    // Spec 000 §4: at the end the position goes back to the start and feedback is offered.
    element.currentTime = 0;
    set({ status: "ended", currentTime: 0, feedbackOffered: true });
  });
  audio = element;
  return element;
}

/** A download or generation for the player has started. */
export function startLoading(track: PlayerTrack): number {
  loadToken += 1;
  const element = playerAudio();
  element.pause();
  set({ ...initial, speed: state.speed, status: "loading", track, objectUrl: state.objectUrl });
  return loadToken;
}

export function failLoading(token: number, message: string): void {
  if (token !== loadToken) return;
  set({ status: "error", error: message });
}

/** Puts finished audio in the player (and plays it when `autoplay`). */
export async function loadBlob(
  token: number,
  blob: Blob,
  track: PlayerTrack,
  autoplay = true,
): Promise<void> {
  if (token !== loadToken) return;
  const element = playerAudio();
  if (state.objectUrl) URL.revokeObjectURL(state.objectUrl);
  const url = URL.createObjectURL(blob);
  element.src = url;
  element.playbackRate = state.speed;
  set({
    status: "ready",
    track,
    error: null,
    currentTime: 0,
    duration: 0,
    peaks: null,
    feedbackOffered: false,
    feedbackSent: false,
    objectUrl: url,
  });
  void decodeAudio(blob, 160).then((decoded) => {
    const peaks = decoded?.peaks ?? null;
    if (token === loadToken && peaks) set({ peaks });
  });
  if (autoplay) await play();
}

export async function play(): Promise<void> {
  if (state.status === "empty" || state.status === "loading" || state.status === "error") return;
  const element = playerAudio();
  element.playbackRate = state.speed;
  try {
    await element.play();
  } catch {
    // The browser refused autoplay: the audio stays ready for the play button.
  }
}

export function pause(): void {
  playerAudio().pause();
}

export function toggle(): void {
  if (state.status === "playing") pause();
  else void play();
}

export function seek(seconds: number): void {
  const element = playerAudio();
  const duration = state.duration || element.duration || 0;
  const target = Math.max(0, Math.min(seconds, duration > 0 ? duration - 0.01 : 0));
  element.currentTime = target;
  set({ currentTime: target, status: state.status === "ended" ? "paused" : state.status });
}

export function skip(delta: number): void {
  seek(playerAudio().currentTime + delta);
}

export function setSpeed(speed: number): void {
  playerAudio().playbackRate = speed;
  set({ speed });
}

export function markFeedbackSent(): void {
  set({ feedbackSent: true });
}

export function closePlayer(): void {
  loadToken += 1;
  const element = playerAudio();
  element.pause();
  element.removeAttribute("src");
  if (state.objectUrl) URL.revokeObjectURL(state.objectUrl);
  set({ ...initial, speed: state.speed });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlayer(): PlayerState {
  return useSyncExternalStore(subscribe, () => state);
}
