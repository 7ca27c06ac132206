import type { DetectedAudioEvent } from "../ports/audio-events.ts";
import type { TranscribedWord } from "../ports/transcription.ts";

/** Event names engines write in several ways, each mapped to the one Chorus reports. */
const eventNames: Record<string, string> = {
  laugh: "laughter",
  laughs: "laughter",
  laughing: "laughter",
  laughter: "laughter",
  music: "music",
  "♪": "music",
  "♫": "music",
  noise: "noise",
  nsn: "noise",
  applause: "applause",
  clapping: "applause",
  cough: "cough",
  coughs: "cough",
  coughing: "cough",
  sigh: "sigh",
  sighs: "sigh",
  silence: "silence",
};

const opens = /^[[(*♪♫+]/;
const closes = /[\])*♪♫+][.,!?;:]*$/;

/** `(laughter)` for `[Laughter]`, `(laughs)`, `*laughing*`, `++LAUGH++`, `♪`, `[door slams]` → `(door slams)`. */
export function eventText(raw: string): string {
  if (/^[♪♫]/.test(raw.trim())) return "(music)";
  const inner = raw
    .replace(/[.,!?;:]+$/, "")
    .replace(/^[[(*+\s]+|[\])*+\s]+$/g, "")
    .trim()
    .toLowerCase();
  const name = eventNames[inner] ?? (inner.replace(/^[♪♫\s]+|[♪♫\s]+$/g, "") || "music");
  return `(${eventNames[name] ?? name})`;
}

/**
 * Marks the non-speech events among an engine's words as `audio_event`: Whisper-like engines write
 * them in brackets (`[Music]`, `(laughs)`, `*applause*`, possibly over several words, `[door`
 * `slams]`), pocketsphinx reports its noise model as `(noise)`. A span of words from an opening to a
 * closing mark becomes one event over their times.
 */
export function markAudioEvents(words: readonly TranscribedWord[]): TranscribedWord[] {
  const marked: TranscribedWord[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    if (word.type === "audio_event" || !opens.test(word.text)) {
      marked.push(word);
      continue;
    }
    // Find the word that closes the span (at most 6 words on: an event is a short description).
    let last = index;
    while (last < words.length - 1 && last - index < 6 && !closes.test(words[last]!.text)) last++;
    if (!closes.test(words[last]!.text) && !/^[♪♫]+$/.test(word.text)) {
      marked.push(word);
      continue;
    }
    const span = words.slice(index, last + 1);
    marked.push({
      text: eventText(span.map((w) => w.text).join(" ")),
      start: word.start,
      end: words[last]!.end,
      confidence: Math.min(...span.map((w) => w.confidence)),
      type: "audio_event",
    });
    index = last;
  }
  return marked;
}

/**
 * Hesitations that non-verbatim transcripts leave out (spec 001 §3 "verbatim or non-verbatim"):
 * English ones, and French and German ones the remote engine writes (`euh`, `äh`).
 */
const fillers = new Set([
  ...["um", "umm", "uh", "uhh", "uhm", "er", "erm", "ah", "hmm", "hm", "mm", "mhm"],
  ...["euh", "äh", "ähm", "öh", "ehm"],
]);

export const isFiller = (word: TranscribedWord) =>
  word.type !== "audio_event" && fillers.has(word.text.toLowerCase().replace(/[^\p{L}]/gu, ""));

/**
 * What a transcript keeps of the heard words: events only when tagged and verbatim; fillers only
 * when verbatim.
 */
export function selectHeardWords(
  words: readonly TranscribedWord[],
  options: { tagAudioEvents: boolean; noVerbatim: boolean },
): TranscribedWord[] {
  return markAudioEvents(words).filter((word) => {
    if (word.type === "audio_event") return options.tagAudioEvents && !options.noVerbatim;
    return !(options.noVerbatim && isFiller(word));
  });
}

/**
 * Adds the sounds the detector found (noise, music) where the engine heard no word, as
 * `audio_event` entries in time order. An event overlapping a word is dropped: the word is what
 * was said there.
 */
export function withDetectedEvents(
  words: readonly TranscribedWord[],
  detected: readonly DetectedAudioEvent[],
): TranscribedWord[] {
  const free = detected.filter((event) =>
    words.every((word) => word.end <= event.start || word.start >= event.end),
  );
  return [
    ...words,
    ...free.map((event) => ({
      text: `(${event.kind})`,
      start: event.start,
      end: event.end,
      confidence: 1,
      type: "audio_event" as const,
    })),
  ].sort((a, b) => a.start - b.start);
}
