/**
 * An in-process encoder fed with PCM at its own output rate. `push` returns the bytes that are ready now
 * (possibly none) so they can go out while synthesis continues; `finish` returns whatever the codec still
 * holds. Both return fresh arrays the caller may keep.
 */
export interface SampleEncoder {
  push(samples: Int16Array): Uint8Array;
  finish(): Uint8Array;
  /** Returns pooled resources when a stream stops before `finish` (abort, consumer gone). */
  dispose?(): void;
}
