import type { WarpRows } from "./mfcc-aligner.ts";

/** One alignment for the worker: two recordings of the same words at one sample rate. */
export interface ToAlignmentWorker {
  id: number;
  reference: Int16Array;
  target: Int16Array;
  sampleRate: number;
}

export type FromAlignmentWorker =
  | { type: "ready" }
  | { id: number; rows: WarpRows }
  | { id: number; error: string };
