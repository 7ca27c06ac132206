import { seededRandom } from "@chorus/domain";

/**
 * The watermark's shape in continuous time, the same at every sample rate (so it survives resampling):
 * a binary phase-shift-keyed carrier whose chips are half-sine pulses. At 800 chips/s around 2,200 Hz
 * the main lobe spans 1,000–3,400 Hz: inside the band every mp3 bitrate and 8 kHz audio keep, and
 * where speech masks it. One frame of 800 chips (1 s) repeats for the whole audio; 2,200 carrier
 * cycles per frame keep the carrier's phase the same in every frame, so frames add up coherently.
 */
export const chipRate = 800;
export const carrierHz = 2_200;
/** The band the mark occupies (its main lobe), where the signal's level is measured to shape it. */
export const bandLowHz = 1_000;
export const bandHighHz = 3_400;
export const frameChips = 800;
/** Chips of each frame that carry the known synchronisation pattern (presence and timing). */
export const syncChips = 320;
/** 32 payload bits and an 8-bit CRC, each spread over 12 chips of every frame. */
export const payloadBits = 32;
export const codedBits = payloadBits + 8;

/**
 * Where everything sits in a frame, derived from the secret key: the ±1 spreading value of every
 * chip, and which bit each chip carries (-1 for a sync chip). Sync and payload chips are interleaved
 * in a keyed order, so a pause in the audio removes a little of every bit instead of whole bits.
 */
export interface WatermarkLayout {
  /** ±1 per chip of a frame. */
  spreading: Int8Array;
  /** The coded bit (0…39) a chip carries, or -1 for a sync chip. */
  bitOfChip: Int8Array;
}

export function watermarkLayout(key: string): WatermarkLayout {
  const random = seededRandom(fnv1a32(key));
  const order = Array.from({ length: frameChips }, (_, i) => i);
  shuffle(order, random);
  const bitOfChip = new Int8Array(frameChips);
  const spreading = new Int8Array(frameChips);
  // The sync pattern is balanced (as many +1 as -1), so a steady tone near the carrier cancels out.
  const syncValues = Array.from({ length: syncChips }, (_, i) => (i % 2 === 0 ? 1 : -1));
  shuffle(syncValues, random);
  order.forEach((chip, rank) => {
    if (rank < syncChips) {
      bitOfChip[chip] = -1;
      spreading[chip] = syncValues[rank]!;
    } else {
      bitOfChip[chip] = (rank - syncChips) % codedBits;
      spreading[chip] = random() < 0.5 ? -1 : 1;
    }
  });
  return { spreading, bitOfChip };
}

function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

/** FNV-1a over the UTF-16 code units: a stable 32-bit seed from the key. */
function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
