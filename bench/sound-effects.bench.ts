// Sound-effect synthesis: how fast each procedural recipe renders the longest effect the API allows
// (22 s at 44.1 kHz, the synthesizer alone, before encoding), and the checks the issue asks for on
// every recipe: the length is exact, a loop's end flows into its start, a seed repeats the sound.
// Run: npx tsx bench/sound-effects.bench.ts
import os from "node:os";
import { performance } from "node:perf_hooks";
import { recipes } from "../packages/adapters/src/sound-effects/recipe-catalogue.ts";
import { synthesizeSoundEffect } from "../packages/adapters/src/sound-effects/synthesize-sound-effect.ts";

const sampleRate = 44_100;
const seconds = 22;
const rounds = 3;

const make = (prompt: string, loop: boolean, seed?: number) =>
  synthesizeSoundEffect({ prompt, durationSeconds: seconds, loop, promptInfluence: 0.3, sampleRate, seed });

/** The seam against the 99th percentile of neighbouring-sample steps (≤ 1 reads "seamless"). */
function seamRatio(samples: Int16Array): number {
  const steps: number[] = [];
  for (let i = 1; i < samples.length; i++) steps.push(Math.abs(samples[i]! - samples[i - 1]!));
  steps.sort((a, b) => a - b);
  const typical = Math.max(1, steps[Math.floor(steps.length * 0.99)]!);
  return Math.abs(samples[0]! - samples[samples.length - 1]!) / typical;
}

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}`);
console.log(
  "recipe        render 22 s (median ms)   × real time   exact length   loop seam / p99 step   seed repeats",
);
const speeds: number[] = [];
for (const recipe of recipes) {
  make(recipe.name, false); // warm-up
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    make(recipe.name, false, round);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const speed = (seconds * 1000) / median;
  speeds.push(speed);
  const looped = make(recipe.name, true, 1);
  const exact =
    looped.samples.length === seconds * sampleRate &&
    make(recipe.name, false, 1).samples.length === seconds * sampleRate;
  const repeats =
    Buffer.compare(
      Buffer.from(make(recipe.name, false, 9).samples.buffer),
      Buffer.from(make(recipe.name, false, 9).samples.buffer),
    ) === 0;
  console.log(
    `${recipe.name.padEnd(13)} ${median.toFixed(0).padStart(10)}              ${speed.toFixed(0).padStart(6)}        ${exact ? "yes" : "NO "}            ${seamRatio(looped.samples).toFixed(2).padStart(5)}                 ${repeats ? "yes" : "NO"}`,
  );
}
speeds.sort((a, b) => a - b);
console.log(
  `median ${speeds[Math.floor(speeds.length / 2)]!.toFixed(0)}× real time, slowest ${speeds[0]!.toFixed(0)}×`,
);
