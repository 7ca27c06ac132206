import type { OperationDefinition } from "@chorus/contract";
import type { AuthenticatedContext, PublicContext, StagedUpload } from "@chorus/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

type Part<Op extends OperationDefinition, K extends "params" | "query" | "body"> =
  Op["request"] extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

export type ContextFor<Op extends OperationDefinition> = Op["auth"]["kind"] extends "public"
  ? PublicContext
  : AuthenticatedContext;

/** A multipart body: its validated text fields and its files by field name, each staged on disk. */
type Form<Op extends OperationDefinition> = Op["request"] extends {
  form: { fields: infer S extends z.ZodType };
}
  ? { fields: z.output<S>; files: Record<string, StagedUpload[]> }
  : undefined;

export interface HandlerInput<Op extends OperationDefinition> {
  ctx: ContextFor<Op>;
  params: Part<Op, "params">;
  query: Part<Op, "query">;
  body: Part<Op, "body">;
  form: Form<Op>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What is known before the body is read: who calls, the path and the query. */
export interface BeforeBodyInput<Op extends OperationDefinition> {
  ctx: ContextFor<Op>;
  params: Part<Op, "params">;
  query: Part<Op, "query">;
}

/**
 * How an upload route refuses early. `beforeBody` calls the domain's cheap refusals (plan, voice
 * slots, monthly operations, credits, concurrency, the voice in the path) after authentication and
 * before a byte of the body is read, so a refused client gets its answer while still sending and the
 * server stops reading (request-upload-folder.ts). Required for every operation with a `form`.
 */
export interface UploadChecks<Op extends OperationDefinition> {
  beforeBody: (input: BeforeBodyInput<Op>) => Promise<unknown>;
}

/**
 * `beforeBody` of an upload whose only cheap refusals are the caller's credentials and the API key's
 * permission, which authentication (`onRequest`) has already checked: nothing else about the caller
 * or the path can refuse it (it is not metered and names no resource).
 */
export const onlyAuthentication = async (): Promise<void> => {};

/** A route: one contract operation and the handler that parses nothing itself (the contract did), calls one verb and presents. */
export interface RouteBinding {
  operation: OperationDefinition;
  handler: (input: HandlerInput<OperationDefinition>) => Promise<unknown>;
  /** Set for the operations with a `form` (see `UploadChecks`). */
  beforeBody?: (input: BeforeBodyInput<OperationDefinition>) => Promise<unknown>;
}

export function bindOperation<const Op extends OperationDefinition>(
  operation: Op,
  handler: (input: HandlerInput<Op>) => Promise<unknown>,
  ...upload: NoInfer<Op["request"] extends { form: object } ? [UploadChecks<Op>] : []>
): RouteBinding {
  return {
    operation,
    handler: handler as unknown as RouteBinding["handler"],
    ...(upload[0] ? { beforeBody: upload[0].beforeBody as unknown as RouteBinding["beforeBody"] } : {}),
  };
}
