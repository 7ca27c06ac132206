import { z } from "zod";
import { boundedRecord } from "../../bounds/bounded-values.ts";
import { idValue } from "../../bounds/input-limits.ts";
import { environmentVariableLimits as limits } from "../../catalogues/environment-variable-limits.ts";
import { messages } from "../../errors/messages.ts";

export const EnvironmentVariableParamsSchema = z.object({ env_var_id: idValue });

export const environmentVariableTypes = ["string", "secret", "auth_connection"] as const;
export type EnvironmentVariableType = (typeof environmentVariableTypes)[number];

export const environmentName = z
  .string()
  .min(1)
  .max(limits.environmentCharacters)
  .regex(/^[A-Za-z0-9_.-]+$/, messages.environmentNameInvalid);

export const environmentVariableLabel = z
  .string()
  .min(1)
  .max(limits.labelCharacters)
  .regex(/^[A-Za-z_][A-Za-z0-9_.-]*$/, messages.environmentVariableLabelInvalid);

const stringValue = z.string().max(limits.valueCharacters);
const secretValue = z.object({ secret_id: idValue });
const authConnectionValue = z.object({ auth_connection_id: idValue });

const valuesOf = <V extends z.ZodType>(value: V) =>
  boundedRecord(environmentName, value, limits.environmentsPerVariable).refine(
    (values) => limits.requiredEnvironment in values,
    messages.environmentProductionRequired,
  );

/** `EnvironmentVariablesCreateRequestBody`: a string, secret or auth-connection variable with its values. */
export const CreateEnvironmentVariableBodySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("string"), label: environmentVariableLabel, values: valuesOf(stringValue) }),
  z.object({ type: z.literal("secret"), label: environmentVariableLabel, values: valuesOf(secretValue) }),
  z.object({
    type: z.literal("auth_connection"),
    label: environmentVariableLabel,
    values: valuesOf(authConnectionValue),
  }),
]);

/** `UpdateEnvironmentVariableRequest`: values to replace; `null` removes an environment (not production). */
export const UpdateEnvironmentVariableBodySchema = z.object({
  values: boundedRecord(
    environmentName,
    z.union([stringValue, secretValue, authConnectionValue]).nullable(),
    limits.environmentsPerVariable,
  ),
});

/** `EnvironmentVariableResponse`: a secret's value is its id, never the secret. */
export const EnvironmentVariableSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    type: z.enum(environmentVariableTypes),
    workspace_id: z.string(),
    created_by_user_id: z.string().optional(),
    created_at_unix_secs: z.number().int(),
    updated_at_unix_secs: z.number().int(),
    values: z.record(
      z.string(),
      z.union([
        z.string(),
        z.object({ secret_id: z.string() }),
        z.object({ auth_connection_id: z.string() }),
      ]),
    ),
  })
  .meta({ id: "EnvironmentVariableResponse" });

export type EnvironmentVariable = z.output<typeof EnvironmentVariableSchema>;
