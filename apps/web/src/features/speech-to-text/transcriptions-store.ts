import { speechToTextUploadBytes } from "@chorus/contract";
import { useSyncExternalStore } from "react";
import { errorMessage } from "../../lib/api/error-message.ts";
import { getSessionState, subscribeSession } from "../../lib/auth/session.ts";
import { readStoredJson, writeStoredJson } from "../../lib/browser-storage.ts";
import { transcribeFile } from "./api/speech-to-text-api.ts";
import { segmentsFromResponse, type TranscriptDocument } from "./transcript/transcript-model.ts";
import {
  defaultTranscriptionOptions,
  maxFilesAtOnce,
  type TranscriptionOptions,
} from "./transcription-options.ts";

export type TranscriptionStatus = "uploading" | "transcribing" | "done" | "failed";

/** One file on the page: its upload and transcription, then its transcript. */
export interface TranscriptionItem {
  id: string;
  fileName: string;
  fileSize: number;
  status: TranscriptionStatus;
  /** Upload progress, 0–1. */
  fraction: number;
  error: string | null;
  /** An object URL of the file for playback; null after a reload (files are not kept). */
  audioUrl: string | null;
  document: TranscriptDocument | null;
  options: TranscriptionOptions;
}

interface State {
  items: TranscriptionItem[];
  selectedId: string | null;
}

/** Recent transcripts kept for switching between them; older ones drop off the list. */
const keptTranscripts = 10;

let state: State = { items: [], selectedId: null };
let storageKey: string | null = null;
const files = new Map<string, File>();
const controllers = new Map<string, AbortController>();
const listeners = new Set<() => void>();

function emit(next: State): void {
  state = next;
  persist();
  for (const listener of listeners) listener();
}

function patch(id: string, change: Partial<TranscriptionItem>): void {
  emit({ ...state, items: state.items.map((item) => (item.id === id ? { ...item, ...change } : item)) });
}

/**
 * Finished transcripts live in sessionStorage (this tab only, gone when it closes), under the
 * signed-in user and workspace, so a reload keeps them and another account never sees them. The
 * audio is not stored: after a reload the person can pick the file again to listen.
 */
function keyFor(): string | null {
  const session = getSessionState();
  return session.userId && session.workspaceId
    ? `chorus.speech-to-text.${session.userId}.${session.workspaceId}`
    : null;
}

function persist(): void {
  if (!storageKey) return;
  const kept = state.items
    .filter((item) => item.status === "done" && item.document)
    .map((item) => ({ ...item, audioUrl: null }));
  // Storage full or off: the transcripts still live for this page.
  writeStoredJson("session", storageKey, { items: kept, selectedId: state.selectedId });
}

function restore(key: string | null): State {
  if (!key) return { items: [], selectedId: null };
  // A damaged entry is dropped.
  const saved = readStoredJson("session", key) as State | undefined;
  return saved && Array.isArray(saved.items) ? saved : { items: [], selectedId: null };
}

/** Follows the session: another user or workspace gets its own list; signing out empties the page. */
function syncWithSession(): void {
  const key = keyFor();
  if (key === storageKey) return;
  for (const controller of controllers.values()) controller.abort();
  for (const item of state.items) if (item.audioUrl) URL.revokeObjectURL(item.audioUrl);
  files.clear();
  storageKey = key;
  state = restore(key);
  for (const listener of listeners) listener();
}

subscribeSession(syncWithSession);

export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) syncWithSession();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTranscriptions(): State {
  return useSyncExternalStore(subscribe, () => state);
}

export function activeCount(): number {
  return state.items.filter((item) => item.status === "uploading" || item.status === "transcribing").length;
}

async function run(id: string): Promise<void> {
  const file = files.get(id);
  const item = state.items.find((candidate) => candidate.id === id);
  if (!file || !item) return;
  const controller = new AbortController();
  controllers.set(id, controller);
  patch(id, { status: "uploading", fraction: 0, error: null });
  try {
    const response = await transcribeFile(
      file,
      item.options,
      (fraction) => {
        const current = state.items.find((candidate) => candidate.id === id);
        if (current?.status !== "uploading") return;
        patch(id, fraction >= 1 ? { status: "transcribing", fraction: 1 } : { fraction });
      },
      controller.signal,
    );
    const document: TranscriptDocument = {
      id,
      fileName: file.name,
      createdAt: Date.now(),
      languageCode: response.language_code,
      durationSeconds: response.audio_duration_secs ?? null,
      segments: segmentsFromResponse(response),
      speakerNames: {},
      timed: item.options.timestampsGranularity !== "none",
    };
    patch(id, { status: "done", document });
    if (!state.selectedId || !state.items.some((other) => other.id === state.selectedId && other.document)) {
      emit({ ...state, selectedId: id });
    }
  } catch (error) {
    if (controller.signal.aborted) return;
    patch(id, { status: "failed", error: errorMessage(error) });
  } finally {
    controllers.delete(id);
  }
}

