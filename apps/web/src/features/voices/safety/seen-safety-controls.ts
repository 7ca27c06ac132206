import type { Voice } from "@chorus/contract";
import { readStoredJson, writeStoredJson } from "../../../lib/browser-storage.ts";
import { type HeldControl, heldControl } from "./safety-controls.ts";

const storageKey = (workspaceId: string) => `chorus.voiceSafety.seen.${workspaceId}`;

type Seen = Record<string, HeldControl>;

function read(workspaceId: string): Seen | null {
  const stored = readStoredJson("local", storageKey(workspaceId));
  return stored && typeof stored === "object" ? (stored as Seen) : null;
}

/** Without storage the dialogs may show again, which is harmless. */
function write(workspaceId: string, seen: Seen): void {
  writeStoredJson("local", storageKey(workspaceId), seen);
}

export interface SafetyNotice {
  voiceId: string;
  name: string;
  control: HeldControl;
}

/**
 * Spec 001 §4: a newly seen BAN opens the voice-blocked dialog and a newly seen CAPTCHA the captcha
 * dialog; the first voice load opens none. This browser remembers, per workspace, the control it
 * last saw on each voice. The first load only records; later loads answer the voices whose control
 * is BAN or CAPTCHA and was not that when last seen (a new voice counts as not seen). Voices absent
 * from a (filtered) list keep what was recorded for them.
 */
export function noticeSafetyChanges(workspaceId: string, voices: readonly Voice[]): SafetyNotice[] {
  const seen = read(workspaceId);
  const next: Seen = { ...(seen ?? {}) };
  const notices: SafetyNotice[] = [];
  for (const voice of voices) {
    const control = heldControl(voice);
    if (control === null) {
      delete next[voice.voice_id];
      continue;
    }
    if (seen && seen[voice.voice_id] !== control)
      notices.push({ voiceId: voice.voice_id, name: voice.name ?? voice.voice_id, control });
    next[voice.voice_id] = control;
  }
  write(workspaceId, next);
  return notices;
}

/** Records a control this person set themselves (no dialog should announce it to them). */
export function markSafetyControlSeen(
  workspaceId: string,
  voiceId: string,
  control: HeldControl | null,
): void {
  const seen = read(workspaceId);
  if (!seen) return;
  if (control === null) delete seen[voiceId];
  else seen[voiceId] = control;
  write(workspaceId, seen);
}
