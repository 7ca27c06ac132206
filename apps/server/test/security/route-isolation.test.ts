/**
 * Generic access rules, checked for every operation of the live contract (so routes added
 * later are covered without touching this file, except to name their resources in
 * foreign-resources.ts):
 * (a) no credentials → 401;
 * (b) `any` operations refuse an API key without their permission (403 missing_permissions),
 *     `session` operations refuse every API key (403);
 * (c) a path parameter naming another workspace's resource → 404, as if it did not exist.
 */
import { allOperations, allPermissions, type OperationDefinition } from "@chorus/contract";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { shareOfDatabaseRuns } from "@chorus/testing/engine-tests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notAResource, type Params, resourceFactories } from "./foreign-resources.ts";

/** Bodies for the 404 probe where `{}` would fail validation before the lookup runs. */
const probeBodies: Record<string, unknown> = {
  "chorus.history.submitFeedback": { thumbs_up: true },
  "textToSpeech.convert": { text: "probe" },
  "textToSpeech.stream": { text: "probe" },
  "textToSpeech.convertWithTimestamps": { text: "probe" },
  "textToSpeech.streamWithTimestamps": { text: "probe" },
  "textToVoice.remix": { voice_description: "a probe description, long enough", auto_generate_text: true },
  "voices.pvc.update": { name: "probe" },
  "chorus.voices.safetyControl.set": { safety_control: "BAN" },
  "voices.share": { new_name: "probe" },
  "pronunciationDictionaries.rules.add": { rules: [] },
  "pronunciationDictionaries.rules.remove": { rule_strings: [] },
  "pronunciationDictionaries.rules.set": { rules: [] },
  "chorus.soundEffects.share": { visibility: "public" },
  "conversationalAi.conversations.tags.assign": { tag_ids: [] },
  "conversationalAi.triageTickets.createManual": { qa_comment: "probe" },
  "conversationalAi.triageTickets.addComment": { comment: "probe" },
  "conversationalAi.triageTickets.addTurnComment": { turn_index: 0, comment: "probe" },
  "conversationalAi.triageTickets.merge": { source_ticket_ids: ["probe"] },
  "conversationalAi.knowledgeBase.document.computeRagIndex": { model: "e5_mistral_7b_instruct" },
  "conversationalAi.tools.update": { tool_config: { type: "client", name: "probe", description: "probe" } },
  "conversationalAi.tests.update": {
    type: "llm",
    name: "probe",
    chat_history: [{ role: "user", message: "probe" }],
    success_condition: "probe",
  },
  "conversationalAi.tests.folders.update": { name: "probe" },
  "conversationalAi.tests.invocations.resubmit": { test_run_ids: ["probe"], agent_id: "probe" },
  "conversationalAi.agents.runTests": { tests: [{ test_id: "probe" }] },
  "conversationalAi.agents.simulateConversation": { simulation_specification: { simulated_user_config: {} } },
  "conversationalAi.agents.simulateConversationStream": {
    simulation_specification: { simulated_user_config: {} },
  },
  "environmentVariables.update": { values: {} },
  "conversationalAi.mcpServers.approvalPolicy.update": { approval_policy: "auto_approve_all" },
  "conversationalAi.mcpServers.toolApprovals.create": { tool_name: "probe", tool_description: "probe" },
  "conversationalAi.mcpServers.toolConfigs.create": { tool_name: "probe" },
  "workspace.authConnections.update": { auth_type: "bearer_auth" },
  "webhooks.update": { is_disabled: false, name: "probe" },
};

const idOf = (op: OperationDefinition) => `${op.method} ${op.path} (${op.operationId})`;
const pathParamNames = (op: OperationDefinition) => [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const urlFor = (op: OperationDefinition, params: Params = {}) =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `probe-${name}`));
/** Auth is checked before validation, so a minimal body is enough; GET and DELETE carry none. */
const bodyFor = (op: OperationDefinition) =>
  op.method === "GET" || op.method === "DELETE"
    ? undefined
    : op.request?.form
      ? multipartProbe.payload
      : (probeBodies[op.operationId] ?? {});
