import type { EncoderStreamSetup } from "./encoder-protocol.ts";
import { EncoderWorkerClient } from "./encoder-worker-client.ts";

/**
 * Streams are resampled and encoded in worker threads. The port's warm workers (one by default) start in the
 * background when the first encoding port is created; more start, up to the port's count, when a stream finds
 * every worker busy (each worker is about 40 MB, so an idle server holds one). Until one is ready (or if none
 * can start) streams are encoded on the calling thread, with identical bytes: the same resampler and encoders
 * run in both places.
 */
const workers: EncoderWorkerClient[] = [];
let maxWorkers = 0;
let startingWorkers = 0;
let starting: Promise<void> | undefined;
let nextStream = 1;

/** Starts one more worker (never throws; a failure leaves one worker fewer). */
async function addWorker(): Promise<void> {
  startingWorkers += 1;
  try {
    const worker = await EncoderWorkerClient.start();
    for (let index = workers.length - 1; index >= 0; index -= 1)
      if (!workers[index]!.alive) workers.splice(index, 1);
    workers.push(worker);
  } catch {
    // Encoding stays possible: on the other workers, or on the calling thread.
  } finally {
    startingWorkers -= 1;
  }
}

/**
 * Allows up to `count` encoding workers in this process and starts `warm` of them now (once per process;
 * idempotent, never throws; failures leave encoding in-process).
 */
export function startEncoderWorkers(count: number, warm = 1): void {
  if (starting || count < 1) return;
  maxWorkers = count;
  const now = Math.max(1, Math.min(warm, count));
  starting = Promise.all(Array.from({ length: now }, addWorker)).then(() => undefined);
}

/** Resolves when the warm workers have started (or failed to); for tests and warm-ups. */
export function encoderWorkersStarted(): Promise<void> {
  return starting ?? Promise.resolve();
}

/** Workers able to take a stream now. */
export function liveEncoderWorkers(): number {
  return workers.filter((worker) => worker.alive).length;
}

/** One more worker when every live one already has a stream, one start at a time. */
function growIfBusy(busiest: EncoderWorkerClient): void {
  if (startingWorkers > 0 || busiest.activeStreams === 0) return;
  if (liveEncoderWorkers() >= maxWorkers) return;
  void addWorker();
}

function leastBusyWorker(): EncoderWorkerClient | undefined {
  let best: EncoderWorkerClient | undefined;
  for (const worker of workers) {
    if (worker?.alive && (!best || worker.activeStreams < best.activeStreams)) best = worker;
  }
  return best;
}

/** The first block is small so its bytes exist at once; later blocks are bounded so an urgent one never waits long. */
const firstBlockSeconds = 0.25;
const blockSeconds = 1;

/**
 * Encodes `pcm` in a worker, or returns undefined when no worker is ready (the caller encodes in-process).
 * A stream's first block is urgent: the worker encodes it before other streams' later blocks.
 */
export function encodeOffThread(
  pcm: AsyncIterable<Int16Array>,
  setup: EncoderStreamSetup,
): AsyncGenerator<Uint8Array> | undefined {
  const worker = leastBusyWorker();
  if (!worker) return undefined;
  growIfBusy(worker);
  return run(worker, pcm, setup);
}

async function* run(
  worker: EncoderWorkerClient,
  pcm: AsyncIterable<Int16Array>,
  setup: EncoderStreamSetup,
): AsyncGenerator<Uint8Array> {
  const stream = nextStream++;
  worker.activeStreams++;
  let opened = false;
  let finished = false;
  try {
    for await (const chunk of pcm) {
      for (let offset = 0; offset < chunk.length; ) {
        const size = Math.round((opened ? blockSeconds : firstBlockSeconds) * setup.inputRate);
        // A copy: its buffer is transferred to the worker.
        const block = chunk.slice(offset, offset + size);
        offset += block.length;
        const bytes = await worker.request(
          { type: "push", stream, samples: block, ...(opened ? {} : { setup }) },
          !opened,
        );
        opened = true;
        if (bytes.length > 0) yield bytes;
      }
    }
    // An empty stream still gets what the codec says for no audio (a WAV header), as in-process encoding would.
    if (!opened) await worker.request({ type: "push", stream, samples: new Int16Array(0), setup }, true);
    opened = true;
    finished = true;
    const last = await worker.request({ type: "finish", stream });
    if (last.length > 0) yield last;
  } finally {
    worker.activeStreams--;
    if (opened && !finished) worker.dispose(stream);
  }
}
