import type { Ports } from "../context.ts";
import type { ProsodyControls, SynthesisInput, WordTiming } from "../ports/speech.ts";
import { applyVoiceProsody } from "../voices/custom/apply-voice-prosody.ts";
import { type AlignmentSlice, joinAlignments, roundSeconds } from "./alignment-slice.ts";
import { type CharacterTimes, mapTimesToOriginal, timeCharacters } from "./character-alignment.ts";
import type { SynthesisPlan } from "./prepare-synthesis.ts";
import { prosodyForSentence } from "./prosody-for-settings.ts";
import { continuesIntoNextText } from "./resolve-neighbouring-text.ts";
import { seededRandom } from "./seeded-random.ts";

/** One sentence of a plan, spoken: its PCM and where its characters sit in time. */
export interface SpokenSentence {
  /** Mono 16-bit PCM at the engine's sample rate for the plan's voice (speaker boost applied). */
  samples: Int16Array;
  /** Where this sentence starts, in seconds from the start of the plan's audio. */
  offsetSeconds: number;
  /** The sentence's characters in the original text (trailing text up to the next sentence included). */
  alignment: AlignmentSlice;
  /** The sentence's characters in the normalized text. */
  normalizedAlignment: AlignmentSlice;
}

/** A stretch of a plan synthesized in one engine call: a whole sentence, or the head or rest of the first. */
export interface SpokenPiece extends SpokenSentence {
  /** True for the last piece of its sentence. */
  endsSentence: boolean;
}

/**
 * Pieces synthesized ahead of the one being handed out. Two keep both engine workers busy for one long
 * request (the engine then runs about twice as fast as one call after another, which hides the speaker
 * boost, alignment and encoding); under load the pool's queue shares the workers first come, first served.
 */
const piecesAhead = 2;

/** A span of the normalized text synthesized in one engine call. */
interface Piece {
  start: number;
  end: number;
  sentence: number;
  endsSentence: boolean;
}

// The first sentence's head: long enough to be worth an engine call (and to sound like a phrase), short
// enough that its audio exists within a few milliseconds even when many requests start together.
const headMinChars = 12;
const headMaxChars = 60;
/** A sentence shorter than this is its own head. */
const splitFromChars = 40;
const clauseMark = /[,;:—–，；：、،]\s*/g;

/**
 * Where the first sentence is cut so the first audio comes sooner: after its first clause mark (comma,
 * semicolon, colon, dash …) between `headMinChars` and `headMaxChars` characters, where a speaker would
 * pause anyway, so the cut is not heard. No cut (0) for a short sentence, one without such a mark within
 * reach (cutting between plain words would break the sentence's intonation), or when the rest would be a
 * mere fragment.
 */
export function headLength(text: string): number {
  if (text.length < splitFromChars) return 0;
  for (const match of text.matchAll(clauseMark)) {
    const cut = match.index + match[0].length;
    if (cut > headMaxChars || text.length - cut < headMinChars) return 0;
    if (cut >= headMinChars) return cut;
  }
  return 0;
}

function slice(text: string, times: CharacterTimes, offsetMs: number): AlignmentSlice {
  return {
    // One entry per UTF-16 code unit, matching the offsets every other API reports.
    characters: Array.from({ length: text.length }, (_, i) => text[i]!),
    startSeconds: times.startMs.map((ms) => roundSeconds((ms + offsetMs) / 1000)),
    endSeconds: times.endMs.map((ms) => roundSeconds((ms + offsetMs) / 1000)),
  };
}

