import type { z } from "zod";
import { maxEntriesMetaKey, wholeValueBounds } from "./bounded-values.ts";

/** The part of zod 4's internal shape the measure reads (as in find-unbounded-inputs.ts). */
interface Measurable {
  _zod: { def: Record<string, unknown> & { type: string } };
  meta?: () => Record<string, unknown> | undefined;
}

/**
 * The longest JSON text, in UTF-8 bytes and without optional whitespace, that a value of `schema`
 * can be once it passes the schema's limits; Infinity where nothing fixes it (a value no handler
 * reads, a custom check, recursion). A string, an object key or a fixed value counts 6 bytes per
 * UTF-16 unit (`\uXXXX`, the longest way to write one), a number 32 (longer ones are digits nobody needs), an object its
 * known keys only. The server turns it into a route's body limit (json-body-limit.ts), so a body
 * far larger than any valid one is refused before it is read into memory and parsed.
 */
export function largestJsonText(schema: z.ZodType): number {
  return measure(schema as unknown as Measurable, new Set());
}

const numberBytes = 32;
/** A fixed value: a string (an object key too) may be written all in escapes, like any other. */
const literalBytes = (value: unknown) =>
  typeof value === "string" ? 2 + 6 * value.length : JSON.stringify(value ?? null).length;

function maximumOf(def: Record<string, unknown>): number {
  let maximum = Infinity;
  for (const check of (def.checks ?? []) as { _zod: { def: Record<string, unknown> } }[]) {
    const checkDef = check._zod.def;
    if (checkDef.check === "max_length" || checkDef.check === "max_size")
      maximum = Math.min(maximum, checkDef.maximum as number);
    if (checkDef.check === "length_equals") maximum = Math.min(maximum, checkDef.length as number);
  }
  return maximum;
}

function measure(schema: Measurable, seen: Set<Measurable>): number {
  const whole = wholeValueBounds.get(schema as unknown as z.ZodType);
  if (whole) return whole.bound === "json-length" ? whole.maxCharacters * 6 : Infinity;
  const def = schema._zod.def;
  const inner = (value: unknown) => measure(value as Measurable, seen);
  switch (def.type) {
    case "number":
    case "int":
    case "bigint":
    case "nan":
      return numberBytes;
    case "boolean":
      return 5;
    case "null":
    case "undefined":
    case "void":
      return 4;
    case "literal":
      return Math.max(...(def.values as unknown[]).map(literalBytes));
    case "enum":
      return Math.max(...Object.values(def.entries as Record<string, unknown>).map(literalBytes));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return Math.max(4, inner(def.innerType));
    case "string":
      return 2 + 6 * maximumOf(def);
    case "array":
    case "set":
      return 2 + maximumOf(def) * (inner(def.type === "array" ? def.element : def.valueType) + 1);
    case "tuple":
      return def.rest
        ? Infinity
        : 2 + (def.items as Measurable[]).reduce((sum, item) => sum + inner(item) + 1, 0);
    case "object":
      return (
        2 +
        Object.entries(def.shape as Record<string, Measurable>).reduce(
          (sum, [key, value]) => sum + literalBytes(key) + 2 + inner(value),
          0,
        )
      );
    case "record": {
      const keyType = def.keyType as Measurable;
      const keyDef = keyType._zod.def;
      const entries =
        keyDef.type === "enum"
          ? Object.keys(keyDef.entries as object).length
          : keyDef.type === "literal"
            ? (keyDef.values as unknown[]).length
            : schema.meta?.()?.[maxEntriesMetaKey];
      return typeof entries === "number"
        ? 2 + entries * (inner(keyType) + inner(def.valueType) + 2)
        : Infinity;
    }
    case "union":
      return Math.max(...(def.options as Measurable[]).map(inner));
    case "intersection":
      return inner(def.left) + inner(def.right);
    case "pipe":
      // The client's value meets `in`; `out` is what a transform made of it.
      return inner(def.in);
    case "lazy": {
      if (seen.has(schema)) return Infinity;
      seen.add(schema);
      const size = inner((def.getter as () => Measurable)());
      seen.delete(schema);
      return size;
    }
    default:
      return Infinity;
  }
}
