import path from "node:path";
import type { StreamingRecognition, TranscribedWord } from "@chorus/domain";
import { spawnOffThread } from "../child-processes/spawn-off-thread.ts";

/** Utterance markers and fillers pocketsphinx prints among the words. */
const notAWord = /^(<.*>|\[.*\]|\(NULL\))$/;
/**
 * How far before the asked end an utterance may end and still count as reaching it: pocketsphinx's
 * voice detector ends speech a few frames before the conversation's (WebRTC) detector does.
 */
const endTolerance = 0.25;
/** Words kept for turns still to be read: a minute of the stream is far more than a turn. */
const keptSeconds = 60;

/**
 * One long-running `pocketsphinx_continuous` fed a conversation's audio as it arrives: it decodes in
 * real time and prints each utterance (with word times in stream seconds) as soon as its own voice
 * detector ends it, which `-vad_postspeech` makes 0.2 s after the speech. So when the conversation's
 * turn-taking decides a turn is over (after a longer pause), its words are usually printed already:
 * no process start, model load or decoding on the turn's critical path.
 */
export function pocketsphinxStream(modelDir: string, extraArgs: readonly string[]): StreamingRecognition {
  const child = spawnOffThread(
    "sh",
    [
      "-c",
      'cat | exec pocketsphinx_continuous "$@"',
      "sh",
      ...["-infile", "/dev/stdin", "-time", "yes", "-logfn", "/dev/null"],
      ...["-hmm", path.join(modelDir, "en-us"), "-dict", path.join(modelDir, "cmudict-en-us.dict")],
      // No dither here (unlike batch decoding): with the short end-of-speech below, dithered silence
      // starts utterances early and splits the speech that follows.
      ...["-lm", path.join(modelDir, "en-us.lm.bin")],
      ...["-vad_postspeech", "20", ...extraArgs],
    ],
    { detached: true },
  );
  let words: TranscribedWord[] = [];
  let utterance: TranscribedWord[] = [];
  /** The end of the last finished utterance, in stream seconds. */
  let finishedUntil = 0;
  let closed = false;
  const waiters = new Set<() => void>();
  let pending = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (text: string) => {
    pending += text;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const match = /^(\S+)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*$/.exec(line.trim());
      if (!match) continue;
      const [, word, start, end, confidence] = match;
      if (word === "</s>") {
        words = [...words.filter((kept) => kept.end > Number(end) - keptSeconds), ...utterance];
        utterance = [];
        finishedUntil = Math.max(finishedUntil, Number(end));
        for (const wake of waiters) wake();
      } else if (!notAWord.test(word!))
        utterance.push({
          text: word!.replace(/\(\d+\)$/, ""),
          start: Number(start),
          end: Number(end),
          confidence: Number(confidence),
        });
    }
  });
  child.stderr.resume();
  child.stdin.on("error", () => {});
  const stop = () => {
    closed = true;
    for (const wake of waiters) wake();
  };
  child.once("close", stop);
  child.once("error", stop);
  return {
    push(samples) {
      if (!closed) child.stdin.write(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
    },
    wordsUntil(from, until, signal) {
      const answer = () => words.filter((word) => word.start >= from - 0.1 && word.start < until + 0.1);
      if (finishedUntil >= until - endTolerance) return Promise.resolve(answer());
      return new Promise((resolve) => {
        const done = (result: TranscribedWord[] | undefined) => {
          signal.removeEventListener("abort", stop);
          waiters.delete(check);
          resolve(result);
        };
        const stop = () => done(undefined);
        const check = () => {
          if (finishedUntil >= until - endTolerance) done(answer());
          else if (closed) done(undefined);
        };
        if (signal.aborted) return done(undefined);
        signal.addEventListener("abort", stop, { once: true });
        waiters.add(check);
      });
    },
    wordsSoFar(from) {
      return words.filter((word) => word.start >= from - 0.1);
    },
    close() {
      closed = true;
      child.stdin.end();
      child.kill("SIGKILL", { group: true });
    },
  };
}
