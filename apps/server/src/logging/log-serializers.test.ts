import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { logSerializers, serializeError } from "./log-serializers.ts";

/** What pg and PGlite throw for a failed statement (pg-protocol's DatabaseError). */
function driverError(code: string, detail: string): Error {
  return Object.assign(new Error("duplicate key value violates unique constraint"), {
    severity: "ERROR",
    code,
    detail,
  });
}

describe("log serializers", () => {
  it("log a database error as its SQLSTATE, without the query's parameters or the row", () => {
    const failed = new DrizzleQueryError(
      'insert into "users" ("email") values ($1)',
      ["someone@example.com"],
      driverError("23505", "Key (email)=(someone@example.com) already exists."),
    );
    const logged = JSON.stringify(serializeError(new Error("could not sign up", { cause: failed })));
    expect(logged).not.toContain("someone@example.com");
    expect(serializeError(failed)).toMatchObject({ type: "DatabaseError", code: "23505" });
    expect(JSON.parse(logged).cause).toMatchObject({ type: "DatabaseError", code: "23505" });
  });

  it("keep other errors' type, code and a bounded message, not their other properties", () => {
    const error = Object.assign(new Error(`bad input ${"x".repeat(10_000)}`), {
      code: "E_BAD",
      body: "secret",
    });
    const logged = serializeError(error);
    expect(logged).toMatchObject({ type: "Error", code: "E_BAD" });
    expect(logged.message.length).toBeLessThan(300);
    expect(JSON.stringify(logged)).not.toContain("secret");
    expect(logged.stack).not.toContain("bad input");
  });

  it("log a request's path without its query string", () => {
    const request = { method: "GET", url: "/v1/speech-to-text?token=secret", ip: "127.0.0.1" };
    expect(logSerializers.req(request as never)).toEqual({
      method: "GET",
      url: "/v1/speech-to-text",
      remoteAddress: "127.0.0.1",
    });
  });
});
