/** Character timings for a run of characters, in seconds from the start of the audio (the ElevenLabs shape). */
export interface AlignmentSlice {
  characters: string[];
  startSeconds: number[];
  endSeconds: number[];
}

/** Microsecond precision: enough for any sample rate, and stable in JSON. */
export const roundSeconds = (seconds: number) => Math.round(seconds * 1_000_000) / 1_000_000;

/** Moves a slice in time (never before zero), e.g. to make its times relative to the chunk that carries it. */
export function shiftAlignment(alignment: AlignmentSlice, bySeconds: number): AlignmentSlice {
  return {
    characters: alignment.characters,
    startSeconds: alignment.startSeconds.map((s) => roundSeconds(Math.max(0, s + bySeconds))),
    endSeconds: alignment.endSeconds.map((s) => roundSeconds(Math.max(0, s + bySeconds))),
  };
}

/** Joins consecutive slices into one; undefined when there is nothing to join. */
export function joinAlignments(slices: readonly (AlignmentSlice | undefined)[]): AlignmentSlice | undefined {
  const present = slices.filter((slice): slice is AlignmentSlice => slice !== undefined);
  if (present.length === 0) return undefined;
  return {
    characters: present.flatMap((slice) => slice.characters),
    startSeconds: present.flatMap((slice) => slice.startSeconds),
    endSeconds: present.flatMap((slice) => slice.endSeconds),
  };
}
