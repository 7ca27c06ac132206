// Worker-thread entry for forced alignment: MFCC of both recordings and dynamic time warping take
// seconds for long recordings, which on the main thread would stall every other request.
import { serveJobs } from "../off-thread/serve-jobs.ts";
import { type AlignmentJob, computeWarpRows, type WarpRows } from "./mfcc-aligner.ts";

serveJobs<AlignmentJob, WarpRows>(({ reference, target, sampleRate }) => {
  const rows = computeWarpRows(reference, target, sampleRate);
  return {
    output: rows,
    transfer: [rows.firstB.buffer, rows.lastB.buffer, rows.distance.buffer] as ArrayBuffer[],
  };
});
