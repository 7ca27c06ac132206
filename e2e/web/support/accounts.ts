import { captchaTokenAt } from "@chorus/testing";
import type { Page } from "playwright-core";

let counter = 0;

export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/**
 * An account made through the public API (sign-up, then onboarding), for flows that start at
 * sign-in. The captcha's proof-of-work is solved as the web app would. Returns the sign-up's
 * access token.
 */
export async function createOnboardedAccount(
  baseUrl: string,
  email: string,
  password: string,
): Promise<string> {
  const signUp = await fetch(`${baseUrl}/v1/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, recaptcha_token: await captchaTokenAt(baseUrl) }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { access_token: token } = (await signUp.json()) as { access_token: string };
  const onboarding = await fetch(`${baseUrl}/v1/user/onboarding`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ first_name: "Grace", date_of_birth: "1990-12-09" }),
  });
  if (!onboarding.ok) throw new Error(`onboarding failed: ${onboarding.status} ${await onboarding.text()}`);
  return token;
}

/** Signs in through the sign-in page and waits for the app to land on `redirect`. */
export async function signInInBrowser(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  redirect = "/app/home",
): Promise<void> {
  await page.goto(`${baseUrl}/sign-in?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${baseUrl}${redirect}`);
}
