/** A random source: uniform numbers in [0, 1). Recipes take all their randomness from one, so a seed fixes the sound. */
export type Random = () => number;

/** The domain's seeded generator (mulberry32), the one text to speech and voice design use. */
export { seededRandom } from "@chorus/domain";

/** FNV-1a of the text: the seed when the caller gives none, so one prompt always sounds the same. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
