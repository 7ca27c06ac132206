import { z } from "zod";

/**
 * The metadata key that carries a record's entry limit. It is JSON Schema's own keyword, so the
 * OpenAPI document shows the limit, and the bounds test reads it to know the record is bounded.
 */
export const maxEntriesMetaKey = "maxProperties";

/**
 * A `z.record` with at most `maxEntries` keys. zod has no `.max()` for records, so the limit is a
 * refinement (answered with a readable 422 message) plus the metadata above. The refinement runs
 * after zod has read every entry, which is linear in the body that the server's body limit bounds.
 */
export function boundedRecord<K extends z.core.$ZodRecordKey, V extends z.ZodType>(
  keyType: K,
  valueType: V,
  maxEntries: number,
) {
  return z
    .record(keyType, valueType)
    .refine((record) => Object.keys(record).length <= maxEntries, {
      message: `At most ${maxEntries} entries are allowed.`,
    })
    .meta({ [maxEntriesMetaKey]: maxEntries });
}

/**
 * Schemas of values whose inner shape is free but whose size is settled as a whole: either nothing
 * reads them (only whether they are there matters), or they are measured as JSON text. A zod
 * registry rather than metadata, so the mark stays out of the OpenAPI document.
 */
export const wholeValueBounds = z.registry<
  { bound: "unread" } | { bound: "json-length"; maxCharacters: number }
>();

/** A value of any shape that no handler reads: only whether it is there matters. */
export function unreadValue() {
  return z.unknown().register(wholeValueBounds, { bound: "unread" });
}

/** A JSON object kept as it came (stored, never interpreted), at most `maxCharacters` as JSON text. */
export function jsonObjectOfAtMost(maxCharacters: number, message: string) {
  return z
    .record(z.string(), z.unknown())
    .refine((value) => JSON.stringify(value).length <= maxCharacters, message)
    .register(wholeValueBounds, { bound: "json-length", maxCharacters });
}
