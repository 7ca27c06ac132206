import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { messages, type OperationDefinition, voiceSampleLimits } from "@chorus/contract";
import { DomainError, isDomainError, type StagedUpload } from "@chorus/domain";
import fastifyMultipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { findUnsafeInput, isUnsafeText } from "./unsafe-input.ts";

/** One uploaded file of a multipart body, read whole (samples are small and analysed whole anyway). */
export interface UploadedFormFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

export interface ReadForm {
  fields: unknown;
  files: Record<string, UploadedFormFile[] | StagedUpload[]>;
}

/** The temporary folder of each request's staged uploads, removed when its response is sent. */
const stagingFolders = new WeakMap<FastifyRequest, string>();

/** Removes the request's staged uploads (the route's `onResponse` hook calls it; safe when there are none). */
export async function discardStagedUploads(request: FastifyRequest): Promise<void> {
  const folder = stagingFolders.get(request);
  if (!folder) return;
  stagingFolders.delete(request);
  await rm(folder, { recursive: true, force: true });
}

/**
 * Streams one file part to a temporary file, hashing it on the way, so a long recording is never
 * held in memory. The folder is private to the request and removed after the response.
 */
async function stageToDisk(
  request: FastifyRequest,
  part: MultipartFile,
  index: number,
): Promise<StagedUpload> {
  let folder = stagingFolders.get(request);
  if (!folder) {
    folder = await mkdtemp(path.join(os.tmpdir(), "chorus-staged-"));
    stagingFolders.set(request, folder);
  }
  const target = path.join(folder, `upload-${index}`);
  const hash = createHash("sha256");
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(part.file, counter, createWriteStream(target, { mode: 0o600 }));
  if (part.file.truncated) throw DomainError.invalidField(["body", part.fieldname], messages.filesTooBig);
  return {
    fileName: part.filename,
    mimeType: part.mimetype,
    sizeBytes: size,
    sha256: hash.digest("hex"),
    read: () => createReadStream(target),
  };
}

/** The longest text field of a multipart form (longer texts, like transcripts, are files). */
const maxFormFieldBytes = 64 * 1024;

type FormSpec = NonNullable<NonNullable<OperationDefinition["request"]>["form"]>;

/**
 * Multipart parsing for the routes whose operation declares a `form`, registered inside their own
 * scope so every other route keeps accepting JSON only. Default limits: the instant-cloning samples'
 * (11 MB per file, 25 files), a few short text fields; an operation's `form.limits` overrides them.
 */
export async function allowMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: {
      fileSize: voiceSampleLimits.maxFileBytes,
      files: voiceSampleLimits.maxFilesPerVoice,
      fields: 20,
      fieldSize: maxFormFieldBytes,
      parts: voiceSampleLimits.maxFilesPerVoice + 20,
    },
    throwFileSizeLimit: true,
  });
}

/** The upload limits of @fastify/multipart, answered with the spec's message (spec 001 §8). */
const tooBigCodes = new Set(["FST_REQ_FILE_TOO_LARGE", "FST_FILES_LIMIT", "FST_PARTS_LIMIT"]);

/**
 * What a failure while reading the body means. Our own refusals pass through, and so do system
 * errors (the disk, the temporary folder: `syscall` is set), which are ours to log as a 500;
 * anything else came from the parser reading what the client sent (no or wrong boundary, a
 * truncated body, a malformed part header, too many fields) and is answered 400.
 */
function multipartReadError(error: unknown): unknown {
  if (isDomainError(error) || (error instanceof Error && "syscall" in error)) return error;
  return new DomainError("malformed_request", messages.multipartMalformed);
}

/**
 * NUL characters and unpaired surrogates in text fields (names and values) and in file names and
 * types, refused like in JSON bodies (refuse-unsafe-input.ts): they would reach the database.
 */
function refuseUnsafeFormText(
  fields: Record<string, string>,
  files: Record<string, { fileName: string; mimeType: string }[]>,
): void {
  const inFields = findUnsafeInput(fields, ["body"]);
  if (inFields) throw DomainError.invalidField(inFields.location, inFields.message);
  for (const [field, list] of Object.entries(files)) {
    if (list.some((file) => isUnsafeText(file.fileName) || isUnsafeText(file.mimeType)))
      throw DomainError.invalidField(["body", field], messages.textNotWellFormed);
  }
}

/**
 * Reads a multipart body: text fields are validated by the operation's `fields` schema (its
 * messages are the spec's, answered as a 422 naming the field), files are grouped by field name.
 */
export async function readMultipartForm(request: FastifyRequest, form: FormSpec): Promise<ReadForm> {
  if (!request.isMultipart()) throw DomainError.invalidField(["body"], messages.multipartRequired);
  const fields: Record<string, string> = {};
  const files: Record<string, (UploadedFormFile | StagedUpload)[]> = {};
  const limits = form.limits
    ? { limits: { fileSize: form.limits.fileBytes, files: form.limits.files, parts: form.limits.files + 20 } }
    : undefined;
  let index = 0;
  try {
    for await (const part of request.parts(limits)) {
      if (part.type === "file") {
        if (!form.files.includes(part.fieldname)) {
          part.file.resume();
          continue;
        }
        const list = files[part.fieldname] ?? [];
        if (form.staging === "disk") list.push(await stageToDisk(request, part, index++));
        else list.push({ fileName: part.filename, mimeType: part.mimetype, bytes: await part.toBuffer() });
        files[part.fieldname] = list;
      } else {
        // Busboy cuts a longer value silently; a cut text must not pass for what was sent.
        if (part.valueTruncated)
          throw DomainError.invalidField(
            ["body", part.fieldname],
            messages.formFieldTooLong(maxFormFieldBytes),
          );
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && tooBigCodes.has(code))
      throw DomainError.invalidField(["body", "files"], messages.filesTooBig);
    throw multipartReadError(error);
  }
  refuseUnsafeFormText(fields, files);
  const parsed = form.fields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw DomainError.invalidField(
      ["body", ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
      issue.message,
    );
  }
  return { fields: parsed.data, files: files as ReadForm["files"] };
}
