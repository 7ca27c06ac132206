// Worker-thread entry for sound effects: rendering 22 seconds at 44.1 kHz (noise, filters, echoes)
// takes from tens to hundreds of milliseconds, which on the main thread every other request would wait for.
import type { SoundEffect, SoundEffectRequest } from "@chorus/domain";
import { serveJobs } from "../off-thread/serve-jobs.ts";
import { synthesizeSoundEffect } from "./synthesize-sound-effect.ts";

serveJobs<SoundEffectRequest, SoundEffect>((request) => {
  const effect = synthesizeSoundEffect(request);
  return { output: effect, transfer: [effect.samples.buffer as ArrayBuffer] };
});
