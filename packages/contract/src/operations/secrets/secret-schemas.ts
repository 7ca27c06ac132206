import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { secretLimits } from "../../catalogues/secret-limits.ts";

export const SecretParamsSchema = z.object({ secret_id: idValue });

export const secretName = z.string().min(1).max(secretLimits.nameCharacters);
export const secretValue = z.string().min(1).max(secretLimits.valueCharacters);

/** Kinds of resource that can use a secret, as `GET …/dependencies/{resource_type}` names them. */
export const secretDependencyResourceTypes = ["tools", "agents", "phone_numbers", "mcp_servers"] as const;
export type SecretDependencyResourceType = (typeof secretDependencyResourceTypes)[number];

const accessLevel = z.enum(["admin", "editor", "commenter", "viewer"]);

/**
 * A resource that uses a secret: `available` with its name when the caller may see it, else
 * `unknown` with its id only (the SDK's `Dependent{Available,Unknown}{Agent,Tool,McpServer}Identifier`).
 */
export const SecretDependentSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("available"),
    id: z.string(),
    name: z.string(),
    created_at_unix_secs: z.number().int(),
    access_level: accessLevel,
  }),
  z.object({ type: z.literal("unknown"), id: z.string() }),
]);

/** `DependentPhoneNumberIdentifier` (Chorus has no telephony yet: never listed). */
const DependentPhoneNumberSchema = z.object({
  phone_number_id: z.string(),
  phone_number: z.string(),
  label: z.string(),
  provider: z.enum(["twilio", "sip_trunk", "exotel"]),
});

/** `ConvAiStoredSecretDependencies`: who uses the secret, a preview of each kind. */
export const SecretDependenciesSchema = z
  .object({
    tools: z.array(SecretDependentSchema),
    tools_has_more: z.boolean(),
    agents: z.array(SecretDependentSchema),
    agents_has_more: z.boolean(),
    phone_numbers: z.array(DependentPhoneNumberSchema),
    phone_numbers_has_more: z.boolean(),
    mcp_servers: z.array(SecretDependentSchema),
    others: z.array(z.enum(["conversation_initiation_webhook"])),
  })
  .meta({ id: "ConvAiStoredSecretDependencies" });

/** `PostWorkspaceSecretResponseModel`: what creating or changing a secret answers (never its value). */
export const PostWorkspaceSecretResponseSchema = z
  .object({ type: z.literal("stored"), secret_id: z.string(), name: z.string() })
  .meta({ id: "PostWorkspaceSecretResponseModel" });

/** `ConvAiWorkspaceStoredSecretConfig`: a secret as read (never its value). */
export const WorkspaceSecretSchema = z
  .object({
    type: z.literal("stored"),
    secret_id: z.string(),
    name: z.string(),
    used_by: SecretDependenciesSchema,
  })
  .meta({ id: "ConvAiWorkspaceStoredSecretConfig" });

export type WorkspaceSecret = z.output<typeof WorkspaceSecretSchema>;
export type SecretDependencies = z.output<typeof SecretDependenciesSchema>;
export type SecretDependent = z.output<typeof SecretDependentSchema>;

/** `GetSecretDependenciesResponseModel`. */
export const SecretDependenciesPageSchema = z
  .object({
    dependencies: z.union([z.array(SecretDependentSchema), z.array(DependentPhoneNumberSchema)]),
    next_cursor: z.string().nullish(),
  })
  .meta({ id: "GetSecretDependenciesResponseModel" });
