import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { messages, type OperationDefinition, voiceSampleLimits } from "@chorus/contract";
import { DomainError, isDomainError, type StagedUpload } from "@chorus/domain";
import fastifyMultipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RequestUploadFolder } from "./request-upload-folder.ts";
import { findUnsafeInput, isUnsafeText } from "./unsafe-input.ts";

export interface ReadForm {
  fields: unknown;
  files: Record<string, StagedUpload[]>;
}

/**
 * Streams one file part to a file in the request's upload folder, hashing and counting it on the
 * way, so no upload is ever held in memory (a 1,000 MB recording costs a 64 KB buffer). The folder
 * is private to the request and removed after the response (request-upload-folder.ts).
 */
async function stageToDisk(
  folder: RequestUploadFolder,
  part: MultipartFile,
  index: number,
): Promise<StagedUpload> {
  const target = path.join(await folder.path(), `upload-${index}`);
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
  if (folder.isDiscarded) throw new Error("the request ended while its upload was being staged");
  return {
    fileName: part.filename,
    mimeType: part.mimetype,
    sizeBytes: size,
    sha256: hash.digest("hex"),
    read: () => createReadStream(target),
  };
}

type FormSpec = NonNullable<NonNullable<OperationDefinition["request"]>["form"]>;

/** Text fields a form may carry besides its files, and the size of each. */
const fieldLimits = { fields: 20, fieldSize: 64 * 1024 };

/**
 * Multipart parsing for the routes whose operation declares a `form`, registered inside their own
 * scope so every other route keeps accepting JSON only. Every read passes the operation's own
 * `form.limits`; these defaults (the instant-cloning samples') only stand in for a read without them.
 */
export async function allowMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: {
      fileSize: voiceSampleLimits.maxFileBytes,
      files: voiceSampleLimits.maxFilesPerVoice,
      ...fieldLimits,
      parts: voiceSampleLimits.maxFilesPerVoice + fieldLimits.fields,
    },
    throwFileSizeLimit: true,
  });
}

/** The upload limits of @fastify/multipart, answered with the spec's message (spec 001 §8). */
const tooBigCodes = new Set(["FST_REQ_FILE_TOO_LARGE", "FST_FILES_LIMIT", "FST_PARTS_LIMIT"]);

/**
 * What a failure while reading the body means. Our own refusals pass through, and so do system
 * errors (the disk, the upload folder: `syscall` is set), which are ours to log as a 500;
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
 * messages are the spec's, answered as a 422 naming the field), files are staged on disk in the
 * request's upload folder and grouped by field name. A request carries at most `files × fileBytes`
 * of files plus 20 text fields of 64 KB: the bound of its disk use.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  form: FormSpec,
  folder: RequestUploadFolder,
): Promise<ReadForm> {
  if (!request.isMultipart()) throw DomainError.invalidField(["body"], messages.multipartRequired);
  const fields: Record<string, string> = {};
  const files: Record<string, StagedUpload[]> = {};
  const limits = {
    limits: {
      fileSize: form.limits.fileBytes,
      files: form.limits.files,
      parts: form.limits.files + fieldLimits.fields,
    },
  };
  let index = 0;
  try {
    for await (const part of request.parts(limits)) {
      if (part.type === "file") {
        if (!form.files.includes(part.fieldname)) {
          part.file.resume();
          continue;
        }
        const list = files[part.fieldname] ?? [];
        list.push(await stageToDisk(folder, part, index++));
        files[part.fieldname] = list;
      } else {
        // Busboy cuts a longer value silently; a cut text must not pass for what was sent.
        if (part.valueTruncated)
          throw DomainError.invalidField(
            ["body", part.fieldname],
            messages.formFieldTooLong(fieldLimits.fieldSize),
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
  return { fields: parsed.data, files };
}
