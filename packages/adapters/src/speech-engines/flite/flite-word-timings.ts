import type { WordTiming } from "@chorus/domain";
import { textWords } from "../shared/text-words.ts";
import { englishNumberWords } from "./english-number-words.ts";

/** One phone from Flite's `-psdur` output: `pau:0.164 hh:0.255 …` (phone:end time in seconds). */
export interface FlitePhone {
  phone: string;
  endSec: number;
}

/** A word's pronunciation as ARPAbet phones (CMU dictionary style, stress digits allowed), if known. */
export type Pronounce = (word: string) => string[] | undefined;

export function parsePhoneDurations(output: string): FlitePhone[] {
  const phones: FlitePhone[] = [];
  for (const match of output.matchAll(/([a-z]+):(\d+(?:\.\d+)?)/g)) {
    phones.push({ phone: match[1]!, endSec: Number(match[2]) });
  }
  return phones;
}

/** Past this many alignment cells (≈ 2 000 phones squared) words are placed proportionally instead. */
const maxAlignmentCells = 4_000_000;
const wildcard = "*";

/**
 * Word timings for Flite audio, which reports phones with end times but not which word each belongs to.
 * Each word's expected phones come from the CMU pronouncing dictionary (digits read as English numbers,
 * unknown words estimated at 0.8 phones per letter as wildcards); an edit-distance alignment of Flite's
 * phones against that sequence (pauses free) then gives every phone its word, even where Flite's lexicon,
 * number reading or letter-to-sound rules differ from the dictionary. A word spans its first phone's start to
 * its last phone's end (clamped to the audio); a word that got no phone is an empty moment where it would be.
 */
export function fliteWordTimings(
  text: string,
  phones: readonly FlitePhone[],
  audioMs: number,
  pronounce: Pronounce,
): WordTiming[] {
  const words = textWords(text);
  if (words.length === 0) return [];
  const expected = words.map((word) => expectedPhones(word.text, pronounce));
  const owner =
    (phones.length + 1) * (expected.flat().length + 1) <= maxAlignmentCells
      ? alignPhones(phones, expected)
      : distributePhones(phones, expected);

  const first = new Float64Array(words.length).fill(Number.POSITIVE_INFINITY);
  const last = new Float64Array(words.length).fill(Number.NEGATIVE_INFINITY);
  phones.forEach((phone, i) => {
    const w = owner[i]!;
    if (w < 0) return;
    first[w] = Math.min(first[w]!, i === 0 ? 0 : phones[i - 1]!.endSec * 1000);
    last[w] = Math.max(last[w]!, phone.endSec * 1000);
  });
  const timings: WordTiming[] = [];
  let previousEnd = 0;
  words.forEach((word, w) => {
    const spoken = Number.isFinite(first[w]!);
    // Diphone voices report a final pause past the end of the audio, hence the clamp.
    const startMs = Math.min(Math.max(spoken ? first[w]! : previousEnd, previousEnd), audioMs);
    const endMs = Math.min(Math.max(spoken ? last[w]! : startMs, startMs), audioMs);
    timings.push({ charStart: word.charStart, charEnd: word.charEnd, startMs, endMs });
    previousEnd = endMs;
  });
  return timings;
}

