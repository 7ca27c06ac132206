import { messages, usageTotalKey, usageWithoutApiKeyKey } from "@chorus/contract";
import { beginPaidWork } from "@chorus/domain";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  ownerContext,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { UsageCharactersResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/UsageCharactersResponseModel.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { breakEngines } from "../credits/support.ts";
import { emma, sarah, speak } from "../text-to-speech/support.ts";
import { openSocket } from "../text-to-speech/websocket-support.ts";

const day = 86_400_000;
const dialogueLines = [
  { text: "Hello there, how are you?", voice_id: emma.voiceId },
  { text: "Fine, thanks.", voice_id: sarah.voiceId },
];

describe.each(databaseKinds)("GET /v1/usage/character-stats on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  /** Moves the clock to one hour into the next UTC day, so a test's charges fall on known days. */
  function startOfNextDay(): number {
    const dayStart = Math.ceil(server.clock.now().getTime() / day) * day;
    server.clock.advanceTo(new Date(dayStart + 3_600_000));
    return dayStart;
  }

  const usage = (credentials: { token?: string; apiKey?: string }, query: string) =>
    server.request("GET", `/v1/usage/character-stats?${query}`, credentials);

  async function chargeOf(requestId: string, kind: "charge" | "refund" = "charge") {
    return server.ports.store.creditLedger.findByRequest(requestId, kind);
  }

  it("answers each day's credits net of refunds, by product and by API key, with every charge's product recorded", async () => {
    const dayStart = startOfNextDay();
    const account = await createTestAccount(server);
    const token = account.accessToken;
    const key = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    });

    const tts = await speak(server, token, emma.voiceId, { text: "Hello there, friend." }); // 20 credits
    expect(tts.statusCode).toBe(200);
    expect(await chargeOf(tts.headers["request-id"] as string)).toMatchObject({
      product: "text_to_speech",
      amount: 20,
    });
    const dialogue = await server.request("POST", "/v1/text-to-dialogue", {
      token,
      body: { inputs: dialogueLines },
    });
    expect(dialogue.statusCode).toBe(200);
    const dialogueCharge = await chargeOf(dialogue.headers["request-id"] as string);
    expect(dialogueCharge).toMatchObject({ product: "text_to_dialogue" });
    const dialogueCredits = dialogueCharge!.amount;
    expect(dialogueCredits).toBeGreaterThan(0);
    const withKey = await server.request("POST", `/v1/text-to-speech/${emma.voiceId}`, {
      apiKey: key.secret,
      body: { text: "Over the top." }, // 13 credits
    });
    expect(withKey.statusCode).toBe(200);

    // A generation that fails is refunded, and usage nets it out.
    const restore = breakEngines(server);
    try {
      expect((await speak(server, token, emma.voiceId, { text: "This one will fail." })).statusCode).toBe(
        500,
      );
    } finally {
      restore();
    }
    const [period] = await server.ports.store.creditLedger.periodTotals(account.workspace.id);
    expect(period).toMatchObject({ refunded: 19 });
    // A refund carries its charge's product.
    const ctx = ownerContext(server, account);
    const work = await beginPaidWork(ctx, {
      requestId: "usage-refund",
      cost: 50,
      product: "text_to_dialogue",
    });
    await work.end();
    expect(await chargeOf("usage-refund", "refund")).toMatchObject({
      product: "text_to_dialogue",
      amount: 50,
    });

    server.clock.advance(day);
    // The access token has expired by now: the rest goes through the key, which does not expire.
    const nextDay = await server.request("POST", `/v1/text-to-speech/${emma.voiceId}`, {
      apiKey: key.secret,
      body: { text: "Next day." }, // 9 credits
    });
    expect(nextDay.statusCode).toBe(200);
    const reader = { apiKey: key.secret };

    const window = `start_unix=${dayStart}&end_unix=${server.clock.now().getTime()}`;
    const all = await usage(reader, window);
    expect(all.statusCode).toBe(200);
    // The official SDK's own schema reads it (`usage.get`).
    UsageCharactersResponseModel.parseOrThrow(all.json(), { unrecognizedObjectKeys: "strip" });
    expect(all.json()).toEqual({
      time: [dayStart, dayStart + day],
      usage: { [usageTotalKey]: [20 + dialogueCredits + 13, 9] },
    });

    const byProduct = await usage(reader, `${window}&breakdown_type=product_type`);
    expect(byProduct.json().usage).toEqual({
      text_to_speech: [33, 9],
      text_to_dialogue: [dialogueCredits, 0],
    });

    const byKey = await usage(reader, `${window}&breakdown_type=api_keys&include_workspace_metrics=true`);
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json().usage).toEqual({
      [usageWithoutApiKeyKey]: [20 + dialogueCredits, 0],
      "test key": [13, 9],
    });

    // Hourly buckets: the first hour of the window holds everything of the first day.
    const hourly = await usage(
      reader,
      `start_unix=${dayStart}&end_unix=${dayStart + 2 * 3_600_000 - 1}&aggregation_interval=hour`,
    );
    expect(hourly.json()).toEqual({
      time: [dayStart, dayStart + 3_600_000],
      usage: { [usageTotalKey]: [0, 20 + dialogueCredits + 13] },
    });
    // Weekly and monthly buckets as the database cuts them line up with the time axis (nothing is lost).
    for (const interval of ["week", "month"]) {
      const body = (await usage(reader, `${window}&aggregation_interval=${interval}`)).json();
      expect(body.time[0]).toBe(dayStart);
      const total = (body.usage[usageTotalKey] as number[]).reduce((sum, value) => sum + value, 0);
      expect(total).toBe(20 + dialogueCredits + 13 + 9);
    }
    // Cumulative: the whole window in one bucket, timed at the window's start.
    const cumulative = await usage(reader, `${window}&aggregation_interval=cumulative`);
    expect(cumulative.json()).toEqual({
      time: [dayStart],
      usage: { [usageTotalKey]: [20 + dialogueCredits + 13 + 9] },
    });
  });

  it("counts WebSocket generations as text to speech", async () => {
    const dayStart = startOfNextDay();
    const account = await createTestAccount(server);
    const key = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    });
    const socket = await openSocket(
      server,
      `/v1/text-to-speech/${emma.voiceId}/stream-input?output_format=pcm_16000`,
      {
        "xi-api-key": key.secret,
      },
    );
    socket.send({ text: " " });
    socket.send({ text: "Streamed words are metered too. " });
    socket.send({ text: "" });
    expect((await socket.closed).code).toBe(1000);
    const count = (await server.request("GET", "/v1/user/subscription", { apiKey: key.secret })).json()
      .character_count as number;
    expect(count).toBeGreaterThan(0);
    const response = await usage(
      { apiKey: key.secret },
      `start_unix=${dayStart}&end_unix=${server.clock.now().getTime()}&breakdown_type=product_type`,
    );
    expect(response.json()).toEqual({ time: [dayStart], usage: { text_to_speech: [count] } });
  });

  it("reports only the caller's workspace, and an API key needs user_read", async () => {
    const dayStart = startOfNextDay();
    const mine: TestAccount = await createTestAccount(server);
    const theirs = await createTestAccount(server);
    expect((await speak(server, theirs.accessToken, emma.voiceId, { text: "Not yours." })).statusCode).toBe(
      200,
    );
    expect((await speak(server, mine.accessToken, emma.voiceId, { text: "Mine." })).statusCode).toBe(200);
    const window = `start_unix=${dayStart}&end_unix=${server.clock.now().getTime()}`;
    expect((await usage({ token: mine.accessToken }, window)).json().usage).toEqual({ [usageTotalKey]: [5] });

    const limited = await createTestApiKey(server, {
      workspaceId: mine.workspace.id,
      userId: mine.user.id,
      permissions: ["text_to_speech"],
    });
    const refused = await usage({ apiKey: limited.secret }, window);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail.status).toBe("missing_permissions");
    const reader = await createTestApiKey(server, {
      workspaceId: mine.workspace.id,
      userId: mine.user.id,
      permissions: ["user_read"],
    });
    expect((await usage({ apiKey: reader.secret }, window)).statusCode).toBe(200);
    expect((await usage({}, window)).statusCode).toBe(401);
  });

  it("refuses breakdowns and metrics it does not measure, and a malformed window, with 422", async () => {
    const { accessToken: token } = await createTestAccount(server);
    const now = server.clock.now().getTime();
    const window = `start_unix=${now - day}&end_unix=${now}`;
    const voice = await usage({ token }, `${window}&breakdown_type=voice`);
    expect(voice.statusCode).toBe(422);
    expect(voice.json().detail).toEqual([
      expect.objectContaining({
        loc: ["query", "breakdown_type"],
        msg: messages.usageBreakdownUnsupported("voice"),
      }),
    ]);
    const metric = await usage({ token }, `${window}&metric=request_count`);
    expect(metric.statusCode).toBe(422);
    expect(metric.json().detail[0]).toMatchObject({ loc: ["query", "metric"] });
    const reversed = await usage({ token }, `start_unix=${now}&end_unix=${now - 1}`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().detail[0]).toMatchObject({ msg: messages.usageWindowReversed });
    const tooMany = await usage({ token }, `${window}&aggregation_bucket_size=1`);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail[0]).toMatchObject({ loc: ["query", "aggregation_bucket_size"] });
    expect((await usage({ token }, `end_unix=${now}`)).statusCode).toBe(422);
    expect((await usage({ token }, `${window}&aggregation_interval=fortnight`)).statusCode).toBe(422);
  });
});
