import { type ChildProcess, spawn } from "node:child_process";
import { parentPort } from "node:worker_threads";
import type { FromProcessHost, ToProcessHost } from "./process-host-protocol.ts";

/**
 * The process host: a worker thread that starts and talks to child processes for the main thread.
 * Starting a process forks the whole parent, which takes time in proportion to its memory (about
 * 35 ms for a 400 MB server, 80 ms for a test process) during which the forking thread waits; here
 * the thread that waits is this one, and the event loop goes on serving requests.
 */
const port = parentPort!;
const children = new Map<number, ChildProcess>();
const send = (message: FromProcessHost) => port.postMessage(message);

function start(message: Extract<ToProcessHost, { type: "spawn" }>): void {
  const { id } = message;
  let child: ChildProcess;
  try {
    child = spawn(message.command, message.args, {
      stdio: message.stdio,
      detached: message.detached,
      ...(message.cwd ? { cwd: message.cwd } : {}),
    });
  } catch (error) {
    send({
      type: "error",
      id,
      message: (error as Error).message,
      code: (error as NodeJS.ErrnoException).code,
    });
    return;
  }
  children.set(id, child);
  child.once("error", (error: NodeJS.ErrnoException) =>
    send({ type: "error", id, message: error.message, code: error.code }),
  );
  if (child.pid !== undefined) send({ type: "spawned", id, pid: child.pid });
  // A chunk is a fresh Buffer per read; copying it into the message costs far less than the read.
  child.stdout?.on("data", (chunk: Buffer) => send({ type: "stdout", id, chunk }));
  child.stderr?.on("data", (chunk: Buffer) => send({ type: "stderr", id, chunk }));
  // EPIPE when the process gives up on its input early: its exit status tells the real story.
  child.stdin?.on("error", () => {});
  child.once("close", (code, signal) => {
    children.delete(id);
    send({ type: "close", id, code, signal });
  });
}

function kill(message: Extract<ToProcessHost, { type: "kill" }>): void {
  const child = children.get(message.id);
  if (child?.pid === undefined) return;
  try {
    if (message.group) process.kill(-child.pid, message.signal);
    else child.kill(message.signal);
  } catch {
    // Already gone.
  }
}

port.on("message", (message: ToProcessHost) => {
  switch (message.type) {
    case "spawn":
      return start(message);
    case "stdin":
      children.get(message.id)?.stdin?.write(message.chunk);
      return;
    case "stdin-end":
      children.get(message.id)?.stdin?.end();
      return;
    case "kill":
      return kill(message);
  }
});
port.postMessage({ type: "ready" });
