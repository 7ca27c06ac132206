import fs from "node:fs";

/** Concatenates every chunk of an encoded stream into a plain Uint8Array that owns its whole buffer. */
export async function collect(stream: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Yields the chunks in order, like an engine would. */
export async function* fromChunks(chunks: Int16Array[]): AsyncGenerator<Int16Array> {
  for (const chunk of chunks) yield chunk;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Pids of the live `ffmpeg` processes whose parent is this process (Linux /proc). */
export function ffmpegChildren(): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const commandEnd = stat.lastIndexOf(")");
      const command = stat.slice(stat.indexOf("(") + 1, commandEnd);
      const [state, parent] = stat
        .slice(commandEnd + 2)
        .split(" ")
        .slice(0, 2);
      if (command === "ffmpeg" && Number(parent) === process.pid && state !== "Z") pids.push(Number(entry));
    } catch {
      // the process ended between readdir and read
    }
  }
  return pids;
}

/** Whether a process still exists (a zombie counts: it was never reaped). */
export function processExists(pid: number): boolean {
  return fs.existsSync(`/proc/${pid}`);
}
