import { startSession } from "@chorus/domain";
import { addTestMember, type TestAccount, type TestServer } from "@chorus/testing";
import { expect } from "vitest";
import { readSubscriptionAsSdk } from "./support.ts";

export const cards = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  authentication: "4000 0000 0000 3220",
  laterChargesFail: "4000 0000 0000 0341",
};

/** A billing call of the web app (session auth), with a JSON body. */
export function billingCall(
  server: TestServer,
  account: { accessToken: string },
  call: string,
  body: object = {},
) {
  return server.request("POST", `/v1/billing/${call}`, { token: account.accessToken, body });
}

/** The checkout page's path on the test provider, from the URL create-checkout-session answered. */
export async function startCheckout(
  server: TestServer,
  account: TestAccount,
  body: Record<string, unknown> = { subscription_type: "creator", billing_period: "monthly_period" },
): Promise<string> {
  const response = await billingCall(server, account, "create-checkout-session", body);
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json().url);
  expect(url.origin).toBe(server.config.publicUrl);
  expect(url.pathname).toMatch(/^\/test-payments\/checkout\/[^/]+$/);
  return url.pathname;
}

/** Submits the hosted checkout form with a card, as the browser would. */
export function payCheckout(server: TestServer, checkoutPath: string, cardNumber: string) {
  return server.app.inject({
    method: "POST",
    url: `${checkoutPath}/pay`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      card_number: cardNumber,
      expiry: "12/34",
      cvc: "123",
      name: "Ada Lovelace",
    }).toString(),
  });
}

/** Checkout and payment with a good card: the workspace ends up on the plan. */
export async function subscribe(
  server: TestServer,
  account: TestAccount,
  body: Record<string, unknown> = { subscription_type: "creator", billing_period: "monthly_period" },
  cardNumber = cards.succeeds,
) {
  const paid = await payCheckout(server, await startCheckout(server, account, body), cardNumber);
  expect(paid.statusCode, paid.body).toBe(303);
  return paid;
}

/** `GET /v1/user/subscription` as the official SDK reads it (throws on a missing required field). */
export async function sdkSubscription(server: TestServer, account: { accessToken: string }) {
  const response = await server.request("GET", "/v1/user/subscription", { token: account.accessToken });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  readSubscriptionAsSdk(body);
  return body;
}

/** An editor of the account's workspace (not an admin: may not manage billing). */
export async function editorOf(server: TestServer, account: TestAccount, other: TestAccount) {
  return addTestMember(server, account.workspace.id, other.user.id, "editor");
}

/** A new session for the account's owner: access tokens expire while a test moves the clock by days. */
export async function signInAgain<T extends TestAccount>(server: TestServer, account: T): Promise<T> {
  const tokens = await server.ports.store.transaction((tx) =>
    startSession(server.ports, tx, { userId: account.user.id, workspaceId: account.workspace.id }),
  );
  return { ...account, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}

/** Submits a card on the provider's payment-method page (path from create-update-payment-methods-session). */
export function saveCard(server: TestServer, pagePath: string, cardNumber: string) {
  return server.app.inject({
    method: "POST",
    url: pagePath,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      card_number: cardNumber,
      expiry: "12/34",
      cvc: "123",
      name: "Ada Lovelace",
    }).toString(),
  });
}
