import { messages, UserSchema } from "@chorus/contract";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectFieldError } from "../auth/support.ts";

/** YYYY-MM-DD of the date `years` years before the server's now, shifted by `days`. */
function yearsAgo(server: TestServer, years: number, days = 0): string {
  const date = server.clock.now();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe.each(databaseKinds)("POST /v1/user/onboarding on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  async function submit(body: Record<string, unknown>) {
    const account = await createTestAccount(server, { onboardingCompleted: false });
    return server.request("POST", "/v1/user/onboarding", { token: account.accessToken, body });
  }

  it("saves the answers and completes onboarding", async () => {
    const account = await createTestAccount(server, { onboardingCompleted: false });
    const before = (await server.request("GET", "/v1/user", { token: account.accessToken })).json();
    expect(before).toMatchObject({ is_onboarding_completed: false, is_new_user: true });
    const response = await server.request("POST", "/v1/user/onboarding", {
      token: account.accessToken,
      body: {
        first_name: "Grace",
        date_of_birth: yearsAgo(server, 18),
        use_case: "audiobooks",
        referral_source: "friend",
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(UserSchema.parse(response.json())).toMatchObject({
      first_name: "Grace",
      is_onboarding_completed: true,
      is_new_user: false,
      onboarding_use_case: "audiobooks",
    });
    expect(before.onboarding_use_case).toBeNull();
    const stored = await server.ports.store.users.findById(account.user.id);
    expect(stored?.onboarding).toEqual({
      dateOfBirth: yearsAgo(server, 18),
      useCase: "audiobooks",
      referralSource: "friend",
    });
  });

  it("requires the name", async () => {
    expectFieldError(
      await submit({ date_of_birth: "1990-01-01" }),
      ["body", "first_name"],
      messages.nameRequired,
    );
    expectFieldError(
      await submit({ first_name: "   ", date_of_birth: "1990-01-01" }),
      ["body", "first_name"],
      messages.nameRequired,
    );
  });

  it("requires a real date of birth", async () => {
    expectFieldError(
      await submit({ first_name: "Alan" }),
      ["body", "date_of_birth"],
      messages.dateOfBirthRequired,
    );
    expectFieldError(
      await submit({ first_name: "Alan", date_of_birth: "" }),
      ["body", "date_of_birth"],
      messages.dateOfBirthRequired,
    );
    for (const bad of ["1990-02-30", "1990-13-01", "01/02/1990", "yesterday"]) {
      expectFieldError(
        await submit({ first_name: "Alan", date_of_birth: bad }),
        ["body", "date_of_birth"],
        messages.invalidDate,
      );
    }
  });

  it("refuses people under 18, counting the 18th birthday itself", async () => {
    const dayBefore = await submit({ first_name: "Young", date_of_birth: yearsAgo(server, 18, 1) });
    expectFieldError(dayBefore, ["body", "date_of_birth"], messages.mustBeAdult);
    const child = await submit({ first_name: "Child", date_of_birth: yearsAgo(server, 10) });
    expectFieldError(child, ["body", "date_of_birth"], messages.mustBeAdult);
    expect((await submit({ first_name: "Adult", date_of_birth: yearsAgo(server, 18) })).statusCode).toBe(200);
  });
});
