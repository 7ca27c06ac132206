import { z } from "zod";

/** A query list: repeated keys (`use_cases=a&use_cases=b`, as the SDK sends them) or one comma-separated value. */
export const queryList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(",")).map((v) => v.trim()).filter(Boolean),
  )
  .optional();

/** A query boolean as the SDK sends it (`true` / `false`); absent stays undefined, so a default can apply. */
export const queryBoolean = z
  .enum(["true", "false", "True", "False"])
  .transform((value) => value.toLowerCase() === "true")
  .optional();
