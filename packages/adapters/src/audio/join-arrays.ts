type Joinable = Uint8Array | Int16Array | Float64Array;

/** The parts end to end in one array of `make`'s kind; a single part is returned as it is (not copied). */
export function joinArrays<T extends Joinable>(parts: readonly T[], make: new (length: number) => T): T {
  if (parts.length === 1) return parts[0]!;
  const out = new make(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
