/** A job for a `SerialWorker`'s thread. */
export interface ToSerialWorker<In> {
  id: number;
  input: In;
}

/** What the thread answers: that it is ready, then one output or error per job. */
export type FromSerialWorker<Out> =
  | { ready: true }
  | { id: number; output: Out }
  | { id: number; error: string };
