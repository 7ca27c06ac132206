// Worker-thread entry for audio encoding. The watermark, resampling (22 050 → 24 000 or 44 100 Hz) and LAME were
// the main thread's largest costs; here they run beside the HTTP server, the database and the other requests.
import { parentPort } from "node:worker_threads";
import { parseOutputFormat } from "@chorus/contract";
import { startMarking } from "../audio-watermark/watermark-stream-mark.ts";
import type { EncoderStreamSetup, FromEncoderWorker, ToEncoderWorker } from "./encoder-protocol.ts";
import { joinArrays } from "./join-arrays.ts";
import { createResampler, type StreamingResampler } from "./resampler.ts";
import type { SampleEncoder } from "./sample-encoder.ts";
import { sampleEncoderFor } from "./sample-encoder-for.ts";

const port = parentPort!;
const post = (message: FromEncoderWorker, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

interface Stream {
  /** Marks a block in place (it is this thread's own: its buffer was transferred here). */
  mark: ((samples: Int16Array) => void) | undefined;
  resampler: StreamingResampler | undefined;
  encoder: SampleEncoder;
}
const streams = new Map<number, Stream>();

async function open(setup: EncoderStreamSetup): Promise<Stream> {
  const outputRate = setup.format.sampleRate;
  const resampler =
    setup.inputRate === outputRate
      ? undefined
      : await createResampler(setup.inputRate, outputRate, setup.resamplerQuality);
  return {
    mark: setup.mark && startMarking(setup.mark, setup.inputRate),
    resampler,
    encoder: await sampleEncoderFor(setup.format, { wholeFile: setup.wholeFile }),
  };
}

function forget(id: number): void {
  const stream = streams.get(id);
  streams.delete(id);
  stream?.resampler?.dispose();
  stream?.encoder.dispose?.();
}

async function handle(message: ToEncoderWorker): Promise<void> {
  if (message.type === "dispose") return forget(message.stream);
  try {
    let stream = streams.get(message.stream);
    if (!stream && message.type === "push" && message.setup) {
      stream = await open(message.setup);
      streams.set(message.stream, stream);
    }
    if (!stream) throw new Error(`encoding stream ${message.stream} is not open`);
    let bytes: Uint8Array;
    if (message.type === "push") {
      stream.mark?.(message.samples);
      const samples = stream.resampler ? stream.resampler.process(message.samples) : message.samples;
      bytes = stream.encoder.push(samples);
    } else {
      const tail = stream.resampler ? stream.encoder.push(stream.resampler.flush()) : new Uint8Array(0);
      bytes = joinArrays([tail, stream.encoder.finish()], Uint8Array);
      forget(message.stream);
    }
    post({ type: "bytes", id: message.id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    forget(message.stream);
    post({ type: "failed", id: message.id, message: error instanceof Error ? error.message : String(error) });
  }
}

// Messages are handled strictly in order (opening a stream awaits the WASM modules once).
let previous = Promise.resolve();
port.on("message", (message: ToEncoderWorker) => {
  previous = previous.then(() => handle(message));
});

// Instantiate LAME and the resampler now, so the first stream pays neither.
const warm = await open({
  inputRate: 22050,
  format: parseOutputFormat("mp3_44100_128"),
  resamplerQuality: 6,
});
warm.encoder.push(new Int16Array(44100));
warm.encoder.finish();
warm.resampler?.dispose();
post({ type: "ready" });
