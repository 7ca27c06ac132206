import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The temporary folder of one request's uploads, `<uploads>/<request id>-XXXXXX` inside the process's
 * folder under `DATA_DIR/tmp` (swept after a crash). Made when the first file arrives, removed when
 * the response has been sent or the client went away; once removed it is never made again, so a part
 * still arriving after an abort cannot leave a file behind.
 */
export class RequestUploadFolder {
  private folder: Promise<string> | undefined;
  private discarded = false;

  constructor(
    private readonly parent: string,
    private readonly requestId: string,
  ) {}

  /** The folder, made on first use. */
  path(): Promise<string> {
    if (this.discarded) return Promise.reject(new Error("the request has ended; its uploads are gone"));
    this.folder ??= (async () => {
      await mkdir(this.parent, { recursive: true, mode: 0o700 });
      return mkdtemp(path.join(this.parent, `${this.requestId.replace(/[^\w-]/g, "_")}-`));
    })();
    return this.folder;
  }

  /** True once the request's files were removed (a file still being written is then useless). */
  get isDiscarded(): boolean {
    return this.discarded;
  }

  async discard(): Promise<void> {
    this.discarded = true;
    const folder = await this.folder?.catch(() => undefined);
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}

const folders = new WeakMap<FastifyRequest, RequestUploadFolder>();

/** The request's upload folder under `uploadsDir` (one per request). */
export function uploadFolderOf(request: FastifyRequest, uploadsDir: string): RequestUploadFolder {
  let folder = folders.get(request);
  if (!folder) {
    folder = new RequestUploadFolder(uploadsDir, request.id);
    folders.set(request, folder);
  }
  return folder;
}

async function discardUploads(request: FastifyRequest): Promise<void> {
  await folders.get(request)?.discard();
}

/**
 * The hooks of every route that takes a multipart body:
 * - the staged files live as long as the request: removed once the response is sent, or when the
 *   client goes away first;
 * - an answer given before the body was read to its end (a refusal before the body, a file over the
 *   limit) closes the connection. Node would otherwise read and discard the rest of the body to keep
 *   the connection alive: for a refused 262 MB upload, all 262 MB.
 */
export const uploadRouteHooks = {
  onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.raw.readableEnded) reply.header("connection", "close");
    return payload;
  },
  onResponse: async (request: FastifyRequest) => discardUploads(request),
  onRequestAbort: async (request: FastifyRequest) => discardUploads(request),
};
