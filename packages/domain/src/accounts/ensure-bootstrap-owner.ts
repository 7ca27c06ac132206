import type { Ports } from "../context.ts";
import { sha256 } from "../shared/hash.ts";
import { newId } from "../shared/ids.ts";
import { createAccount } from "./create-account.ts";

export interface BootstrapOwnerInput {
  email: string;
  password: string;
  apiKey: string;
}

/**
 * For self-hosters and automation: makes sure an account with this email exists (verified,
 * onboarded, owner of its own workspace) and holds a full-access API key whose secret is
 * exactly `apiKey`. Idempotent: running it on every start changes nothing once it holds.
 * The environment is the source of truth, so a changed password or key takes effect on restart.
 */
export async function ensureBootstrapOwner(
  ports: Ports,
  input: BootstrapOwnerInput,
): Promise<{ userId: string; workspaceId: string; created: boolean }> {
  return ports.store.transaction(async (tx) => {
    const now = ports.clock.now();
    let user = await tx.users.findByEmail(input.email);
    let created = false;
    if (!user) {
      ({ user } = await createAccount(ports, tx, {
        email: input.email,
        password: input.password,
        emailVerified: true,
        onboardingCompleted: true,
      }));
      created = true;
    } else {
      const passwordOk = user.passwordHash
        ? await ports.passwords.verify(user.passwordHash, input.password)
        : false;
      user = await tx.users.update(user.id, {
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        onboardingCompletedAt: user.onboardingCompletedAt ?? now,
        status: "active",
        ...(passwordOk ? {} : { passwordHash: await ports.passwords.hash(input.password) }),
      });
    }
    const memberships = await tx.workspaces.listForUser(user.id);
    let own = memberships.find((m) => m.workspace.ownerUserId === user.id);
    if (!own) {
      const workspace = await tx.workspaces.insert({
        id: newId(32),
        name: `${user.email.split("@")[0]}'s workspace`,
        ownerUserId: user.id,
        tier: "free",
        subscriptionStatus: "free",
        trainingOptOut: false,
        sessionInactivityTimeoutSeconds: null,
        allowPasswordSignIn: true,
      });
      const member = await tx.members.insert({ workspaceId: workspace.id, userId: user.id, role: "owner" });
      own = { workspace, member };
    }
    const workspaceId = own.workspace.id;
    const secretHash = sha256(input.apiKey);
    const existing = await tx.apiKeys.findBySecretHash(secretHash);
    if (existing && (existing.workspaceId !== workspaceId || existing.userId !== user.id)) {
      // The secret is already someone else's key: hand it over to the bootstrap owner.
      await tx.apiKeys.remove(existing.id);
    }
    if (existing && existing.workspaceId === workspaceId && existing.userId === user.id) {
      await tx.apiKeys.update(existing.id, { isEnabled: true, permissions: "all", characterLimit: null });
    } else {
      await tx.apiKeys.insert({
        id: newId(),
        workspaceId,
        userId: user.id,
        name: "Bootstrap admin key",
        secretHash,
        hint: `${input.apiKey.slice(0, 4)}…${input.apiKey.slice(-4)}`,
        permissions: "all",
        characterLimit: null,
      });
    }
    return { userId: user.id, workspaceId, created };
  });
}
