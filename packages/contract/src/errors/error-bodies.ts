import { z } from "zod";
import { errorStatuses } from "./error-status.ts";

/** FastAPI's `HTTPValidationError`, the 422 body every ElevenLabs operation declares. */
export const ValidationErrorBodySchema = z
  .object({
    detail: z.array(
      z.object({
        loc: z.array(z.union([z.string(), z.number()])),
        msg: z.string(),
        type: z.string(),
      }),
    ),
  })
  .meta({ id: "HTTPValidationError" });

/** A business error: `{ detail: { status, message } }`, optionally with extra keys. */
export const BusinessErrorBodySchema = z
  .object({
    detail: z.looseObject({
      status: z.enum(errorStatuses),
      message: z.string(),
    }),
  })
  .meta({ id: "BusinessError" });

export type ValidationErrorBody = z.infer<typeof ValidationErrorBodySchema>;
export type BusinessErrorBody = z.infer<typeof BusinessErrorBodySchema>;
