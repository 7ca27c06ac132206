import { environmentVariableLimits, messages } from "@chorus/contract";
import { readEnvironmentVariable } from "@chorus/domain";
import {
  addTestMember,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import {
  EnvironmentVariableResponse,
  EnvironmentVariablesListResponse,
} from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkReadOptions as sdkOptions } from "../sdk-read-options.ts";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

const readAsSdk = {
  variable: (body: unknown) => EnvironmentVariableResponse.parseOrThrow(body, sdkOptions),
  page: (body: unknown) => EnvironmentVariablesListResponse.parseOrThrow(body, sdkOptions),
};

describe.each(databaseKinds)("environment variables on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let stranger: TestAccount;
  const as = (account: { accessToken: string }) => (method: Method, url: string, body?: unknown) =>
    server.request(method, url, { token: account.accessToken, body });
  const call = (method: Method, url: string, body?: unknown) => as(owner)(method, url, body);
  const detailOf = (response: { json(): unknown }) =>
    (response.json() as { detail: { status: string; message: string } }).detail;
  const create = async (body: unknown, account: { accessToken: string } = owner) => {
    const response = await as(account)("POST", "/v1/convai/environment-variables", body);
    expect(response.statusCode, response.body).toBe(200);
    return readAsSdk.variable(response.json());
  };
  const newSecret = async (value: string, account: { accessToken: string } = owner) =>
    (await as(account)("POST", "/v1/convai/secrets", { name: `Key ${Math.random()}`, value })).json()
      .secret_id as string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    stranger = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("creates, reads and changes a string variable per environment", async () => {
    const created = await create({
      type: "string",
      label: "API_BASE",
      values: { production: "https://api.example.com", staging: "https://staging.example.com" },
    });
    expect(created).toMatchObject({
      type: "string",
      label: "API_BASE",
      workspaceId: owner.workspace.id,
      createdByUserId: owner.user.id,
      values: { production: "https://api.example.com", staging: "https://staging.example.com" },
    });
    expect(created.id).toMatch(/^envvar_/);
    const got = readAsSdk.variable(
      (await call("GET", `/v1/convai/environment-variables/${created.id}`)).json(),
    );
    expect(got).toEqual(created);

    server.clock.advance(2_000);
    const changed = await call("PATCH", `/v1/convai/environment-variables/${created.id}`, {
      values: { staging: null, dev: "http://localhost:3000", production: "https://api2.example.com" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = readAsSdk.variable(changed.json());
    expect(after.values).toEqual({ production: "https://api2.example.com", dev: "http://localhost:3000" });
    expect(after.updatedAtUnixSecs).toBe(created.updatedAtUnixSecs + 2);

    // Production is never removed; a value of the wrong type is refused, naming the environment.
    const removeProduction = await call("PATCH", `/v1/convai/environment-variables/${created.id}`, {
      values: { production: null },
    });
    expect(removeProduction.statusCode).toBe(422);
    expect(removeProduction.body).toContain(messages.environmentProductionKept);
    const wrongType = await call("PATCH", `/v1/convai/environment-variables/${created.id}`, {
      values: { dev: { secret_id: "x" } },
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().detail[0].loc).toEqual(["body", "values", "dev"]);

    // The runtime reads the environment's own value, else production's.
    const ctx = { workspaceId: owner.workspace.id, ports: server.ports };
    expect(await readEnvironmentVariable(ctx, "api_base", "dev")).toBe("http://localhost:3000");
    expect(await readEnvironmentVariable(ctx, "API_BASE", "qa")).toBe("https://api2.example.com");
    expect(await readEnvironmentVariable(ctx, "NOPE")).toBeUndefined();
  });

  it("keeps secret variables as secret ids, holds their secrets, and reads the value only at use", async () => {
    const prodKey = await newSecret("prod-key-value");
    const stagingKey = await newSecret("staging-key-value");
    const created = await create({
      type: "secret",
      label: "PAYMENTS_KEY",
      values: { production: { secret_id: prodKey }, staging: { secret_id: stagingKey } },
    });
    expect(created.values).toEqual({ production: { secretId: prodKey }, staging: { secretId: stagingKey } });
    const body = (await call("GET", `/v1/convai/environment-variables/${created.id}`)).body;
    expect(body).not.toContain("key-value");

    // The secrets are in use: deleting one is refused until the variable stops naming it.
    const refused = await call("DELETE", `/v1/convai/secrets/${stagingKey}`);
    expect(refused.statusCode).toBe(409);
    expect(detailOf(refused).status).toBe("secret_in_use");
    await call("PATCH", `/v1/convai/environment-variables/${created.id}`, { values: { staging: null } });
    expect((await call("DELETE", `/v1/convai/secrets/${stagingKey}`)).statusCode).toBe(200);

    const ctx = { workspaceId: owner.workspace.id, ports: server.ports };
    expect(await readEnvironmentVariable(ctx, "PAYMENTS_KEY", "staging")).toBe("prod-key-value");

    // Unknown and other workspaces' secrets are refused; text is not a secret value.
    const theirs = await newSecret("their-value", stranger);
    for (const secretId of ["no-such-secret", theirs]) {
      const response = await call("POST", "/v1/convai/environment-variables", {
        type: "secret",
        label: `OTHER_${Math.random().toString(36).slice(2)}`,
        values: { production: { secret_id: secretId } },
      });
      expect(response.statusCode).toBe(404);
      expect(detailOf(response).status).toBe("secret_not_found");
    }
    const text = await call("PATCH", `/v1/convai/environment-variables/${created.id}`, {
      values: { production: "plain" },
    });
    expect(text.statusCode).toBe(422);
  });

  it("refuses a taken label (any case), a missing production value, auth connections and bad names", async () => {
    await create({ type: "string", label: "REGION", values: { production: "eu" } });
    const taken = await call("POST", "/v1/convai/environment-variables", {
      type: "string",
      label: "region",
      values: { production: "us" },
    });
    expect(taken.statusCode).toBe(409);
    expect(detailOf(taken).status).toBe("already_exists");
    // Another workspace may use the same label.
    await create({ type: "string", label: "REGION", values: { production: "us" } }, stranger);

    const cases: unknown[] = [
      { type: "string", label: "NO_PROD", values: { staging: "x" } },
      { type: "string", label: "1BAD", values: { production: "x" } },
      { type: "string", label: "BAD_ENV", values: { production: "x", "bad env": "y" } },
      {
        type: "string",
        label: "TOO_MANY",
        values: Object.fromEntries(
          Array.from({ length: environmentVariableLimits.environmentsPerVariable + 1 }, (_, i) => [
            i === 0 ? "production" : `env${i}`,
            "x",
          ]),
        ),
      },
      { type: "auth_connection", label: "OAUTH", values: { production: { auth_connection_id: "ac_1" } } },
    ];
    for (const body of cases)
      expect(
        (await call("POST", "/v1/convai/environment-variables", body)).statusCode,
        JSON.stringify(body),
      ).toBe(422);
  });

  it("lists newest first with filters and a cursor; viewers read but do not write; others see nothing", async () => {
    const account = await createTestAccount(server);
    for (const [label, type, values] of [
      ["FIRST", "string", { production: "1", staging: "1s" }],
      ["SECOND", "string", { production: "2" }],
      ["THIRD_KEY", "secret", { production: { secret_id: await newSecret("v", account) } }],
    ] as const) {
      server.clock.advance(1_000);
      await create({ type, label, values }, account);
    }
    const list = async (query = "") => {
      const response = await as(account)("GET", `/v1/convai/environment-variables${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return readAsSdk.page(response.json());
    };
    expect((await list()).environmentVariables.map((v) => v.label)).toEqual(["THIRD_KEY", "SECOND", "FIRST"]);
    expect((await list("?type=secret")).environmentVariables.map((v) => v.label)).toEqual(["THIRD_KEY"]);
    expect((await list("?environment=staging")).environmentVariables.map((v) => v.label)).toEqual(["FIRST"]);
    expect((await list("?label=ir")).environmentVariables.map((v) => v.label)).toEqual([
      "THIRD_KEY",
      "FIRST",
    ]);
    const first = await list("?page_size=2");
    expect(first).toMatchObject({ hasMore: true });
    const second = await list(`?page_size=2&cursor=${first.nextCursor}`);
    expect(second.environmentVariables.map((v) => v.label)).toEqual(["FIRST"]);
    expect(second.hasMore).toBe(false);

    const viewerAccount = await createTestAccount(server);
    const viewer = await addTestMember(server, account.workspace.id, viewerAccount.user.id, "viewer");
    expect((await as(viewer)("GET", "/v1/convai/environment-variables")).statusCode).toBe(200);
    const refused = await as(viewer)("POST", "/v1/convai/environment-variables", {
      type: "string",
      label: "VIEWER",
      values: { production: "x" },
    });
    expect(refused.statusCode).toBe(403);

    const id = first.environmentVariables[0]!.id;
    const foreign = await as(stranger)("GET", `/v1/convai/environment-variables/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(detailOf(foreign).status).toBe("environment_variable_not_found");
  });
});
