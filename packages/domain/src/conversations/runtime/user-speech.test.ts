import { describe, expect, it } from "vitest";
import type { LiveAudioStream } from "../../ports/live-audio.ts";
import type { StreamingRecognition, TranscribedWord } from "../../ports/transcription.ts";
import { UserSpeech } from "./user-speech.ts";

const frameSeconds = 0.03;
const frameSamples = 480;

/** Audio whose frames are speech where the chunk's first byte says so: the test decides, not a VAD. */
const fakeStream: LiveAudioStream = {
  sampleRate: 16_000,
  frameSeconds,
  push: (bytes) => ({ samples: new Int16Array(frameSamples), voicedFrames: [bytes[0] === 1] }),
  close: () => undefined,
};
const speech = Uint8Array.of(1);
const pause = Uint8Array.of(0);

/** A live decoder that finishes an utterance only when the test says so (as a lagging one would). */
function laggingDecoder() {
  let finished: TranscribedWord[] = [];
  let done: () => void = () => undefined;
  const utteranceFinished = new Promise<void>((resolve) => {
    done = resolve;
  });
  const decoder: StreamingRecognition = {
    push: () => undefined,
    wordsUntil: async () => {
      await utteranceFinished;
      return finished;
    },
    wordsSoFar: (from) => finished.filter((word) => word.start >= from - 0.1),
    close: () => undefined,
  };
  return {
    decoder,
    finish: (text: string) => {
      finished = text.split(" ").map((word, index) => ({
        text: word,
        start: 0.3 + index * 0.3,
        end: 0.5 + index * 0.3,
        confidence: 1,
      }));
      done();
    },
  };
}

describe("tentative transcripts from a live decoder", () => {
  it("sends the decoder's words as soon as it finishes them, even in the pause before the turn ends", async () => {
    const tentatives: string[] = [];
    const turns: string[] = [];
    const { decoder, finish } = laggingDecoder();
    let now = 0;
    const speech$ = new UserSpeech({
      stream: fakeStream,
      recognizer: { engine: undefined as never, language: undefined },
      streaming: decoder,
      eagerness: "normal",
      now: () => now,
      signal: new AbortController().signal,
      events: {
        speechStarted: () => undefined,
        tentative: (text) => tentatives.push(text),
        turn: (text) => turns.push(text),
        audio: () => undefined,
      },
      onError: (error) => {
        throw error;
      },
    });
    const push = (chunk: Uint8Array, seconds: number) => {
      for (let i = 0; i < Math.round(seconds / frameSeconds); i++) {
        now += frameSeconds * 1000;
        speech$.push(chunk);
      }
    };
    push(speech, 1.5);
    expect(tentatives).toEqual([]);
    // The caller pauses; the decoder, behind, finishes the utterance only now.
    push(pause, 0.3);
    finish("what are your opening hours");
    push(pause, 0.06);
    expect(tentatives).toEqual(["what are your opening hours"]);
    // Nothing new: not sent again.
    push(pause, 0.1);
    expect(tentatives).toHaveLength(1);
    push(pause, 0.6);
    await expect.poll(() => turns).toEqual(["what are your opening hours"]);
  });
});
