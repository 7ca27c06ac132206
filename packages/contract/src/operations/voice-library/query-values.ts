import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";

/**
 * A query list of values up to `valueCharacters` long: repeated keys (`use_cases=a&use_cases=b`, as
 * the SDK sends them) or one comma-separated value.
 */
const queryListOf = (valueCharacters: number) =>
  z
    .union([
      z.string().max(valueCharacters * inputLimits.idsPerRequest),
      z.array(z.string().max(valueCharacters)).max(inputLimits.idsPerRequest),
    ])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(",")).map((v) => v.trim()).filter(Boolean),
    )
    .optional();

/** A query list of short values (a use case, a descriptive, a language code). */
export const queryList = queryListOf(inputLimits.labelCharacters);

/** A query list of ids. */
export const queryIdList = queryListOf(inputLimits.idCharacters);

/** A query boolean as the SDK sends it (`true` / `false`); absent stays undefined, so a default can apply. */
export const queryBoolean = z
  .enum(["true", "false", "True", "False"])
  .transform((value) => value.toLowerCase() === "true")
  .optional();
