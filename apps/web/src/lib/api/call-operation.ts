import type { BinaryResponse, OperationDefinition } from "@chorus/contract";
import type { z } from "zod";
import { api } from "./client.ts";
import { sendHttp } from "./http.ts";

type SchemaOf<T, K extends "body" | "params" | "query"> = T extends { request: { [P in K]: infer S } }
  ? S extends z.ZodType
    ? z.input<S>
    : never
  : never;

type SuccessSchema<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : never;

/** The parsed success body of an operation, typed from its contract schema. */
export type OperationResult<Op extends OperationDefinition> =
  SuccessSchema<Op["responses"]> extends infer S
    ? S extends BinaryResponse
      ? Blob
      : S extends z.ZodType
        ? z.output<S>
        : never
    : never;

/** What a call needs: only the parts the operation declares. */
export type OperationInput<Op extends OperationDefinition> = ([SchemaOf<Op, "params">] extends [never]
  ? { params?: undefined }
  : { params: SchemaOf<Op, "params"> }) &
  ([SchemaOf<Op, "query">] extends [never] ? { query?: undefined } : { query: SchemaOf<Op, "query"> }) &
  ([SchemaOf<Op, "body">] extends [never] ? { body?: undefined } : { body: SchemaOf<Op, "body"> });

type NeedsInput<Op extends OperationDefinition> = [
  SchemaOf<Op, "params"> | SchemaOf<Op, "query"> | SchemaOf<Op, "body">,
] extends [never]
  ? false
  : true;

function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? "")));
}

/**
 * An operation's path with its parameters filled in, for the calls that cannot go through
 * `callOperation` (multipart posts with `postForm`, binary bodies with `fetchBinary`).
 */
export function operationPath<Op extends OperationDefinition>(
  operation: Op,
  params: SchemaOf<Op, "params">,
): string {
  return fillPath(operation.path, params as Record<string, unknown>);
}

/**
 * Calls one contract operation: method, path and auth kind come from @chorus/contract, so the
 * web app cannot drift from the server. Public operations go without a bearer token.
 */
export function callOperation<Op extends OperationDefinition>(
  operation: Op,
  ...[input]: NeedsInput<Op> extends true ? [input: OperationInput<Op>] : [input?: OperationInput<Op>]
): Promise<OperationResult<Op>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, string>;
    body?: unknown;
  };
  const path = fillPath(operation.path, params);
  if (operation.auth.kind === "public") {
    return sendHttp<OperationResult<Op>>({
      method: operation.method,
      path,
      query,
      body: body ?? (operation.method === "POST" ? {} : undefined),
    });
  }
  const options = { query };
  switch (operation.method) {
    case "GET":
      return api.get(path, options);
    case "POST":
      return api.post(path, body, options);
    case "PUT":
      return api.put(path, body, options);
    case "PATCH":
      return api.patch(path, body, options);
    case "DELETE":
      return api.delete(path, body, options);
  }
}
