import type { AuthenticatedContext } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import type { SecretReference, SecretReferenceSource } from "../secrets/secret-references.ts";
import { secretIdsOfValues } from "./environment-variables.ts";

/**
 * Secret environment variables as users of the secrets they name: a secret a variable names is not
 * deleted while it does (the wire's `used_by` has no list for variables, so they show only there).
 */
export const environmentVariableSecretReferences: SecretReferenceSource = {
  kind: "environment_variables",
  async references(ctx: AuthenticatedContext, store: Repositories): Promise<SecretReference[]> {
    const variables = await store.environmentVariables.listSecretVariables(ctx.workspaceId);
    return variables.map((variable) => ({
      dependent: {
        kind: "environment_variables",
        id: variable.id,
        name: variable.label,
        createdAt: variable.createdAt,
        accessLevel: "viewer",
      },
      secretIds: secretIdsOfValues(variable.values),
    }));
  },
};
