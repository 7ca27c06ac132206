import { Readable } from "node:stream";

export interface StreamedFile {
  field: string;
  name: string;
  type: string;
  /** Zeros: what a file holds does not matter to staging or to a refusal before the body. */
  bytes: number;
}

export interface StreamedForm {
  headers: Record<string, string>;
  totalBytes: number;
  /** The body, generated only as it is read: nothing is buffered ahead of the reader (backpressure). */
  stream: Readable;
  /** How many bytes the reader has pulled so far: what the server consumed, plus a stream buffer or two. */
  consumed(): number;
  /** With `holdAfter`: lets the rest of the body flow. */
  release(): void;
}

const chunkBytes = 64 * 1024;
const zeros = Buffer.alloc(chunkBytes);

/**
 * A multipart/form-data body written out part by part while the server reads it, so a test can see how
 * much of an upload the server consumed before it answered, or (`holdAfter`) stop sending in the middle
 * of a file until `release()`, to look at what the server staged meanwhile.
 */
export function streamedForm(
  fields: Record<string, string>,
  files: StreamedFile[],
  options: { holdAfter?: number } = {},
): StreamedForm {
  const boundary = `----chorus-test-${Math.random().toString(16).slice(2)}`;
  const pieces: (Buffer | number)[] = [];
  for (const [name, value] of Object.entries(fields))
    pieces.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    pieces.push(file.bytes, Buffer.from("\r\n"));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const totalBytes = pieces.reduce<number>(
    (sum, piece) => sum + (typeof piece === "number" ? piece : piece.length),
    0,
  );

  let pushed = 0;
  let released = options.holdAfter === undefined;
  let waiting: (() => void) | undefined;
  const queue = [...pieces];
  const next = (): Buffer | null => {
    const piece = queue[0];
    if (piece === undefined) return null;
    if (typeof piece !== "number") {
      queue.shift();
      return piece;
    }
    const size = Math.min(piece, chunkBytes);
    if (piece === size) queue.shift();
    else queue[0] = piece - size;
    return zeros.subarray(0, size);
  };
  const stream = new Readable({
    highWaterMark: chunkBytes,
    read() {
      const push = () => {
        const chunk = next();
        if (chunk) pushed += chunk.length;
        this.push(chunk);
      };
      if (!released && pushed >= options.holdAfter!) waiting = push;
      else push();
    },
  });
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    totalBytes,
    stream,
    consumed: () => pushed,
    release() {
      released = true;
      const resume = waiting;
      waiting = undefined;
      resume?.();
    },
  };
}