export type AddRefusal = { fileName: string; reason: "tooMany" | "tooLarge" | "notAudio" };

/**
 * Starts transcribing `added` with `options`. At most 3 files transcribe at once (spec 001 §9);
 * files past that, larger than 1,000 MB or neither audio nor video are refused and reported.
 */
export function addFiles(added: readonly File[], options: TranscriptionOptions): AddRefusal[] {
  const refusals: AddRefusal[] = [];
  const started: TranscriptionItem[] = [];
  let room = maxFilesAtOnce - activeCount();
  for (const file of added) {
    const mediaType = file.type.split("/")[0];
    const looksLikeMedia =
      mediaType === "audio" || mediaType === "video" || (!file.type && /\.\w{2,4}$/.test(file.name));
    if (!looksLikeMedia) refusals.push({ fileName: file.name, reason: "notAudio" });
    else if (file.size > speechToTextUploadBytes) refusals.push({ fileName: file.name, reason: "tooLarge" });
    else if (room <= 0) refusals.push({ fileName: file.name, reason: "tooMany" });
    else {
      room -= 1;
      const id = crypto.randomUUID();
      files.set(id, file);
      started.push({
        id,
        fileName: file.name,
        fileSize: file.size,
        status: "uploading",
        fraction: 0,
        error: null,
        audioUrl: URL.createObjectURL(file),
        document: null,
        options,
      });
    }
  }
  if (started.length > 0) {
    const items = [...started, ...state.items];
    // Drop the oldest finished transcripts past the kept number (never one in progress).
    while (items.length > keptTranscripts) {
      const oldest = items.findLastIndex((item) => item.status === "done" || item.status === "failed");
      if (oldest < 0) break;
      const [dropped] = items.splice(oldest, 1);
      forget(dropped!);
    }
    emit({ ...state, items });
    for (const item of started) void run(item.id);
  }
  return refusals;
}

function forget(item: TranscriptionItem): void {
  controllers.get(item.id)?.abort();
  if (item.audioUrl) URL.revokeObjectURL(item.audioUrl);
  files.delete(item.id);
}

/** Stops a file's upload or transcription and takes it off the list. */
export function removeItem(id: string): void {
  const item = state.items.find((candidate) => candidate.id === id);
  if (!item) return;
  forget(item);
  const items = state.items.filter((candidate) => candidate.id !== id);
  const selectedId =
    state.selectedId === id ? (items.find((other) => other.document)?.id ?? null) : state.selectedId;
  emit({ items, selectedId });
}

/** Sends a failed file again with the same options (only while the page still has the file). */
export function retryItem(id: string): boolean {
  if (!files.has(id) || activeCount() >= maxFilesAtOnce) return false;
  void run(id);
  return true;
}

export function canRetry(id: string): boolean {
  return files.has(id);
}

export function selectItem(id: string): void {
  if (state.selectedId !== id) emit({ ...state, selectedId: id });
}

/** Applies an edit (segment text, speaker name) to a transcript. */
export function updateDocument(
  id: string,
  change: (document: TranscriptDocument) => TranscriptDocument,
): void {
  const item = state.items.find((candidate) => candidate.id === id);
  if (!item?.document) return;
  patch(id, { document: change(item.document) });
}

/** Plays a file picked again after a reload alongside its transcript. */
export function attachAudio(id: string, file: File): void {
  const item = state.items.find((candidate) => candidate.id === id);
  if (!item) return;
  if (item.audioUrl) URL.revokeObjectURL(item.audioUrl);
  files.set(id, file);
  patch(id, { audioUrl: URL.createObjectURL(file) });
}

/**
 * Puts a live transcription's committed sentences into the list as a transcript of its own (one
 * segment per sentence, without word times) and selects it, so it can be edited and exported.
 */
export function addLiveTranscript(name: string, sentences: readonly string[]): void {
  const id = crypto.randomUUID();
  const document: TranscriptDocument = {
    id,
    fileName: name,
    createdAt: Date.now(),
    languageCode: "eng",
    durationSeconds: null,
    segments: sentences.map((sentence, index) => ({
      id: `s${index}`,
      speakerId: "speaker_0",
      words: sentence
        .split(/\s+/)
        .filter(Boolean)
        .map((text) => ({ text, start: null, end: null, event: false })),
    })),
    speakerNames: {},
    timed: false,
  };
  const item: TranscriptionItem = {
    id,
    fileName: name,
    fileSize: 0,
    status: "done",
    fraction: 1,
    error: null,
    audioUrl: null,
    document,
    options: { ...defaultTranscriptionOptions, timestampsGranularity: "none" },
  };
  emit({ items: [item, ...state.items], selectedId: id });
}
