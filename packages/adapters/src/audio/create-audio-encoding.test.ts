import { type ConvertOutputFormat, convertOutputFormats, parseOutputFormat } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { createAudioEncoding } from "./create-audio-encoding.ts";
import { decodeWithFfmpeg, ffprobe } from "./testing/ffprobe.ts";
import { collect, fromChunks, sleep } from "./testing/streams.ts";
import { chunked, sine, syntheticSpeech, zeroCrossingFrequency } from "./testing/synthetic-speech.ts";
import { loadSpeexResampler } from "./wasm-modules.ts";

const inputRate = 22050;
const seconds = 2.5;
const speech = syntheticSpeech(seconds, inputRate);
const encoding = createAudioEncoding();

const expectedCodecName = {
  mp3: "mp3",
  pcm: "pcm_s16le",
  wav: "pcm_s16le",
  ulaw: "pcm_mulaw",
  alaw: "pcm_alaw",
  opus: "opus",
};
/** How ffprobe/ffmpeg must be told what headerless bytes are. */
const rawInputOptions = (format: ConvertOutputFormat): string[] => {
  const spec = parseOutputFormat(format);
  const demuxer = { pcm: "s16le", ulaw: "mulaw", alaw: "alaw" }[spec.codec as string];
  return demuxer ? ["-f", demuxer, "-ar", String(spec.sampleRate), "-ac", "1"] : [];
};

function encode(format: ConvertOutputFormat, chunks: Int16Array[], rate = inputRate, signal?: AbortSignal) {
  return encoding.encode(parseOutputFormat(format), { sampleRate: rate, pcm: fromChunks(chunks) }, signal);
}

describe("createAudioEncoding: every convert output format", () => {
  // Odd chunk sizes on purpose: nothing may depend on chunks lining up with codec frames.
  const chunks = chunked(speech, inputRate, 0.37);

  it.each(convertOutputFormats)(
    "%s decodes as the requested codec, rate, mono, and duration",
    async (format) => {
      const spec = parseOutputFormat(format);
      const bytes = await collect(encode(format, chunks));
      const probe = await ffprobe(bytes, rawInputOptions(format));

      expect(probe.stream.codec_name).toBe(expectedCodecName[spec.codec]);
      expect(Number(probe.stream.sample_rate)).toBe(spec.sampleRate);
      expect(probe.stream.channels).toBe(1);
      expect(Math.abs(probe.duration - seconds) / seconds).toBeLessThan(0.05);
      if (spec.codec === "mp3") expect(Number(probe.stream.bit_rate)).toBe(spec.bitrate! * 1000);
      if (spec.codec === "pcm") expect(bytes.length).toBe(Math.round(seconds * spec.sampleRate) * 2);
      if (spec.codec === "ulaw" || spec.codec === "alaw") expect(bytes.length).toBe(seconds * 8000);
      if (spec.codec === "wav") expect(bytes.length).toBe(44 + Math.round(seconds * spec.sampleRate) * 2);
    },
  );

  it.each(["mp3_44100_128", "opus_48000_64", "pcm_16000", "ulaw_8000"] as const)(
    "%s keeps a resampled 440 Hz sine at 440 Hz",
    async (format) => {
      const spec = parseOutputFormat(format);
      const decodeRate = spec.codec === "opus" ? 48000 : spec.sampleRate;
      const bytes = await collect(encode(format, chunked(sine(2, inputRate, 440), inputRate, 0.5)));
      const decoded = await decodeWithFfmpeg(bytes, decodeRate, rawInputOptions(format));
      const middle = decoded.subarray(Math.round(0.2 * decodeRate), Math.round(1.8 * decodeRate));
      expect(zeroCrossingFrequency(middle, decodeRate)).toBeCloseTo(440, 0);
    },
  );
});

