import type { StartedChorus } from "@chorus/testing";
import { sharedChorusProcess } from "@chorus/testing/shared-chorus";
import { createOnboardedAccount, uniqueEmail } from "../web/support/accounts.ts";

export interface SharedChorusAccount {
  chorus: StartedChorus;
  email: string;
  password: string;
  /** An API key of the account's workspace with every permission. */
  apiKey: string;
}

/**
 * What a suite's own Chorus process with a bootstrap owner (CHORUS_ADMIN_*) gave, without starting a
 * process: the end-to-end project's shared process and an account of the suite's own on it, made as a
 * person would (sign-up, onboarding; a free workspace, like the bootstrap owner's), with an API key.
 */
export async function sharedChorusAccount(prefix: string): Promise<SharedChorusAccount> {
  const chorus = sharedChorusProcess();
  const email = uniqueEmail(prefix);
  const password = `${prefix}-password-1`;
  const token = await createOnboardedAccount(chorus.url, email, password);
  const created = await fetch(`${chorus.url}/v1/workspace/api-keys`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: `${prefix} end-to-end`, permissions: "all" }),
  });
  if (!created.ok) throw new Error(`API key: ${created.status} ${await created.text()}`);
  const { "xi-api-key": apiKey } = (await created.json()) as { "xi-api-key": string };
  return { chorus, email, password, apiKey };
}
