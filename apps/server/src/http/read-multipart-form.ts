import { messages, type OperationDefinition, voiceSampleLimits } from "@chorus/contract";
import { DomainError } from "@chorus/domain";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** One uploaded file of a multipart body, read whole (samples are small and analysed whole anyway). */
export interface UploadedFormFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

export interface ReadForm {
  fields: unknown;
  files: Record<string, UploadedFormFile[]>;
}

type FormSpec = NonNullable<NonNullable<OperationDefinition["request"]>["form"]>;

/**
 * Multipart parsing for the routes whose operation declares a `form`, registered inside their own
 * scope so every other route keeps accepting JSON only. Limits: the voice samples' (11 MB per file,
 * 25 files), a few short text fields.
 */
export async function allowMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: {
      fileSize: voiceSampleLimits.maxFileBytes,
      files: voiceSampleLimits.maxFilesPerVoice,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: voiceSampleLimits.maxFilesPerVoice + 20,
    },
    throwFileSizeLimit: true,
  });
}

/** The upload limits of @fastify/multipart, answered with the spec's message (spec 001 §8). */
const tooBigCodes = new Set(["FST_REQ_FILE_TOO_LARGE", "FST_FILES_LIMIT", "FST_PARTS_LIMIT"]);

/**
 * Reads a multipart body: text fields are validated by the operation's `fields` schema (its
 * messages are the spec's, answered as a 422 naming the field), files are grouped by field name.
 */
export async function readMultipartForm(request: FastifyRequest, form: FormSpec): Promise<ReadForm> {
  if (!request.isMultipart()) throw DomainError.invalidField(["body"], messages.multipartRequired);
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFormFile[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (!form.files.includes(part.fieldname)) continue;
        const list = files[part.fieldname] ?? [];
        list.push({ fileName: part.filename, mimeType: part.mimetype, bytes });
        files[part.fieldname] = list;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && tooBigCodes.has(code))
      throw DomainError.invalidField(["body", "files"], messages.filesTooBig);
    throw error;
  }
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
