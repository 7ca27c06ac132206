import type { OperationDefinition } from "@chorus/contract";
import type { AuthenticatedContext, PublicContext } from "@chorus/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

type Part<Op extends OperationDefinition, K extends "params" | "query" | "body"> =
  Op["request"] extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

export type ContextFor<Op extends OperationDefinition> = Op["auth"]["kind"] extends "public"
  ? PublicContext
  : AuthenticatedContext;

export interface HandlerInput<Op extends OperationDefinition> {
  ctx: ContextFor<Op>;
  params: Part<Op, "params">;
  query: Part<Op, "query">;
  body: Part<Op, "body">;
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
