import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { OperationDefinition } from "../operation.ts";
import { allOperations } from "../operations/index.ts";
import * as agentConversation from "../websockets/agent-conversation.ts";
import * as speechToTextRealtime from "../websockets/speech-to-text-realtime.ts";
import * as textToSpeechInputStreaming from "../websockets/text-to-speech-input-streaming.ts";
import { boundedRecord, jsonObjectOfAtMost, unreadValue } from "./bounded-values.ts";
import { findUnboundedInputs } from "./find-unbounded-inputs.ts";

/** Every place of an operation's request where a client could send an input of any size. */
function unboundedInputsOf(operation: OperationDefinition): string[] {
  const request = operation.request;
  if (!request) return [];
  const name = operation.operationId;
  const found = [
    ...(request.params ? findUnboundedInputs(request.params, `${name} params`) : []),
    ...(request.query ? findUnboundedInputs(request.query, `${name} query`) : []),
    ...(request.body ? findUnboundedInputs(request.body, `${name} body`) : []),
  ];
  if (request.form) {
    found.push(...findUnboundedInputs(request.form.fields, `${name} form`));
    if (request.form.files.length > 0 && !request.form.limits)
      found.push(`${name} form: files ${request.form.files.join(", ")} without limits (bytes and count)`);
  }
  return found;
}

/** The WebSocket modules export only what clients send (query and message schemas), so all of it is input. */
const websocketSchemas = Object.entries({
  ...textToSpeechInputStreaming,
  ...speechToTextRealtime,
  ...agentConversation,
}).flatMap(([name, value]): [string, z.ZodType][] => (value instanceof z.ZodType ? [[name, value]] : []));

describe("request bounds", () => {
  it("every string, array, record and file of every operation's request has a maximum", () => {
    expect(allOperations.flatMap(unboundedInputsOf)).toEqual([]);
  });

  it("every string, array and record of the WebSocket query and message schemas has a maximum", () => {
    expect(websocketSchemas.length).toBeGreaterThanOrEqual(4);
    expect(websocketSchemas.flatMap(([name, schema]) => findUnboundedInputs(schema, `ws ${name}`))).toEqual(
      [],
    );
  });
});

describe("findUnboundedInputs", () => {
  it("names each kind of unbounded input, wherever it sits", () => {
    const schema = z.object({
      text: z.string().trim().min(1),
      ids: z.array(z.string().max(10)),
      nested: z.object({ note: z.string().nullish() }).optional(),
      labels: z.record(z.string().max(10), z.string().max(10)),
      anything: z.unknown(),
      either: z.union([z.string(), z.number()]),
      piped: z.preprocess((value) => value, z.string()),
      tags: z.set(z.string().max(5)),
      extra: z.looseObject({}),
    });
    expect(findUnboundedInputs(schema, "x")).toEqual([
      "x.text: string without .max()",
      "x.ids: array without .max()",
      "x.nested.note: string without .max()",
      "x.labels: record without an entry limit (use boundedRecord)",
      "x.anything: unknown that nothing measures",
      "x.either: string without .max()",
      "x.piped: string without .max()",
      "x.tags: set without .max()",
      "x.extra: object keeps unknown keys",
    ]);
  });

  it("accepts the bounded forms: .max(), .length(), fixed-length formats, enums, bounded records and whole values", () => {
    const schema = z.object({
      text: z.string().trim().min(1).max(100),
      code: z.string().length(6),
      id: z.uuid(),
      ids: z.array(z.string().max(10)).max(3),
      kind: z.enum(["a", "b"]),
      byKind: z.record(z.enum(["a", "b"]), z.number()),
      labels: boundedRecord(z.string().max(10), z.string().max(10), 5),
      effects: boundedRecord(z.string().max(10), unreadValue(), 5).nullish(),
      metadata: jsonObjectOfAtMost(100, "too large").optional(),
      tags: z.set(z.string().max(5)).max(3),
      flag: z.enum(["true", "false"]).transform((value) => value === "true"),
    });
    expect(findUnboundedInputs(schema, "x")).toEqual([]);
  });

  it("boundedRecord refuses more entries than its limit, with a readable message", () => {
    const labels = boundedRecord(z.string().max(10), z.string().max(10), 2);
    expect(labels.safeParse({ a: "1", b: "2" }).success).toBe(true);
    const result = labels.safeParse({ a: "1", b: "2", c: "3" });
    expect(result.error?.issues[0]?.message).toBe("At most 2 entries are allowed.");
  });
});
