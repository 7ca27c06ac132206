import { promptWords, wordForms } from "./prompt-words.ts";

/** How the prompt's adjectives change a recipe's sound. Neutral values: 1, 1, 0, 1. */
export interface PromptModifiers {
  /** Multiplies the recipe's frequencies. */
  pitch: number;
  /** Multiplies the automatic duration ("short", "long"). */
  lengthFactor: number;
  /** 0 near, 1 far away: muffled (low-passed), quieter and echoing. */
  distance: number;
  /** Output peak relative to the normal level ("loud" > 1 is pushed into soft clipping). */
  loudness: number;
}

const sets = {
  deep: ["deep", "low", "bass", "heavy", "huge", "giant", "big", "massive", "rumbling"],
  high: ["high", "small", "tiny", "little", "bright", "squeaky", "light", "thin"],
  short: ["short", "quick", "brief", "single", "one"],
  long: ["long", "extended", "continuous", "endless", "constant"],
  far: ["distant", "far", "faraway", "muffled", "remote", "echoing", "background"],
  loud: ["loud", "powerful", "intense", "strong", "violent", "massive", "huge"],
  quiet: ["quiet", "soft", "gentle", "subtle", "faint", "calm", "light"],
};

/**
 * Reads the modifiers from the prompt. `influence` (prompt_influence, 0 to 1) sets how far each one
 * goes: at 0 a "deep" explosion is only slightly lower, at 1 it is an octave down.
 */
export function promptModifiers(prompt: string, influence: number): PromptModifiers {
  const words = new Set(promptWords(prompt).flatMap(wordForms));
  const has = (list: readonly string[]) => list.some((word) => words.has(word));
  const strength = 0.25 + 0.75 * Math.min(Math.max(influence, 0), 1);
  const toward = (target: number) => 1 + (target - 1) * strength;
  let pitch = 1;
  if (has(sets.deep)) pitch *= toward(0.5);
  if (has(sets.high)) pitch *= toward(1.8);
  let lengthFactor = 1;
  if (has(sets.short)) lengthFactor *= toward(0.4);
  if (has(sets.long)) lengthFactor *= toward(2);
  let loudness = 1;
  if (has(sets.loud)) loudness *= toward(1.4);
  if (has(sets.quiet)) loudness *= toward(0.4);
  const distance = has(sets.far) ? strength : 0;
  return { pitch, lengthFactor, distance, loudness };
}