/** Expected phones of one written word (lower-case ARPAbet without stress; `*` = any phone). */
export function expectedPhones(word: string, pronounce: Pronounce): string[] {
  const lower = word.toLowerCase();
  const whole = lookup(lower, pronounce);
  if (whole) return whole;
  const phones: string[] = [];
  for (const part of lower.match(/\p{N}+|[\p{L}\p{M}']+/gu) ?? []) {
    if (/^\p{N}+$/u.test(part)) {
      const spoken = /^\d+$/.test(part) ? englishNumberWords(part) : [];
      for (const numberWord of spoken)
        phones.push(...(lookup(numberWord, pronounce) ?? estimate(numberWord)));
      if (spoken.length === 0) phones.push(...estimate(part));
    } else {
      phones.push(...(lookup(part, pronounce) ?? estimate(part)));
    }
  }
  return phones.length > 0 ? phones : estimate(lower);
}

function lookup(word: string, pronounce: Pronounce): string[] | undefined {
  const plain = word.normalize("NFD").replace(/\p{M}/gu, "");
  const phones = pronounce(word) ?? (plain !== word ? pronounce(plain) : undefined);
  return phones?.map((phone) => phone.replace(/\d/g, "").toLowerCase());
}

const estimate = (word: string) => Array<string>(Math.max(1, Math.round(word.length * 0.8))).fill(wildcard);

const vowels = new Set("aa ae ah ao aw ax axr ay eh er ey ih ix iy ow oy uh uw".split(" "));
const sameSound: Record<string, string> = { ax: "ah", ix: "ih", axr: "er" };
const canonical = (phone: string) => sameSound[phone] ?? phone;

function substitutionCost(spoken: string, written: string): number {
  if (written === wildcard) return 0.4;
  if (canonical(spoken) === canonical(written)) return 0;
  const spokenVowel = vowels.has(spoken);
  return spokenVowel === vowels.has(written) ? (spokenVowel ? 0.7 : 0.8) : 1.4;
}

enum Step {
  Match = 1,
  Spoken = 2,
  Written = 3,
}

/** For each spoken phone, the index of its word (-1 for pauses and phones no word claims). */
function alignPhones(phones: readonly FlitePhone[], expected: string[][]): Int32Array {
  const written = expected.flat();
  const writtenWord = expected.flatMap((phonesOfWord, w) => phonesOfWord.map(() => w));
  const n = phones.length;
  const m = written.length;
  const steps = new Uint8Array((n + 1) * (m + 1));
  let previous = new Float64Array(m + 1);
  let current = new Float64Array(m + 1);
  for (let j = 1; j <= m; j++) {
    previous[j] = j;
    steps[j] = Step.Written;
  }
  for (let i = 1; i <= n; i++) {
    const spoken = phones[i - 1]!.phone;
    const isPause = spoken === "pau";
    current[0] = previous[0]! + (isPause ? 0 : 1);
    steps[i * (m + 1)] = Step.Spoken;
    for (let j = 1; j <= m; j++) {
      // An estimated word's phone count is a guess, so extra or missing phones are cheaper inside it: a
      // surplus then stays in the unknown word instead of spilling into a known neighbour.
      const gap = written[j - 1] === wildcard ? 0.6 : 1;
      let best = previous[j]! + (isPause ? 0 : gap);
      let step = Step.Spoken;
      const skipWritten = current[j - 1]! + gap;
      if (skipWritten < best) {
        best = skipWritten;
        step = Step.Written;
      }
      if (!isPause) {
        const match = previous[j - 1]! + substitutionCost(spoken, written[j - 1]!);
        if (match <= best) {
          best = match;
          step = Step.Match;
        }
      }
      current[j] = best;
      steps[i * (m + 1) + j] = step;
    }
    [previous, current] = [current, previous];
  }

  const owner = new Int32Array(n).fill(-1);
  for (let i = n, j = m; i > 0 || j > 0; ) {
    const step = steps[i * (m + 1) + j];
    if (step === Step.Match) owner[--i] = writtenWord[--j]!;
    else if (step === Step.Spoken) i--;
    else j--;
  }
  claimUnmatched(phones, owner);
  return owner;
}

/** A spoken phone the alignment left unmatched joins the word before it (or after it) within its phrase. */
function claimUnmatched(phones: readonly FlitePhone[], owner: Int32Array): void {
  let last = -1;
  for (let i = 0; i < phones.length; i++) {
    if (phones[i]!.phone === "pau") last = -1;
    else if (owner[i]! >= 0) last = owner[i]!;
    else owner[i] = last;
  }
  let next = -1;
  for (let i = phones.length - 1; i >= 0; i--) {
    if (phones[i]!.phone === "pau") next = -1;
    else if (owner[i]! >= 0) next = owner[i]!;
    else owner[i] = next;
  }
}

/** Fallback for very long inputs: spoken phones shared out in order, in proportion to expected counts. */
function distributePhones(phones: readonly FlitePhone[], expected: string[][]): Int32Array {
  const owner = new Int32Array(phones.length).fill(-1);
  const spoken = phones.flatMap((phone, i) => (phone.phone === "pau" ? [] : [i]));
  const total = expected.reduce((sum, word) => sum + word.length, 0);
  let before = 0;
  expected.forEach((word, w) => {
    const from = Math.floor((spoken.length * before) / total);
    before += word.length;
    const to = Math.floor((spoken.length * before) / total);
    for (let k = from; k < to; k++) owner[spoken[k]!] = w;
  });
  return owner;
}
