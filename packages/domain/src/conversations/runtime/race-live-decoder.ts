import type { StreamingRecognition } from "../../ports/transcription.ts";

/** How long a turn waits for the live decoder's words before also decoding the turn on its own. */
const liveDecoderWaitMs = 900;

/**
 * Turns of this process being decoded on their own because their live decoder was late. One at a
 * time: a late live decoder is usually a busy machine (eight callers on two cores, or decoders still
 * loading their models as calls open together), and a second recognizer per late turn loads the model
 * again and redoes the decoding, which made the late turns later still (ten-second turns in the
 * benchmark). Meanwhile the other late turns keep waiting for their live decoders, which catch up.
 */
let lateTurnDecodes = 0;
const maximumLateTurnDecodes = 1;

/**
 * A turn's words: the live decoder's once it has finished the utterance reaching `until`, or, when it
 * is late, those of `decode` if that answers first (and a decoder slot is free). Whichever answers
 * first wins and the other is stopped; a live decoder that has stopped leaves the turn to `decode`.
 */
export function raceLiveDecoder(
  streaming: StreamingRecognition,
  span: { from: number; until: number },
  signal: AbortSignal,
  decode: (signal: AbortSignal) => Promise<string>,
): Promise<string> {
  const stopLive = new AbortController();
  const stopDecode = new AbortController();
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    let decoding = false;
    /** Gives back the late-decode slot once: when the race is decided (its decode is being stopped). */
    let releaseSlot = () => {};
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stopLive.abort();
      stopDecode.abort();
      releaseSlot();
      outcome();
    };
    const startDecode = () => {
      decoding = true;
      decode(AbortSignal.any([signal, stopDecode.signal])).then(
        (text) => settle(() => resolve(text)),
        (error: unknown) => settle(() => reject(error)),
      );
    };
    const timer = setTimeout(() => {
      if (lateTurnDecodes >= maximumLateTurnDecodes) return;
      lateTurnDecodes++;
      releaseSlot = () => {
        lateTurnDecodes--;
        releaseSlot = () => {};
      };
      startDecode();
    }, liveDecoderWaitMs);
    streaming.wordsUntil(span.from, span.until, AbortSignal.any([signal, stopLive.signal])).then((words) => {
      if (words) return settle(() => resolve(words.map((word) => word.text).join(" ")));
      if (settled) return;
      if (signal.aborted) return settle(() => reject(signal.reason));
      // The live decoder stopped: the turn is decoded on its own (unless that already started).
      clearTimeout(timer);
      if (!decoding) startDecode();
    });
  });
}