describe("createAudioEncoding: wav", () => {
  it("writes a RIFF/WAVE 16-bit mono header whose sizes match the data", async () => {
    const bytes = await collect(encode("wav_16000", chunked(speech, inputRate, 0.5)));
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const ascii = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const dataBytes = Math.round(seconds * 16000) * 2;
    expect([ascii(0), ascii(8), ascii(12), ascii(36)]).toEqual(["RIFF", "WAVE", "fmt ", "data"]);
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(16000);
    expect(view.getUint32(28, true)).toBe(32000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(dataBytes);
  });

  it("carries the samples unchanged when no resampling is needed", async () => {
    const bytes = await collect(encode("wav_22050", chunked(speech, inputRate, 0.5)));
    const samples = new Int16Array(bytes.slice(44).buffer);
    expect(samples).toEqual(speech);
  });

  it("emits the whole file once, at the end (its header needs the final length)", async () => {
    const outputs: number[] = [];
    for await (const part of encode("wav_24000", chunked(speech, inputRate, 0.5))) outputs.push(part.length);
    expect(outputs).toEqual([44 + Math.round(seconds * 24000) * 2]);
  });
});

describe("createAudioEncoding: pcm", () => {
  it("passes samples through as 16-bit little-endian when the rates match", async () => {
    const bytes = await collect(encode("pcm_22050", chunked(speech, inputRate, 0.3)));
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(view.getInt16(2000, true)).toBe(speech[1000]);
    expect(new Int16Array(bytes.slice().buffer)).toEqual(speech);
  });

  it("yields nothing for empty input, and a valid empty file for wav", async () => {
    expect((await collect(encode("pcm_16000", []))).length).toBe(0);
    expect((await collect(encode("wav_16000", []))).length).toBe(44);
  });
});

describe("createAudioEncoding: G.711", () => {
  it.each(["ulaw_8000", "alaw_8000"] as const)(
    "%s round-trips through ffmpeg's decoder with small error",
    async (format) => {
      const original = syntheticSpeech(2, 8000, -18);
      const bytes = await collect(encode(format, chunked(original, 8000, 0.25), 8000));
      expect(bytes.length).toBe(original.length);
      const decoded = await decodeWithFfmpeg(bytes, 8000, rawInputOptions(format));
      let signal = 0;
      let error = 0;
      for (let i = 0; i < original.length; i++) {
        signal += original[i]! ** 2;
        error += (original[i]! - decoded[i]!) ** 2;
      }
      // G.711's companding gives about 38 dB SNR on speech-level signals.
      expect(10 * Math.log10(signal / error)).toBeGreaterThan(30);
    },
  );
});

describe("createAudioEncoding: streaming", () => {
  const streamed = convertOutputFormats.filter((format) => !format.startsWith("wav_"));

  it.each(streamed)("%s sends the first sentence's audio before the next sentence exists", async (format) => {
    const spec = parseOutputFormat(format);
    const bytesPerSecond =
      spec.codec === "pcm"
        ? spec.sampleRate * 2
        : spec.codec === "ulaw" || spec.codec === "alaw"
          ? 8000
          : spec.bitrate! * 125;
    const firstSentence = syntheticSpeech(1, inputRate);
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let secondSentenceFed = false;
    async function* engine() {
      yield firstSentence;
      // The next sentence only "exists" once the encoder has shipped most of the first (or after 3 s).
      await Promise.race([released, sleep(3000)]);
      secondSentenceFed = true;
      yield syntheticSpeech(1, inputRate);
    }
    let bytesBeforeSecond = 0;
    let total = 0;
    for await (const part of encoding.encode(spec, { sampleRate: inputRate, pcm: engine() })) {
      total += part.length;
      if (!secondSentenceFed) {
        bytesBeforeSecond += part.length;
        if (bytesBeforeSecond >= bytesPerSecond * 0.6) release();
      }
    }
    expect(bytesBeforeSecond).toBeGreaterThanOrEqual(bytesPerSecond * 0.6);
    expect(total).toBeGreaterThan(bytesBeforeSecond);
  });

  it("delivers output while slow input is still arriving (chunks 100 ms apart)", async () => {
    async function* slowEngine() {
      for (const chunk of chunked(speech, inputRate, 0.25)) {
        yield chunk;
        await sleep(100);
      }
    }
    const started = Date.now();
    const arrivals: number[] = [];
    const spec = parseOutputFormat("mp3_44100_128");
    for await (const _ of encoding.encode(spec, { sampleRate: inputRate, pcm: slowEngine() })) {
      arrivals.push(Date.now() - started);
    }
    // 10 chunks take ≥ 1 s to arrive; output must have started long before the last one.
    expect(arrivals.length).toBeGreaterThan(5);
    expect(arrivals[0]!).toBeLessThan(500);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(500);
  });
});

describe("createAudioEncoding: cancellation", () => {
  it("rejects with the abort reason while waiting for a stalled engine", async () => {
    const controller = new AbortController();
    async function* stalled() {
      yield speech.subarray(0, inputRate);
      await new Promise(() => {});
    }
    const iteration = (async () => {
      for await (const _ of encoding.encode(
        parseOutputFormat("pcm_16000"),
        { sampleRate: inputRate, pcm: stalled() },
        controller.signal,
      )) {
        controller.abort(new Error("client went away"));
      }
    })();
    await expect(iteration).rejects.toThrow("client went away");
  });

  it("refuses to start on an already aborted signal", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(collect(encode("mp3_44100_128", [speech], inputRate, controller.signal))).rejects.toThrow(
      /abort/i,
    );
  });

  it("frees the resampler's WASM memory when consumers stop early or abort", async () => {
    const speex = await loadSpeexResampler();
    const run = async (index: number) => {
      const controller = new AbortController();
      const stream = encode("pcm_44100", chunked(speech, inputRate, 0.2), inputRate, controller.signal);
      try {
        for await (const _ of stream) {
          if (index % 2 === 0) break;
          controller.abort();
        }
      } catch {
        // the aborted half rejects, as it should
      }
    };
    for (let i = 0; i < 20; i++) await run(i);
    const heapAfterWarmUp = speex.HEAP16.buffer.byteLength;
    // Each leaked resampler would keep ~60 KB of buffers plus its filter; 400 of them would grow the heap.
    for (let i = 0; i < 400; i++) await run(i);
    expect(speex.HEAP16.buffer.byteLength).toBe(heapAfterWarmUp);
  });
});