/** Multipart operations get a minimal form (a name, no files), so the probe reaches the lookup. */
const multipartProbe = {
  payload: '--probe\r\nContent-Disposition: form-data; name="name"\r\n\r\nprobe\r\n--probe--\r\n',
  headers: { "content-type": "multipart/form-data; boundary=probe" },
};
const headersFor = (op: OperationDefinition) => (op.request?.form ? multipartProbe.headers : undefined);

const guarded = allOperations.filter((op) => op.auth.kind !== "public");
const apiKeyOperations = guarded.filter((op) => op.auth.kind === "any");
const sessionOperations = guarded.filter((op) => op.auth.kind === "session");
const withPathParams = guarded.filter((op) => pathParamNames(op).length > 0);
const resourceOperations = withPathParams.filter((op) => !(op.operationId in notAResource));

describe("route isolation table", () => {
  it("names a resource factory (or a notAResource reason) for every operation with path parameters", () => {
    const missing = resourceOperations.filter((op) => !resourceFactories[op.operationId]).map(idOf);
    expect(missing, "add these to resourceFactories in route-isolation.test.ts").toEqual([]);
  });

  it("has no stale entries", () => {
    const known = new Set(withPathParams.map((op) => op.operationId));
    const stale = [...Object.keys(resourceFactories), ...Object.keys(notAResource)].filter(
      (id) => !known.has(id),
    );
    expect(stale).toEqual([]);
  });

  it("reads the live contract (sanity check of the filters above)", () => {
    expect(apiKeyOperations.map((op) => op.operationId)).toContain("workspace.members.list");
    expect(sessionOperations.map((op) => op.operationId)).toContain("chorus.workspaces.switch");
    expect(resourceOperations.map((op) => op.operationId)).toContain("chorus.apiKeys.update");
  });
});

describe.each(databaseKinds)("route isolation on %s", (kind) => {
  // Each operation's checks run once per run, the database kinds taking turns: the authorization
  // and the workspace scoping are the same code and the same SQL on both (TEST_EVERY_DATABASE=1: both).
  const share = <T>(operations: readonly T[]) => shareOfDatabaseRuns(kind, operations);
  let server: TestServer;
  let prober: TestAccount;
  let other: TestAccount;
  beforeAll(async () => {
    server = await startTestServer(kind);
    prober = await createTestAccount(server);
    other = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it.each(share(guarded).map((op) => [idOf(op), op] as const))("%s: no credentials → 401", async (_, op) => {
    const response = await server.request(op.method, urlFor(op), { body: bodyFor(op) });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail.status).toBe("needs_authorization");
  });

  it.each(share(apiKeyOperations).map((op) => [idOf(op), op] as const))(
    "%s: an API key without its permission → 403 missing_permissions",
    async (_, op) => {
      if (op.auth.kind !== "any") throw new Error("unreachable");
      const required = op.auth.permission;
      const key = await createTestApiKey(server, {
        workspaceId: prober.workspace.id,
        userId: prober.user.id,
        permissions: allPermissions.filter((p) => p !== required),
      });
      const response = await server.request(op.method, urlFor(op), { apiKey: key.secret, body: bodyFor(op) });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toEqual({
        status: "missing_permissions",
        message: `The API key you used is missing the permission ${required} to execute this operation.`,
      });
    },
  );

  it.each(share(sessionOperations).map((op) => [idOf(op), op] as const))(
    "%s: session only, so even a full-access API key → 403",
    async (_, op) => {
      const key = await createTestApiKey(server, {
        workspaceId: prober.workspace.id,
        userId: prober.user.id,
      });
      const response = await server.request(op.method, urlFor(op), { apiKey: key.secret, body: bodyFor(op) });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail.status).toBe("forbidden");
    },
  );

  it.each(share(resourceOperations).map((op) => [idOf(op), op] as const))(
    "%s: another workspace's resource → 404",
    async (_, op) => {
      const factory = resourceFactories[op.operationId];
      if (!factory) throw new Error(`No resource factory for ${idOf(op)}: add one to resourceFactories.`);
      const params = await factory(server, other);
      expect(Object.keys(params).sort()).toEqual(pathParamNames(op).sort());
      const response = await server.request(op.method, urlFor(op, params), {
        token: prober.accessToken,
        body: bodyFor(op),
        headers: headersFor(op),
      });
      expect(response.statusCode).toBe(404);
    },
  );
});
