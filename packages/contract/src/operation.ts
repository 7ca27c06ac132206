import type { z } from "zod";
import type { Permission } from "./catalogues/api-key-permissions.ts";
import type { ErrorStatus } from "./errors/error-status.ts";
import type { SingleUseTokenType } from "./operations/tokens/create-single-use-token.ts";

/**
 * Who may call an operation.
 * - `public`: no credentials (sign-up, password reset, verification links).
 * - `session`: a signed-in person through the web app's bearer token; API keys are refused.
 *   Used for account-security actions (MFA, sign-out) that a leaked key must never reach.
 * - `any`: a bearer token or an `xi-api-key`. An API key must hold `permission` (or full access).
 *   With `singleUseToken`, also `?token=` holding a single-use token of that type (browsers), used up by the call.
 */
export type AuthRequirement =
  | { kind: "public" }
  | { kind: "session" }
  | { kind: "any"; permission: Permission; singleUseToken?: SingleUseTokenType };

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A binary or streaming response: declared so the OpenAPI document shows it, never JSON-serialized. */
export interface BinaryResponse {
  binary: true;
  contentType: string;
  description: string;
}

export interface OperationDefinition {
  /** The ElevenLabs SDK call (`user.subscription.get`) or, for Chorus-only calls, `chorus.<area>.<verb>`. */
  operationId: string;
  method: HttpMethod;
  /** OpenAPI-style path: `/v1/workspace/api-keys/{key_id}`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  auth: AuthRequirement;
  request?: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    body?: z.ZodType;
    /**
     * A `multipart/form-data` body instead of JSON: `fields` validates the text fields (like a JSON
     * body, so field messages come from it), `files` names the file fields (each may repeat). Files
     * are streamed to temporary files under DATA_DIR as they arrive, never held in memory, and the
     * handler gets them as `StagedUpload`s. `limits` bounds them: a file over `fileBytes`, or more
     * than `files` of them, is refused with "Files are too big"; a request so stages at most
     * `files × fileBytes` (plus 20 text fields of 64 KB). The route binds the cheap refusals that
     * run before the body is read (apps/server/src/http/bind-operation.ts, `beforeBody`).
     */
    form?: {
      fields: z.ZodObject;
      files: readonly string[];
      limits: { fileBytes: number; files: number };
    };
  };
  /** The success response, by HTTP status. */
  responses: Record<number, z.ZodType | BinaryResponse>;
  /** Business errors this operation may answer with, for the docs. */
  errors?: readonly ErrorStatus[];
}

/** Identity function that keeps the literal types of an operation for route binding. */
export function defineOperation<const T extends OperationDefinition>(operation: T): T {
  return operation;
}

export type RequestBody<T extends OperationDefinition> = T["request"] extends {
  body: infer B extends z.ZodType;
}
  ? z.output<B>
  : undefined;
