import { databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpOverHttp } from "../auth/support.ts";

describe.each(databaseKinds)("the mail outbox page without SMTP on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it("shows a new person's verification mail, its link clickable, to a browser on this machine", async () => {
    const { email } = await signUpOverHttp(server);
    const page = await server.request("GET", "/outbox");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.body).toContain(email.toLowerCase());
    expect(page.body).toMatch(
      /<a href="http:\/\/chorus\.test\/app\/action\?mode=verifyEmail&amp;oobCode=[\w-]+/,
    );
  });

  it("is refused to anyone else: mail holds sign-in links", async () => {
    const page = await server.request("GET", "/outbox", { remoteAddress: "203.0.113.9" });
    expect(page.statusCode).toBe(403);
    expect(page.body).not.toContain("oobCode");
  });
});
