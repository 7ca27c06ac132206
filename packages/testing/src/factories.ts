import type { Permission, WorkspaceRole } from "@chorus/contract";
import {
  type AuthenticatedContext,
  createAccount,
  newId,
  newSecret,
  sha256,
  startSession,
  type UserRecord,
  type WorkspaceRecord,
} from "@chorus/domain";
import type { TestServer } from "./test-server.ts";

let counter = 0;
export const uniqueEmail = (prefix = "person") => `${prefix}.${Date.now()}.${++counter}@example.com`;

export interface TestAccount {
  user: UserRecord;
  workspace: WorkspaceRecord;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** A verified, onboarded person with their own workspace and a signed-in session, made through the domain (not HTTP). */
export async function createTestAccount(
  server: TestServer,
  options: { email?: string; password?: string; emailVerified?: boolean; onboardingCompleted?: boolean } = {},
): Promise<TestAccount> {
  const password = options.password ?? "correct horse battery staple";
  const { ports } = server;
  return ports.store.transaction(async (tx) => {
    const { user, workspace } = await createAccount(ports, tx, {
      email: options.email ?? uniqueEmail(),
      password,
      emailVerified: options.emailVerified ?? true,
      onboardingCompleted: options.onboardingCompleted ?? true,
    });
    const tokens = await startSession(ports, tx, { userId: user.id, workspaceId: workspace.id });
    return { user, workspace, password, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
  });
}

/** A domain context for the account's owner, for calling verbs directly (tests and benchmarks). */
export function ownerContext(server: Pick<TestServer, "ports">, account: TestAccount): AuthenticatedContext {
  return {
    ports: server.ports,
    meta: { geo: {} },
    actor: { kind: "user", userId: account.user.id, sessionId: "test" },
    userId: account.user.id,
    workspaceId: account.workspace.id,
    role: "owner",
  };
}

/** Adds an existing person to a workspace with a role and returns a session token for them in it. */
export async function addTestMember(
  server: TestServer,
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
): Promise<{ accessToken: string }> {
  const { ports } = server;
  return ports.store.transaction(async (tx) => {
    await tx.members.insert({ workspaceId, userId, role });
    const tokens = await startSession(ports, tx, { userId, workspaceId });
    return { accessToken: tokens.accessToken };
  });
}

/** An API key in a workspace, acting as `userId`, with the given permissions. Returns the secret. */
export async function createTestApiKey(
  server: TestServer,
  options: { workspaceId: string; userId: string; permissions?: Permission[] | "all"; enabled?: boolean },
): Promise<{ id: string; secret: string }> {
  const secret = `sk_${newSecret(24)}`;
  const id = newId();
  await server.ports.store.apiKeys.insert({
    id,
    workspaceId: options.workspaceId,
    userId: options.userId,
    name: "test key",
    secretHash: sha256(secret),
    hint: `${secret.slice(0, 4)}…${secret.slice(-4)}`,
    permissions: options.permissions ?? "all",
    characterLimit: null,
    isEnabled: options.enabled ?? true,
  });
  return { id, secret };
}
