import type { Ports } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import type { UserRecord, WorkspaceRecord } from "../records.ts";
import { newId } from "../shared/ids.ts";

export interface NewAccountInput {
  email: string;
  password: string;
  emailVerified: boolean;
  onboardingCompleted: boolean;
  locale?: string;
  accountMetadata?: Record<string, unknown> | null;
  signUpAttribution?: Record<string, string> | null;
  geo?: { country?: string; region?: string; city?: string };
}

/**
 * Creates a person and the personal workspace every account owns (spec: "every account owns a
 * personal workspace"), inside the caller's transaction so neither exists without the other.
 */
export async function createAccount(
  ports: Ports,
  repos: Repositories,
  input: NewAccountInput,
): Promise<{ user: UserRecord; workspace: WorkspaceRecord }> {
  const now = ports.clock.now();
  const userId = newId(28);
  const workspaceId = newId(32);
  const user = await repos.users.insert({
    id: userId,
    email: input.email.trim().toLowerCase(),
    passwordHash: await ports.passwords.hash(input.password),
    emailVerifiedAt: input.emailVerified ? now : null,
    firstName: null,
    status: "active",
    onboardingCompletedAt: input.onboardingCompleted ? now : null,
    onboarding: null,
    checklist: { initiated: false, hidden: false, completed: false, items: {} },
    agreesToProductUpdates: true,
    geoCountry: input.geo?.country ?? null,
    geoRegion: input.geo?.region ?? null,
    geoCity: input.geo?.city ?? null,
    bipaAcceptedAt: null,
    // Signing up agrees to the terms in effect (the sign-up page says so); the operator's own account too.
    acceptedTermsVersion: ports.settings.termsVersion,
    publicUserId: newId(24),
    publicUserName: null,
    locale: input.locale ?? "en-US",
    lastWorkspaceId: workspaceId,
    accountMetadata: input.accountMetadata ?? null,
    signUpAttribution: input.signUpAttribution ?? null,
    totpSecret: null,
    totpEnabledAt: null,
    smsPhone: null,
    smsEnabledAt: null,
    verificationEmailSentAt: null,
    deletedAt: null,
  });
  const workspace = await repos.workspaces.insert({
    id: workspaceId,
    name: `${user.email.split("@")[0]}'s workspace`,
    ownerUserId: user.id,
    tier: "free",
    subscriptionStatus: "free",
    trainingOptOut: false,
    sessionInactivityTimeoutSeconds: null,
    allowPasswordSignIn: true,
  });
  await repos.members.insert({ workspaceId: workspace.id, userId: user.id, role: "owner" });
  return { user, workspace };
}
