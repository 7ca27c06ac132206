/** Pieces of 16-bit PCM end to end in one new array. */
export function joinSamples(pieces: readonly Int16Array[]): Int16Array {
  const joined = new Int16Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    joined.set(piece, at);
    at += piece.length;
  }
  return joined;
}