function concat(chunks: Int16Array[], length: number): Int16Array {
  if (chunks.length === 1 && chunks[0]!.length === length) return chunks[0]!;
  const out = new Int16Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The plan's sentences as engine calls: the first sentence in two when it is long (see `headLength`). */
function piecesOf(plan: SynthesisPlan): Piece[] {
  const pieces: Piece[] = [];
  for (const [index, sentence] of plan.sentences.entries()) {
    const head = index === 0 ? headLength(plan.normalized.text.slice(sentence.start, sentence.end)) : 0;
    if (head > 0) {
      pieces.push({
        start: sentence.start,
        end: sentence.start + head,
        sentence: index,
        endsSentence: false,
      });
      pieces.push({ start: sentence.start + head, end: sentence.end, sentence: index, endsSentence: true });
    } else {
      pieces.push({ start: sentence.start, end: sentence.end, sentence: index, endsSentence: true });
    }
  }
  return pieces;
}

const silentProsody: ProsodyControls = { rate: 1, pitch: 1, pitchRange: 0.5 };

/** One engine call of a plan: the span of the normalized text it speaks and what the engine is given. */
export interface PlannedPiece extends Piece {
  /** The engine's input, without a signal (empty text: the piece is silent and never synthesized). */
  input: Omit<SynthesisInput, "signal">;
}

/**
 * The engine calls a plan is spoken in, in order, with the exact inputs `synthesizePieces` sends (the
 * benchmarks time the raw engine on the same inputs). Prosody is drawn per sentence, in sentence order,
 * so the head/rest split keeps the seeded sequence identical and both halves of a sentence sound alike.
 */
export function plannedPieces(plan: SynthesisPlan): PlannedPiece[] {
  const random = seededRandom(plan.seed);
  const { normalized } = plan;
  const pieces = piecesOf(plan);
  const boostInEngine = plan.settings.useSpeakerBoost && plan.engine.appliesSpeakerBoost === true;
  const prosodies = new Map<number, ProsodyControls>();
  const prosodyOf = (sentence: number) => {
    let prosody = prosodies.get(sentence);
    if (!prosody) {
      prosody = prosodyForSentence(plan.settings, random);
      // A custom voice speaks its fitted base voice with the fitted prosody on top of the request's.
      const fitted = plan.voice.custom?.record.profile?.prosody;
      if (fitted) prosody = applyVoiceProsody(prosody, fitted);
      prosodies.set(sentence, prosody);
    }
    return prosody;
  };
  const runsOn = continuesIntoNextText(normalized.text, plan.neighbours);
  /** The plan's phoneme words inside a piece, relative to the piece's text. */
  const phonemesWithin = (piece: Piece) => {
    if (!plan.engine.speaksPhonemes) return {};
    const inside = plan.phonemes.filter((span) => span.start >= piece.start && span.end <= piece.end);
    if (inside.length === 0) return {};
    return {
      phonemes: inside.map((span) => ({
        charStart: span.start - piece.start,
        charEnd: span.end - piece.start,
        arpabet: span.arpabet,
      })),
    };
  };
  return pieces.map((piece, index) => {
    const text = normalized.text.slice(piece.start, piece.end);
    // A silent piece draws no prosody, so the sentences after it sound as they always did.
    if (!text.trim())
      return { ...piece, input: { text: "", voice: plan.engineVoice, prosody: silentProsody } };
    // A comma after the last words gives the engine a clause's unfinished intonation (words keep their offsets).
    const engineText = runsOn && index === pieces.length - 1 ? `${text.trimEnd()},` : text;
    return {
      ...piece,
      input: {
        text: engineText,
        voice: plan.engineVoice,
        prosody: prosodyOf(piece.sentence),
        // The first piece is all a listener waits for; later ones have a whole piece of audio to arrive in.
        ...(index === 0 ? { urgent: true } : {}),
        ...(boostInEngine ? { speakerBoost: true } : {}),
        ...phonemesWithin(piece),
      },
    };
  });
}

/** Samples of the first piece handed out as the engine makes them, before the piece (and its timing) is complete. */
export interface LeadingSamples {
  leading: true;
  samples: Int16Array;
}

/**
 * Speaks a prepared plan piece by piece (see `synthesizePiecesAsTheyCome`), each piece whole: what the
 * WebSocket frames and dialogue lines need.
 */
export async function* synthesizePieces(
  ports: Pick<Ports, "audio">,
  plan: SynthesisPlan,
  signal?: AbortSignal,
): AsyncGenerator<SpokenPiece> {
  for await (const piece of synthesizePiecesAsTheyCome(ports, plan, signal, { streamFirstPiece: false }))
    if (!("leading" in piece)) yield piece;
}

/**
 * Speaks a prepared plan piece by piece. A piece is a sentence, except that a long first sentence is
 * spoken as a short head and its rest, so the first audio exists within milliseconds; the head asks the
 * engine to serve it before other requests' later sentences. The first piece has the cores to itself:
 * later pieces start once its first audio has been handed out (the consumer asked for more), then
 * `piecesAhead` run ahead of the one being handed out, so both engine workers stay busy while the caller
 * encodes and sends. With `streamFirstPiece`, the first piece's samples come as `LeadingSamples` as the
 * engine makes them (unless the whole piece must be boosted here first); the piece itself then follows
 * with its timing and only the samples not yet handed out. Every character of the original text belongs
 * to exactly one piece's alignment, so the slices cover the text.
 */
export async function* synthesizePiecesAsTheyCome(
  ports: Pick<Ports, "audio">,
  plan: SynthesisPlan,
  signal: AbortSignal | undefined,
  options: { streamFirstPiece: boolean },
): AsyncGenerator<SpokenPiece | LeadingSamples> {
  const sampleRate = plan.engine.sampleRate(plan.engineVoice);
  const { normalized, originalText } = plan;
  const pieces = plannedPieces(plan);
  const boostInEngine = plan.settings.useSpeakerBoost && plan.engine.appliesSpeakerBoost === true;
  const boostHere = plan.settings.useSpeakerBoost && !boostInEngine;

  /** Synthesizes one piece; with `early`, its audio goes there as it comes instead of into `samples`. */
  async function synthesize(index: number, abort: AbortSignal, early?: (samples: Int16Array) => void) {
    const { input } = pieces[index]!;
    const words: WordTiming[] = [];
    const parts: Int16Array[] = [];
    let length = 0;
    let handedOut = 0;
    if (input.text) {
      for await (const chunk of plan.engine.synthesize({ ...input, signal: abort })) {
        if (chunk.kind === "words") words.push(...chunk.words);
        else if (early) {
          handedOut += chunk.samples.length;
          early(chunk.samples);
        } else {
          parts.push(chunk.samples);
          length += chunk.samples.length;
        }
      }
    }
    let samples = concat(parts, length);
    if (boostHere && samples.length > 0) samples = ports.audio.speakerBoost(samples, sampleRate);
    return { samples, words, durationSamples: handedOut + samples.length };
  }

  const internal = new AbortController();
  const onAbort = () => internal.abort();
  signal?.addEventListener("abort", onAbort, { once: true });
  const pending: ReturnType<typeof synthesize>[] = [];
  /** Pieces already handed out; `pending` holds the next ones, in order. */
  let started = 0;
  const prefetch = (upTo: number) => {
    while (pending.length + started < Math.min(upTo, pieces.length)) {
      const piece = synthesize(started + pending.length, internal.signal);
      // Awaited in turn (which rethrows); until then an abort's rejection must not count as unhandled.
      piece.catch(() => {});
      pending.push(piece);
    }
  };
  let totalSamples = 0;
  let originalCursor = 0;
  try {
    for (const [index, piece] of pieces.entries()) {
      let result: Awaited<ReturnType<typeof synthesize>>;
      if (index === 0 && options.streamFirstPiece && !boostHere) {
        // The first piece's samples go out as they come; the loop resumes when the consumer wants more.
        started = 1;
        const early: Int16Array[] = [];
        let wake: (() => void) | undefined;
        const whole = synthesize(0, internal.signal, (samples) => {
          early.push(samples);
          wake?.();
        });
        whole.catch(() => {});
        let settled = false;
        void whole.then(
          () => {
            settled = true;
            wake?.();
          },
          () => {
            settled = true;
            wake?.();
          },
        );
        for (;;) {
          const next = early.shift();
          if (next) {
            yield { leading: true, samples: next };
            // The first audio is out: later pieces may have the cores now.
            prefetch(1 + piecesAhead);
            continue;
          }
          if (settled) break;
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = undefined;
        }
        result = await whole;
      } else {
        if (index === 0) prefetch(1);
        result = await pending.shift()!;
        started++;
      }
      const { samples, words, durationSamples } = result;
      const text = normalized.text.slice(piece.start, piece.end);
      const offsetMs = (totalSamples / sampleRate) * 1000;
      const durationMs = (durationSamples / sampleRate) * 1000;
      const times = timeCharacters(text.length, words, durationMs);
      // The piece's original characters: from where the previous piece stopped, to where this one's
      // normalized text came from (the last piece takes everything left, e.g. trailing spaces).
      const isLast = index === pieces.length - 1;
      const mapped = normalized.toOriginalSpan(piece.start, piece.end);
      const originalEnd = isLast ? originalText.length : Math.max(originalCursor, mapped.end);
      const originalTimes = mapTimesToOriginal(originalEnd - originalCursor, times, (i) => {
        const span = normalized.toOriginalSpan(piece.start + i, piece.start + i + 1);
        return { start: span.start - originalCursor, end: span.end - originalCursor };
      });
      const spoken: SpokenPiece = {
        samples,
        offsetSeconds: offsetMs / 1000,
        alignment: slice(originalText.slice(originalCursor, originalEnd), originalTimes, offsetMs),
        normalizedAlignment: slice(text, times, offsetMs),
        endsSentence: piece.endsSentence,
      };
      originalCursor = originalEnd;
      totalSamples += durationSamples;
      yield spoken;
      // Resumed: this piece's audio has been handed out, so the next ones may start (the first piece
      // ran alone until now).
      prefetch(index + 2 + piecesAhead);
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    // A consumer that stopped early must not leave prefetched pieces running.
    internal.abort();
  }
}

/**
 * Speaks a prepared plan one sentence at a time, pieces ahead (see `synthesizePieces`): the next sentences
 * are already being synthesized while the caller encodes and sends sentence i. Every character of the
 * original text belongs to exactly one sentence's alignment, so the slices cover the text.
 */
export async function* synthesizeSentences(
  ports: Pick<Ports, "audio">,
  plan: SynthesisPlan,
  signal?: AbortSignal,
): AsyncGenerator<SpokenSentence> {
  let parts: SpokenPiece[] = [];
  for await (const piece of synthesizePieces(ports, plan, signal)) {
    parts.push(piece);
    if (!piece.endsSentence) continue;
    const length = parts.reduce((sum, part) => sum + part.samples.length, 0);
    yield {
      samples: concat(
        parts.map((part) => part.samples),
        length,
      ),
      offsetSeconds: parts[0]!.offsetSeconds,
      alignment: joinAlignments(parts.map((part) => part.alignment))!,
      normalizedAlignment: joinAlignments(parts.map((part) => part.normalizedAlignment))!,
    };
    parts = [];
  }
}
