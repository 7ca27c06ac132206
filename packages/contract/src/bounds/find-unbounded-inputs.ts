import type { z } from "zod";
import { maxEntriesMetaKey, wholeValueBounds } from "./bounded-values.ts";

/**
 * Walks a request schema and names every place where a client could send an input of any size:
 * a string without `.max()`, an array or set without a maximum, a record without `boundedRecord`'s
 * entry limit, or a value of unknown shape (`z.unknown()`, `z.any()`, a custom check) that nothing
 * measures and that is not bounded as a whole (`unreadValue()`, `jsonObjectOfAtMost()`). The contract's bounds test runs it over every operation and WebSocket schema, so a
 * new field without a limit fails the build instead of reaching a handler.
 *
 * It reads zod 4's internals: `_zod.def.type` says what a schema is, and `_zod.def.checks` lists
 * its checks, each naming its kind in `_zod.def.check`: `.max()` and `.length()` of a string or an
 * array are `max_length` and `length_equals`, a set's `.max()` is `max_size` (the same fold zod's
 * own JSON Schema output does to write `maxLength` / `maxItems`).
 */
export function findUnboundedInputs(schema: z.ZodType, path: string): string[] {
  const found: string[] = [];
  walk(schema as unknown as Walkable, path, found, new Set());
  return found;
}

/** The part of zod 4's internal shape the walk reads. */
interface Walkable {
  _zod: {
    def: Record<string, unknown> & { type: string };
  };
  meta?: () => Record<string, unknown> | undefined;
}

/** String formats whose pattern fixes the length, so a `.max()` would add nothing. */
const fixedLengthFormats = new Set([
  "uuid",
  "guid",
  "cuid",
  "cuid2",
  "ulid",
  "nanoid",
  "date",
  "time",
  "datetime",
]);

/** Types that are the same size whatever the client sends. */
const fixedSizeTypes = new Set([
  "number",
  "int",
  "boolean",
  "bigint",
  "null",
  "undefined",
  "void",
  "never",
  "nan",
  "enum",
  "literal",
  "date",
  "symbol",
  "success",
]);

/** Wrappers whose inner schema decides the size. */
const wrapperTypes = new Set([
  "optional",
  "nullable",
  "default",
  "prefault",
  "nonoptional",
  "readonly",
  "catch",
]);

function walk(schema: Walkable, path: string, found: string[], seen: Set<Walkable>): void {
  if (wholeValueBounds.has(schema as unknown as z.ZodType)) return;
  const def = schema._zod.def;
  const type = def.type;
  const into = (inner: unknown, at = path) => walk(inner as Walkable, at, found, seen);
  if (fixedSizeTypes.has(type)) return;
  if (wrapperTypes.has(type)) {
    into(def.innerType);
    return;
  }
  switch (type) {
    case "string":
    case "template_literal": {
      const format = (def as { format?: string }).format;
      if (!(format && fixedLengthFormats.has(format)) && !hasMaximum(def))
        found.push(`${path}: string without .max()`);
      break;
    }
    case "array":
      if (!hasMaximum(def)) found.push(`${path}: array without .max()`);
      into(def.element, `${path}[]`);
      break;
    case "set":
      if (!hasMaximum(def)) found.push(`${path}: set without .max()`);
      into(def.valueType, `${path}[]`);
      break;
    case "tuple":
      (def.items as Walkable[]).forEach((item, index) => {
        into(item, `${path}[${index}]`);
      });
      if (def.rest) found.push(`${path}: tuple with an unbounded rest`);
      break;
    case "object": {
      for (const [key, value] of Object.entries(def.shape as Record<string, Walkable>))
        into(value, `${path}.${key}`);
      const catchall = def.catchall as Walkable | undefined;
      // A strict object's catchall is `never` (refuses extra keys); a loose one keeps any number of them.
      if (catchall && catchall._zod.def.type !== "never") found.push(`${path}: object keeps unknown keys`);
      break;
    }
    case "record":
    case "map": {
      const keyType = def.keyType as Walkable;
      const finiteKeys = keyType._zod.def.type === "enum" || keyType._zod.def.type === "literal";
      if (!finiteKeys && typeof schema.meta?.()?.[maxEntriesMetaKey] !== "number")
        found.push(`${path}: ${type} without an entry limit (use boundedRecord)`);
      into(keyType, `${path}{key}`);
      into(def.valueType, `${path}{value}`);
      break;
    }
    case "union":
      for (const option of def.options as Walkable[]) into(option);
      break;
    case "intersection":
      into(def.left);
      into(def.right);
      break;
    case "pipe":
      // `in` meets the client's value; `out` meets what a transform made of it.
      into(def.in);
      into(def.out);
      break;
    case "transform":
      // Only reached as a pipe's `out`: the value it gets was measured by the pipe's `in`.
      break;
    case "lazy":
      // A recursive schema: walk each one once, so the walk ends.
      if (seen.has(schema)) break;
      seen.add(schema);
      into((def.getter as () => Walkable)());
      break;
    default:
      found.push(`${path}: ${type} that nothing measures`);
  }
}

/** The checks that put an upper limit on a length or a size. */
const maximumChecks = new Set(["max_length", "length_equals", "max_size"]);

function hasMaximum(def: Record<string, unknown>): boolean {
  const checks = (def.checks ?? []) as { _zod: { def: { check: string } } }[];
  return checks.some((check) => maximumChecks.has(check._zod.def.check));
}
