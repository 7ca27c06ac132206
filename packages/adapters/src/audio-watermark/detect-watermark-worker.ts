// Worker-thread entry for the AI speech classifier's detection: two minutes of audio against thousands
// of candidate ids is a hundred milliseconds and more of arithmetic, which every other request would wait for.
import { serveJobs } from "../off-thread/serve-jobs.ts";
import { detectWatermark } from "./detect-watermark.ts";
import type { WatermarkLayout } from "./watermark-layout.ts";

export interface DetectionJob {
  layout: WatermarkLayout;
  /** Mono samples at the detection rate, scaled to ±1 (moved, not copied). */
  samples: Float32Array;
  candidates: readonly number[] | undefined;
}

serveJobs<DetectionJob, ReturnType<typeof detectWatermark>>((job) => ({
  output: detectWatermark(job.layout, job.samples, job.candidates),
}));
