import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StreamingRecognition, TranscribedWord } from "../../ports/transcription.ts";
import { raceLiveDecoder } from "./race-live-decoder.ts";

/** A live decoder whose words arrive when the test says, or never; it records gave-up waits. */
function liveDecoder() {
  let finish: ((words: TranscribedWord[] | undefined) => void) | undefined;
  const abandoned: boolean[] = [];
  const streaming: StreamingRecognition = {
    push() {},
    wordsSoFar: () => [],
    close() {},
    wordsUntil: (_from, _until, signal) =>
      new Promise((resolve) => {
        finish = resolve;
        signal.addEventListener("abort", () => {
          abandoned.push(true);
          resolve(undefined);
        });
      }),
  };
  const word = (text: string): TranscribedWord => ({ text, start: 0, end: 1, confidence: 1 });
  return {
    streaming,
    abandoned,
    says: (...texts: string[]) => finish?.(texts.map(word)),
    stops: () => finish?.(undefined),
  };
}

/** A batch decode that answers when the test says; it counts its calls and aborted runs. */
function batchDecode() {
  const calls: AbortSignal[] = [];
  let answer: ((text: string) => void) | undefined;
  const decode = (signal: AbortSignal) => {
    calls.push(signal);
    return new Promise<string>((resolve) => {
      answer = resolve;
    });
  };
  return { decode, calls, answers: (text: string) => answer?.(text) };
}

const span = { from: 0, until: 2 };
const signal = () => new AbortController().signal;

describe("a turn's words from the live decoder, raced by a decode of its own when late", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("takes the live decoder's words when they come in time, without decoding", async () => {
    const live = liveDecoder();
    const batch = batchDecode();
    const text = raceLiveDecoder(live.streaming, span, signal(), batch.decode);
    await vi.advanceTimersByTimeAsync(300);
    live.says("opening", "hours");
    await expect(text).resolves.toBe("opening hours");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(batch.calls).toHaveLength(0);
  });

  it("decodes a late turn itself and takes whichever answers first, stopping the other", async () => {
    const live = liveDecoder();
    const batch = batchDecode();
    const text = raceLiveDecoder(live.streaming, span, signal(), batch.decode);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(batch.calls).toHaveLength(1);
    batch.answers("from the batch");
    await expect(text).resolves.toBe("from the batch");
    expect(live.abandoned).toEqual([true]);

    const secondLive = liveDecoder();
    const secondBatch = batchDecode();
    const second = raceLiveDecoder(secondLive.streaming, span, signal(), secondBatch.decode);
    await vi.advanceTimersByTimeAsync(1_000);
    secondLive.says("live", "won");
    await expect(second).resolves.toBe("live won");
    expect(secondBatch.calls[0]!.aborted).toBe(true);
  });

  it("runs one late decode at a time: other late turns wait for their live decoders", async () => {
    const lives = [liveDecoder(), liveDecoder(), liveDecoder()];
    const batches = [batchDecode(), batchDecode(), batchDecode()];
    const texts = lives.map((live, index) =>
      raceLiveDecoder(live.streaming, span, signal(), batches[index]!.decode),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(batches.map((batch) => batch.calls.length)).toEqual([1, 0, 0]);
    lives[1]!.says("second");
    lives[2]!.says("third");
    batches[0]!.answers("first");
    expect(await Promise.all(texts)).toEqual(["first", "second", "third"]);
    // The slot is free again for the next late turn.
    const live = liveDecoder();
    const batch = batchDecode();
    void raceLiveDecoder(live.streaming, span, signal(), batch.decode);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(batch.calls).toHaveLength(1);
    batch.answers("done");
  });

  it("decodes the turn itself at once when the live decoder has stopped", async () => {
    const live = liveDecoder();
    const batch = batchDecode();
    const text = raceLiveDecoder(live.streaming, span, signal(), batch.decode);
    live.stops();
    await vi.advanceTimersByTimeAsync(0);
    expect(batch.calls).toHaveLength(1);
    batch.answers("decoded");
    await expect(text).resolves.toBe("decoded");
  });
});
