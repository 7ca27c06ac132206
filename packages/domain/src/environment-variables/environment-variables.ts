import { environmentVariableLimits, messages } from "@chorus/contract";
import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { listCursorOf, parseListCursor } from "../conversations/list-cursor.ts";
import { withSecretsHeld } from "../secrets/hold-secrets.ts";
import { secretNotFound } from "../secrets/secret-access.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import type { EnvironmentValue, EnvironmentVariableRecord } from "./environment-variable-records.ts";

/** A value as the wire gives it: text, `{secret_id}` or `{auth_connection_id}`. */
export type EnvironmentValueInput = string | { secret_id: string } | { auth_connection_id: string };

export const environmentVariableNotFound = (id: string) =>
  new DomainError("environment_variable_not_found", messages.environmentVariableNotFound(id));

const wrongType = (type: string, environment: string) =>
  DomainError.invalidField(["body", "values", environment], messages.environmentValueWrongType(type));

/** A value of the variable's type, as kept; anything else names the environment at fault. */
function keptValue(
  type: EnvironmentVariableRecord["type"],
  environment: string,
  input: EnvironmentValueInput,
) {
  if (type === "string") {
    if (typeof input !== "string") throw wrongType(type, environment);
    return input;
  }
  if (typeof input === "string" || !("secret_id" in input)) throw wrongType(type, environment);
  return { secretId: input.secret_id };
}

export const secretIdsOfValues = (values: Record<string, EnvironmentValue>) =>
  Object.values(values).flatMap((value) => (typeof value === "string" ? [] : [value.secretId]));

/**
 * `POST /v1/convai/environment-variables`: a string or secret variable, values for `production` and
 * any other environments. Secrets named must exist and are held until the variable is stored.
 */
export async function createEnvironmentVariable(
  ctx: AuthenticatedContext,
  input: {
    type: "string" | "secret" | "auth_connection";
    label: string;
    values: Record<string, EnvironmentValueInput>;
  },
): Promise<EnvironmentVariableRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  if (input.type === "auth_connection")
    throw DomainError.invalidField(["body", "type"], messages.environmentAuthConnectionsUnsupported);
  const type = input.type;
  const max = environmentVariableLimits.perWorkspace;
  if ((await ctx.ports.store.environmentVariables.count(ctx.workspaceId)) >= max)
    throw new DomainError("invalid_request", messages.environmentVariablesTooMany(max));
  const values = Object.fromEntries(
    Object.entries(input.values).map(([environment, value]) => [
      environment,
      keptValue(type, environment, value),
    ]),
  );
  const now = ctx.ports.clock.now();
  const variable: EnvironmentVariableRecord = {
    id: `envvar_${newId(20)}`,
    workspaceId: ctx.workspaceId,
    label: input.label,
    type,
    values,
    createdByUserId: ctx.userId,
    createdAt: now,
    updatedAt: now,
  };
  const { outcome } = await withSecretsHeld(ctx, secretIdsOfValues(values), (store) =>
    store.environmentVariables.insert(variable),
  );
  if (outcome === "label_taken")
    throw new DomainError("already_exists", messages.environmentVariableLabelTaken(input.label));
  return variable;
}

/** `GET /v1/convai/environment-variables/{env_var_id}`. */
export async function getEnvironmentVariable(
  ctx: AuthenticatedContext,
  id: string,
): Promise<EnvironmentVariableRecord> {
  requirePermission(ctx, "convai_read");
  const variable = await ctx.ports.store.environmentVariables.find(ctx.workspaceId, id);
  if (!variable) throw environmentVariableNotFound(id);
  return variable;
}

/** `GET /v1/convai/environment-variables`: newest first, a page at a time. */
export async function listEnvironmentVariables(
  ctx: AuthenticatedContext,
  query: {
    label?: string;
    environment?: string;
    type?: "string" | "secret" | "auth_connection";
    pageSize: number;
    cursor?: string;
  },
): Promise<{ variables: EnvironmentVariableRecord[]; nextCursor: string | null }> {
  requirePermission(ctx, "convai_read");
  if (query.type === "auth_connection") return { variables: [], nextCursor: null };
  const after = parseListCursor(query.cursor);
  const found = await ctx.ports.store.environmentVariables.list(ctx.workspaceId, {
    ...(query.label?.trim() ? { label: query.label.trim() } : {}),
    ...(query.environment !== undefined ? { environment: query.environment } : {}),
    ...(query.type !== undefined ? { type: query.type } : {}),
    ...(after ? { after: { createdAt: after.at, id: after.id } } : {}),
    limit: query.pageSize + 1,
  });
  const variables = found.slice(0, query.pageSize);
  const last = variables.at(-1);
  return {
    variables,
    nextCursor: found.length > query.pageSize && last ? listCursorOf(last.createdAt, last.id) : null,
  };
}

/**
 * `PATCH /v1/convai/environment-variables/{env_var_id}`: the environments given are set, `null`
 * removes one (production stays), the rest are kept; the row is locked so concurrent changes of
 * different environments both stay. New secrets named are held until the change commits.
 */
export async function updateEnvironmentVariable(
  ctx: AuthenticatedContext,
  id: string,
  changes: Record<string, EnvironmentValueInput | null>,
): Promise<EnvironmentVariableRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const current = await ctx.ports.store.environmentVariables.find(ctx.workspaceId, id);
  if (!current) throw environmentVariableNotFound(id);
  const set: Record<string, EnvironmentValue> = {};
  const removed: string[] = [];
  for (const [environment, value] of Object.entries(changes)) {
    if (value !== null) set[environment] = keptValue(current.type, environment, value);
    else if (environment === environmentVariableLimits.requiredEnvironment)
      throw DomainError.invalidField(["body", "values", environment], messages.environmentProductionKept);
    else removed.push(environment);
  }
  const secretIds = [...new Set(secretIdsOfValues(set))];
  return ctx.ports.store.transaction(async (tx) => {
    // The secrets named are held as withSecretsHeld holds them: a deletion waits, then sees the user.
    const held = new Set((await tx.secrets.lockMany(ctx.workspaceId, secretIds)).map((secret) => secret.id));
    const missing = secretIds.find((secretId) => !held.has(secretId));
    if (missing !== undefined) throw secretNotFound(missing);
    const locked = await tx.environmentVariables.lock(ctx.workspaceId, id);
    if (!locked) throw environmentVariableNotFound(id);
    const values = { ...locked.values, ...set };
    for (const environment of removed) delete values[environment];
    const most = environmentVariableLimits.environmentsPerVariable;
    if (Object.keys(values).length > most)
      throw DomainError.invalidField(["body", "values"], messages.environmentsTooMany(most));
    const updated = await tx.environmentVariables.update(ctx.workspaceId, id, {
      values,
      updatedAt: ctx.ports.clock.now(),
    });
    if (!updated) throw environmentVariableNotFound(id);
    return updated;
  });
}
