import { environmentVariableLimits } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { readSecretValue } from "../secrets/read-secret-value.ts";

/**
 * The value of the workspace's variable `label` (any case) in `environment`, for the moment it is
 * used (a webhook tool's `{env_var_label}` header, a conversation started with `environment`): the
 * environment's own value, else production's; a secret variable's value is read from its secret.
 * Undefined when the workspace has no such variable.
 */
export async function readEnvironmentVariable(
  ctx: { workspaceId: string; ports: AuthenticatedContext["ports"] },
  label: string,
  environment: string = environmentVariableLimits.requiredEnvironment,
): Promise<string | undefined> {
  const variable = await ctx.ports.store.environmentVariables.findByLabel(ctx.workspaceId, label);
  if (!variable) return undefined;
  const value =
    variable.values[environment] ?? variable.values[environmentVariableLimits.requiredEnvironment];
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : readSecretValue(ctx, value.secretId);
}
