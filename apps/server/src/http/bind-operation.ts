import type { OperationDefinition } from "@chorus/contract";
import type { AuthenticatedContext, PublicContext, StagedUpload } from "@chorus/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { UploadedFormFile } from "./read-multipart-form.ts";

type Part<Op extends OperationDefinition, K extends "params" | "query" | "body"> =
  Op["request"] extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

export type ContextFor<Op extends OperationDefinition> = Op["auth"]["kind"] extends "public"
  ? PublicContext
  : AuthenticatedContext;

/** A multipart body: its validated text fields and its files by field name (staged on disk when the form says so). */
type Form<Op extends OperationDefinition> = Op["request"] extends {
  form: { fields: infer S extends z.ZodType; staging: "disk" };
}
  ? { fields: z.output<S>; files: Record<string, StagedUpload[]> }
  : Op["request"] extends { form: { fields: infer S extends z.ZodType } }
    ? { fields: z.output<S>; files: Record<string, UploadedFormFile[]> }
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

/** A route: one contract operation and the handler that parses nothing itself (the contract did), calls one verb and presents. */
export interface RouteBinding {
  operation: OperationDefinition;
  handler: (input: HandlerInput<OperationDefinition>) => Promise<unknown>;
}

export function bindOperation<const Op extends OperationDefinition>(
  operation: Op,
  handler: (input: HandlerInput<Op>) => Promise<unknown>,
): RouteBinding {
  return { operation, handler: handler as unknown as RouteBinding["handler"] };
}
