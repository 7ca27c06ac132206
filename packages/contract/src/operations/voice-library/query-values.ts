import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";

/** One value of a query list (a use case, a descriptive, a language code). */
const listValue = z.string().max(inputLimits.labelCharacters);

/** A query list: repeated keys (`use_cases=a&use_cases=b`, as the SDK sends them) or one comma-separated value. */
export const queryList = z
  .union([
    z.string().max(inputLimits.labelCharacters * inputLimits.idsPerRequest),
    z.array(listValue).max(inputLimits.idsPerRequest),
  ])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(",")).map((v) => v.trim()).filter(Boolean),
  )
  .optional();

/** A query boolean as the SDK sends it (`true` / `false`); absent stays undefined, so a default can apply. */
export const queryBoolean = z
  .enum(["true", "false", "True", "False"])
  .transform((value) => value.toLowerCase() === "true")
  .optional();
