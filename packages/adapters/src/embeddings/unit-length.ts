/** A vector scaled to length 1, so a dot product is the cosine similarity (a zero vector stays zero). */
export function unitLength(vector: readonly number[]): number[] {
  const norm = Math.hypot(...vector);
  return norm > 0 ? vector.map((value) => value / norm) : vector.map(() => 0);
}
