// Worker-thread entry for forced alignment: MFCC of both recordings and dynamic time warping take
// seconds for long recordings, which on the main thread would stall every other request.
import { parentPort } from "node:worker_threads";
import type { FromAlignmentWorker, ToAlignmentWorker } from "./alignment-protocol.ts";
import { computeWarpRows } from "./mfcc-aligner.ts";

const port = parentPort!;

port.on("message", (message: ToAlignmentWorker) => {
  let reply: FromAlignmentWorker;
  try {
    reply = { id: message.id, rows: computeWarpRows(message.reference, message.target, message.sampleRate) };
  } catch (error) {
    reply = { id: message.id, error: error instanceof Error ? error.message : String(error) };
  }
  const transfer =
    "rows" in reply ? [reply.rows.firstB.buffer, reply.rows.lastB.buffer, reply.rows.distance.buffer] : [];
  port.postMessage(reply, transfer as ArrayBuffer[]);
});

port.postMessage({ type: "ready" } satisfies FromAlignmentWorker);
