// Run in a fresh process by encode-off-thread.test.ts: the encoding workers are per process, so how many
// start is only observable from a process no other test has encoded in. Prints the counts as JSON.
import { parseOutputFormat } from "@chorus/contract";
import { createAudioEncoding } from "../create-audio-encoding.ts";
import { encoderWorkersStarted, liveEncoderWorkers } from "../encode-off-thread.ts";
import { collect, fromChunks, sleep } from "./streams.ts";
import { chunked, syntheticSpeech } from "./synthetic-speech.ts";

const rate = 22_050;
const speech = syntheticSpeech(2, rate);
const spec = parseOutputFormat("mp3_44100_128");
const encoding = createAudioEncoding({ encoderWorkers: 2 });
const streams = (count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      collect(encoding.encode(spec, { sampleRate: rate, pcm: fromChunks(chunked(speech, rate, 0.5)) })),
    ),
  );

await encoderWorkersStarted();
const afterStart = liveEncoderWorkers();
await streams(1);
const afterOneStream = liveEncoderWorkers();
await streams(2);
// The second worker starts in the background while the first encodes both streams.
for (let waited = 0; waited < 10_000 && liveEncoderWorkers() < 2; waited += 50) await sleep(50);
const afterOverlap = liveEncoderWorkers();
await streams(4);
await sleep(500);
const counts = { afterStart, afterOneStream, afterOverlap, afterMore: liveEncoderWorkers() };
// Exits once the line is out: the workers would otherwise keep the process alive.
process.stdout.write(`${JSON.stringify(counts)}\n`, () => process.exit(0));
