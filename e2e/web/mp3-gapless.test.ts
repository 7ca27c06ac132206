import { createAudioEncoding } from "@chorus/adapters/audio";
import { parseOutputFormat } from "@chorus/contract";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";

/** A tone of exactly `samples` samples, as one chunk of PCM. */
async function* tone(samples: number, sampleRate: number): AsyncGenerator<Int16Array> {
  yield Int16Array.from({ length: samples }, (_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)),
  );
}

/**
 * Whole mp3 files (sound effects, re-encoded downloads) start with a gapless LAME Info frame
 * (packages/adapters/src/audio/mp3-gapless-header.ts). The browser is where they are played: Chromium's
 * decoder must honour the header and give back exactly the samples encoded, not LAME's delay and padding too.
 */
describe("Chromium decodes a whole mp3 file to exactly its samples", () => {
  let browser: Browser;
  let page: Page;
  const encoding = createAudioEncoding({ encoderWorkers: 0 });
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => browser?.close());

  it.each([
    ["mp3_44100_128", 66_150],
    ["mp3_44100_32", 44_100 * 2 + 7],
    ["mp3_22050_32", 33_075],
    ["mp3_24000_48", 12_345],
  ] as const)("%s of %i samples", async (format, samples) => {
    const spec = parseOutputFormat(format);
    const parts: Uint8Array[] = [];
    const input = { sampleRate: spec.sampleRate, pcm: tone(samples, spec.sampleRate), wholeFile: true };
    for await (const part of encoding.encode(spec, input)) parts.push(part);
    const decoded = await page.evaluate(
      async ({ data, rate }) => {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        const buffer = await new OfflineAudioContext(1, 1, rate).decodeAudioData(bytes.buffer);
        return { length: buffer.length, sampleRate: buffer.sampleRate };
      },
      { data: Buffer.concat(parts).toString("base64"), rate: spec.sampleRate },
    );
    expect(decoded).toEqual({ length: samples, sampleRate: spec.sampleRate });
  });
});
