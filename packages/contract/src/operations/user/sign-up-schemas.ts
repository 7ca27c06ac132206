import { z } from "zod";
import { jsonObjectOfAtMost } from "../../bounds/bounded-values.ts";

const MAX_METADATA_JSON_LENGTH = 10_000;

/**
 * The pre-sign-up payload of spec 000 §3. The email's format is checked by the domain (it
 * answers `invalid_email` like the spec's catalogue, not a validation list).
 */
export const PreSignUpBodySchema = z.object({
  email: z.string().max(320),
  account_metadata: jsonObjectOfAtMost(MAX_METADATA_JSON_LENGTH, "account_metadata is too large").optional(),
  recaptcha_token: z.string().max(4000),
  /** Attribution: partner id, click id and invite code, kept on the account. */
  pid: z.string().max(200).optional(),
  xid: z.string().max(200).optional(),
  invite_code: z.string().max(200).optional(),
  /** Accepted for ElevenLabs compatibility; Chorus has no cloud-marketplace billing. */
  gcp_marketplace_jwt: z.string().max(8000).optional(),
});

export type PreSignUpBody = z.infer<typeof PreSignUpBodySchema>;
