import { EventEmitter } from "node:events";
import { Readable, Writable } from "node:stream";
import { Worker } from "node:worker_threads";
import { workerThreadSource } from "../speech-engines/shared/typescript-entry.ts";
import type { FromProcessHost, StdioChoice, ToProcessHost } from "./process-host-protocol.ts";

export interface OffThreadSpawnOptions {
  /** stdin, stdout, stderr: "pipe" (the default) or "ignore". */
  stdio?: [StdioChoice, StdioChoice, StdioChoice];
  /** In a process group of its own, so `kill(signal, { group: true })` reaches its children too. */
  detached?: boolean;
  /** The working directory (the host's own when absent). */
  cwd?: string;
}

/**
 * A child process started by the process host thread (process-host-worker.ts), shaped like the parts
 * of Node's ChildProcess that Chorus uses: `stdin`, `stdout`, `stderr`, `pid` (once started), `kill`,
 * and the events `spawn`, `error`, `exit` and `close` (code, signal). `close` comes after the output
 * streams have given their last chunk, as with Node's.
 */
export class OffThreadProcess extends EventEmitter {
  readonly stdin: Writable;
  readonly stdout = new Readable({ read() {} });
  readonly stderr = new Readable({ read() {} });
  pid: number | undefined;

  constructor(
    private readonly id: number,
    private readonly post: (message: ToProcessHost) => void,
  ) {
    super();
    this.stdin = new Writable({
      write: (chunk: Buffer, _encoding, callback) => {
        post({ type: "stdin", id, chunk });
        callback();
      },
      final: (callback) => {
        post({ type: "stdin-end", id });
        callback();
      },
    });
  }

  /** Sends `signal` to the process, or with `group` to its whole process group (it must be `detached`). */
  kill(signal: NodeJS.Signals = "SIGTERM", { group = false }: { group?: boolean } = {}): void {
    this.post({ type: "kill", id: this.id, signal, group });
  }

  /** @internal The host's news about this process. */
  receive(message: FromProcessHost): void {
    switch (message.type) {
      case "spawned":
        this.pid = message.pid;
        this.emit("spawn");
        return;
      case "stdout":
        this.stdout.push(
          Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength),
        );
        return;
      case "stderr":
        this.stderr.push(
          Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength),
        );
        return;
      case "error":
        this.emit("error", Object.assign(new Error(message.message), { code: message.code }));
        return;
      case "close":
        this.stdout.push(null);
        this.stderr.push(null);
        this.emit("exit", message.code, message.signal);
        // After the streams have handed their buffered chunks to their readers.
        setImmediate(() => this.emit("close", message.code, message.signal));
        return;
    }
  }
}

const startTimeoutMs = 60_000;

/** The one process host thread of this process, started on first use and unreferenced while idle. */
class ProcessHost {
  private worker: Promise<Worker> | undefined;
  private readonly processes = new Map<number, OffThreadProcess>();
  private nextId = 1;

  spawn(command: string, args: string[], options: OffThreadSpawnOptions): OffThreadProcess {
    const id = this.nextId++;
    const worker = this.start();
    // Messages keep their order: each waits on the same promise, and `then` callbacks run in turn.
    const post = (message: ToProcessHost) => {
      void worker.then(
        (started) => started.postMessage(message),
        () => {},
      );
    };
    const child = new OffThreadProcess(id, post);
    this.processes.set(id, child);
    worker.then(
      (started) => started.ref(),
      (error: Error) => this.end(id, error),
    );
    post({
      type: "spawn",
      id,
      command,
      args,
      stdio: options.stdio ?? ["pipe", "pipe", "pipe"],
      detached: options.detached ?? false,
      cwd: options.cwd,
    });
    return child;
  }

  private start(): Promise<Worker> {
    this.worker ??= new Promise<Worker>((resolve, reject) => {
      const { source, eval: isEval } = workerThreadSource(
        new URL("./process-host-worker.ts", import.meta.url),
      );
      const worker = new Worker(source, { eval: isEval, name: "chorus-process-host" });
      const timer = setTimeout(
        () => fail(new Error("the process host did not start in time")),
        startTimeoutMs,
      );
      timer.unref();
      const fail = (error: Error) => {
        clearTimeout(timer);
        this.stopped(error);
        reject(error);
      };
      worker.once("error", fail);
      worker.once("exit", (code) => fail(new Error(`the process host stopped (code ${code})`)));
      worker.once("message", () => {
        clearTimeout(timer);
        worker.on("message", (message: FromProcessHost) => this.onMessage(message));
        resolve(worker);
      });
    });
    return this.worker;
  }

  private onMessage(message: FromProcessHost): void {
    const child = this.processes.get(message.id);
    if (!child) return;
    child.receive(message);
    if (message.type === "close") {
      this.processes.delete(message.id);
      if (this.processes.size === 0) void this.worker?.then((worker) => worker.unref());
    }
  }

  /** A process the host can no longer report on: an error, then a close as if it had been killed. */
  private end(id: number, error: Error): void {
    const child = this.processes.get(id);
    if (!child) return;
    this.processes.delete(id);
    child.receive({ type: "error", id, message: error.message, code: undefined });
    child.receive({ type: "close", id, code: null, signal: "SIGKILL" });
  }

  /** The thread is gone: its processes are reported lost, and the next spawn starts a new host. */
  private stopped(error: Error): void {
    this.worker = undefined;
    for (const id of [...this.processes.keys()]) this.end(id, error);
  }
}

const host = new ProcessHost();

/**
 * Starts `command` from the process host thread instead of the event loop's: a fork blocks the
 * thread that makes it for as long as copying the process's memory map takes.
 */
export function spawnOffThread(
  command: string,
  args: string[],
  options: OffThreadSpawnOptions = {},
): OffThreadProcess {
  return host.spawn(command, args, options);
}
