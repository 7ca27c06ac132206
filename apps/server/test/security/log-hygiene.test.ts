/**
 * Logs never carry what users sent or their credentials (issue 15, finding 6): a request that
 * fails in the database is logged with the SQLSTATE and a fixed text, not Drizzle's message
 * (which quotes every parameter) nor the driver's detail (which quotes the row); request logs
 * show the path without its query; keys, bearer tokens and cookies are never logged.
 */
import { randomBytes } from "node:crypto";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(databaseKinds)("log hygiene on %s", (kind) => {
  const lines: string[] = [];
  let server: TestServer;
  let account: TestAccount;
  beforeAll(async () => {
    // Request lines are what these tests read (off unless LOG_REQUESTS=true).
    server = await startTestServer(
      kind,
      { LOG_REQUESTS: "true" },
      { logDestination: { write: (line: string) => lines.push(line) } },
    );
    account = await createTestAccount(server);
    // A write that fails in the database because of what the user sent, whatever the contract allows.
    await server.database.execute(
      sql`ALTER TABLE voice_collections ADD CONSTRAINT no_live_keys CHECK (title NOT LIKE 'sk_live_%')`,
    );
  });
  afterAll(async () => server?.close());

  const logged = () => lines.join("\n");
  const secret = (prefix: string) => `${prefix}${randomBytes(12).toString("hex")}`;

  it("a request failing in the database: the SQLSTATE and a fixed text, never the values", async () => {
    const title = secret("sk_live_");
    const tracking = secret("q");
    const response = await server.request("POST", `/v1/voices/collections?ref=${tracking}`, {
      token: account.accessToken,
      body: { title, icon: "star" },
      cookies: { chorus_refresh: account.refreshToken },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().detail.status).toBe("internal_error");

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "unhandled error");
    expect(failure?.err).toMatchObject({
      type: "DatabaseError",
      code: "23514",
      message: "database query failed",
    });
    const text = logged();
    expect(text).toContain("/v1/voices/collections");
    for (const value of [title, tracking, account.accessToken, account.refreshToken])
      expect(text).not.toContain(value);
  });

  it("keys in headers and tokens in query strings are not logged", async () => {
    const key = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    });
    const token = secret("tok_");
    await server.request("GET", `/v1/speech-to-text/transcripts/x?token=${token}`, { apiKey: key.secret });
    await server.request("GET", "/v1/voices/a%00b", { apiKey: key.secret });
    const text = logged();
    expect(text).toContain("/v1/speech-to-text/transcripts/x");
    expect(text).not.toContain(key.secret);
    expect(text).not.toContain(token);
    expect(text).not.toContain("\\u0000");
  });
});
