import { periodStartAt, type WorkspaceRecord } from "@chorus/domain";
import {
  createTestAccount,
  createTestApiKey,
  ownerContext,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { Subscription as SdkSubscription } from "@elevenlabs/elevenlabs-js/dist/serialization/types/Subscription.js";
import { SubscriptionResponse as SdkSubscriptionResponse } from "@elevenlabs/elevenlabs-js/dist/serialization/types/SubscriptionResponse.js";
import { spendCredits } from "../credits/support.ts";

const sdkOptions = { unrecognizedObjectKeys: "passthrough" as const, breadcrumbsPrefix: ["response"] };

/**
 * Reads a body the way the official SDK's `user.subscription.get()` does: with its own serialization
 * schema, which throws on a missing or mistyped required field. Stricter than the SDK in one way:
 * enum values it does not know are refused too.
 */
export const readSubscriptionAsSdk = (body: unknown) => SdkSubscription.parseOrThrow(body, sdkOptions);

/** The same for the `subscription` inside `GET /v1/user` (`SubscriptionResponse`). */
export const readSubscriptionResponseAsSdk = (body: unknown) =>
  SdkSubscriptionResponse.parseOrThrow(body, sdkOptions);

/**
 * An account and an API key of its owner: keys do not expire, so suites that move the clock by
 * months read through them rather than through access tokens.
 */
export async function createBillingAccount(server: TestServer) {
  const account = await createTestAccount(server);
  const key = await createTestApiKey(server, { workspaceId: account.workspace.id, userId: account.user.id });
  return { ...account, apiKey: key.secret };
}

/** `GET /v1/user/subscription` with the account's API key. */
export async function getSubscription(server: TestServer, apiKey: string) {
  const response = await server.request("GET", "/v1/user/subscription", { apiKey });
  if (response.statusCode !== 200) throw new Error(`subscription ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** Starts the workspace's billing cycle now, on the test clock, so its periods are known exactly. */
export async function anchorNow(
  server: TestServer,
  workspace: WorkspaceRecord,
  patch: Partial<WorkspaceRecord> = {},
) {
  const anchor = server.clock.now();
  await server.ports.store.workspaces.update(workspace.id, { billingAnchorAt: anchor, ...patch });
  return anchor;
}

/** Moves the clock into period `index` of `anchor` (an hour past its start). */
export function enterPeriod(server: TestServer, anchor: Date, index: number) {
  server.clock.advanceTo(new Date(periodStartAt(anchor, index).getTime() + 3_600_000));
}

/** Charges `cost` credits as one generation of the account's owner would. */
export function spend(server: TestServer, account: TestAccount, cost: number) {
  return spendCredits(ownerContext(server, account), cost);
}
