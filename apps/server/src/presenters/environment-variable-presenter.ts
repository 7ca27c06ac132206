import type { EnvironmentVariable } from "@chorus/contract";
import type { EnvironmentVariableRecord } from "@chorus/domain";

const unixSecondsOf = (at: Date) => Math.floor(at.getTime() / 1000);

/** `EnvironmentVariableResponse`: a secret variable's values are the secrets' ids, never their values. */
export function presentEnvironmentVariable(variable: EnvironmentVariableRecord): EnvironmentVariable {
  return {
    id: variable.id,
    label: variable.label,
    type: variable.type,
    workspace_id: variable.workspaceId,
    created_by_user_id: variable.createdByUserId,
    created_at_unix_secs: unixSecondsOf(variable.createdAt),
    updated_at_unix_secs: unixSecondsOf(variable.updatedAt),
    values: Object.fromEntries(
      Object.entries(variable.values).map(([environment, value]) => [
        environment,
        typeof value === "string" ? value : { secret_id: value.secretId },
      ]),
    ),
  };
}
