import type { AlignmentSlice } from "../../text-to-speech/alignment-slice.ts";

/**
 * What the caller has heard of a reply so far. Audio is played as it arrives, from the moment its
 * first frame was sent, so a character was heard once the time since then passed its start in the
 * reply's audio. An interrupted reply is recorded as what was heard (spec: the transcript records
 * what was actually said).
 */
export class HeardText {
  private readonly characters: { character: string; startSeconds: number }[] = [];
  private audioSeconds = 0;
  private firstSentAt: number | undefined;

  /** A frame of audio was sent at `nowMs`: its characters, timed from the frame's start. */
  sent(alignment: AlignmentSlice, nowMs: number): void {
    this.firstSentAt ??= nowMs;
    alignment.characters.forEach((character, index) => {
      this.characters.push({
        character,
        startSeconds: this.audioSeconds + (alignment.startSeconds[index] ?? 0),
      });
    });
    this.audioSeconds += alignment.endSeconds.at(-1) ?? 0;
  }

  /** Seconds of audio sent. */
  get seconds(): number {
    return this.audioSeconds;
  }

  /** Playback of everything sent ends at this time (ms), or undefined before any audio. */
  playbackEndsAt(): number | undefined {
    return this.firstSentAt === undefined ? undefined : this.firstSentAt + this.audioSeconds * 1000;
  }

  /** The text heard by `nowMs`, cut back to the last whole word. */
  heardBy(nowMs: number): string {
    if (this.firstSentAt === undefined) return "";
    const played = (nowMs - this.firstSentAt) / 1000;
    const text = this.characters
      .filter((entry) => entry.startSeconds < played)
      .map((entry) => entry.character)
      .join("");
    if (text.length === this.characters.length) return text.trim();
    const lastSpace = text.lastIndexOf(" ");
    return (lastSpace > 0 ? text.slice(0, lastSpace) : "").trim();
  }
}
