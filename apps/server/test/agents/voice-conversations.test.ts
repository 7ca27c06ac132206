import {
  createTestAccount,
  databaseKinds,
  festivalSpeech,
  silence16k,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ConversationClient,
  connectConversation,
  listenAddress,
  ofType,
  signedQuery,
} from "./conversation-support.ts";
import { createAgent } from "./support.ts";

const bakeryPrompt =
  "You are the assistant of Crumb Bakery. Crumb Bakery opens at 7 am and closes at 6 pm every day. A loaf of rye bread costs 4 euros.";

/** Sends 16 kHz PCM as `user_audio_chunk`s of 100 ms, paced at real time (the client's microphone does). */
async function speak(client: ConversationClient, samples: Int16Array, paceMs = 100): Promise<void> {
  const chunk = 1_600;
  for (let at = 0; at < samples.length; at += chunk) {
    const part = samples.subarray(at, at + chunk);
    client.send({
      user_audio_chunk: Buffer.from(part.buffer, part.byteOffset, part.byteLength).toString("base64"),
    });
    await new Promise((resolve) => setTimeout(resolve, paceMs));
  }
}

// Recognition runs pocketsphinx processes: one database is enough to prove the pipeline.
describe.each(databaseKinds.slice(0, 1))("voice conversations on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let base: string;
  let question: Int16Array;
  let interruption: Int16Array;
  let okay: Int16Array;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    base = await listenAddress(server);
    [question, interruption, okay] = await Promise.all([
      festivalSpeech("What are your opening hours?"),
      festivalSpeech("Wait, how much is a loaf of rye bread?"),
      festivalSpeech("Okay."),
    ]);
  });
  afterAll(async () => server?.close());

  const start = async (firstMessage: string) => {
    const agentId = await createAgent(server, owner, {
      conversation_config: { agent: { first_message: firstMessage, prompt: { prompt: bakeryPrompt } } },
    });
    const response = await server.request(
      "GET",
      `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`,
      {
        token: owner.accessToken,
      },
    );
    const client = connectConversation(base, signedQuery(response.json().signed_url));
    client.send({ type: "conversation_initiation_client_data" });
    const metadata = await client.waitFor(ofType("conversation_initiation_metadata"));
    return {
      client,
      conversationId: metadata.conversation_initiation_metadata_event.conversation_id as string,
    };
  };

  it("hears a spoken question (Festival's voice), answers it aloud, and keeps the call's recording", async () => {
    const { client, conversationId } = await start("Hello.");
    await client.waitFor(ofType("agent_response"));
    await speak(client, new Int16Array([...silence16k(0.3), ...question, ...silence16k(1.5)]), 20);
    const heard = await client.waitFor(ofType("user_transcript"), 60_000);
    expect(heard.user_transcription_event.user_transcript).toBe("what are your opening hours");
    const answer = await client.waitFor(
      (frame) =>
        frame.type === "agent_response" && frame.agent_response_event.agent_response.includes("7 am"),
      60_000,
    );
    await client.waitFor(
      (frame) =>
        frame.type === "audio" && frame.audio_event.event_id === answer.agent_response_event.event_id,
    );
    client.ws.close();
    await client.closed;
    await expect
      .poll(
        async () => (await server.ports.store.conversations.find(owner.workspace.id, conversationId))?.status,
        { timeout: 20_000 },
      )
      .toBe("done");

    const got = (
      await server.request("GET", `/v1/convai/conversations/${conversationId}`, { token: owner.accessToken })
    ).json();
    expect(got.has_audio).toBe(true);
    const user = got.transcript.find((turn: { role: string }) => turn.role === "user");
    expect(user).toMatchObject({ source_medium: "audio" });
    const reply = got.transcript.find(
      (turn: { role: string; message?: string }) => turn.role === "agent" && turn.message?.includes("7 am"),
    );
    expect(
      reply.conversation_turn_metrics.metrics.convai_user_speech_end_to_agent_audio.elapsed_time,
    ).toBeGreaterThanOrEqual(0);
    const audio = await server.request("GET", `/v1/convai/conversations/${conversationId}/audio`, {
      token: owner.accessToken,
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toBe("audio/mpeg");
    expect(audio.rawPayload.length).toBeGreaterThan(5_000);
  }, 120_000);

  it("sends tentative transcripts of what the live decoder finished while the caller goes on speaking", async () => {
    const { client } = await start("Hello.");
    await client.waitFor(ofType("agent_response"));
    // The question twice: the short pause between them ends the decoder's utterance, not the turn.
    await speak(client, new Int16Array([...silence16k(0.3), ...question, ...question, ...silence16k(1.5)]));
    const heard = await client.waitFor(ofType("user_transcript"), 60_000);
    const tentatives = client.frames
      .slice(0, client.frames.indexOf(heard))
      .filter((frame) => frame.type === "tentative_user_transcript")
      .map((frame) => frame.tentative_user_transcription_event.user_transcript as string);
    expect(tentatives.length).toBeGreaterThan(0);
    expect(tentatives[0]).toContain("what are your opening");
    expect(heard.user_transcription_event.user_transcript.match(/opening/g)).toHaveLength(2);
    client.ws.close();
    await client.closed;
  }, 120_000);

  it("stops speaking when the caller talks over it (interruption), and records what was heard", async () => {
    const long =
      "Welcome to Crumb Bakery. We bake bread, rolls and cakes every morning, and on weekends we also make croissants, pretzels and a rye loaf that many of our neighbours love.";
    const { client, conversationId } = await start(long);
    const first = await client.waitFor(ofType("audio"));
    await speak(client, new Int16Array([...interruption, ...silence16k(1.5)]), 20);
    const interrupted = await client.waitFor(ofType("interruption"), 30_000);
    expect(interrupted.interruption_event.event_id).toBeGreaterThan(first.audio_event.event_id);
    await client.waitFor(ofType("agent_response_correction"), 30_000);
    const answer = await client.waitFor(
      (frame) =>
        frame.type === "agent_response" && frame.agent_response_event.agent_response.includes("4 euros"),
      60_000,
    );
    expect(answer.agent_response_event.event_id).toBeGreaterThanOrEqual(
      interrupted.interruption_event.event_id,
    );
    client.ws.close();
    await client.closed;
    await expect
      .poll(
        async () => (await server.ports.store.conversations.find(owner.workspace.id, conversationId))?.status,
        { timeout: 20_000 },
      )
      .toBe("done");
    const conversation = await server.ports.store.conversations.find(owner.workspace.id, conversationId);
    const greeting = conversation!.transcript[0]!;
    expect(greeting).toMatchObject({ role: "agent", interrupted: true, originalMessage: long });
    expect(long.startsWith(greeting.message ?? "x")).toBe(true);
  }, 120_000);

  it("goes on after a backchannel: the caller's 'okay' over the agent is not a turn", async () => {
    const long =
      "Welcome to Crumb Bakery. We bake bread, rolls and cakes every morning, and on weekends we also make croissants, pretzels and a rye loaf that many of our neighbours love.";
    const { client, conversationId } = await start(long);
    await client.waitFor(ofType("audio"));
    await speak(client, new Int16Array([...okay, ...silence16k(1.5)]), 20);
    await expect
      .poll(
        async () =>
          (await server.ports.store.conversations.find(owner.workspace.id, conversationId))?.transcript
            .length,
        { timeout: 30_000 },
      )
      .toBe(2);
    const conversation = await server.ports.store.conversations.find(owner.workspace.id, conversationId);
    expect(conversation!.transcript.map((turn) => [turn.role, turn.ignoredAsBackchannel])).toEqual([
      ["agent", false],
      ["user", true],
    ]);
    expect(conversation!.transcript[0]).toMatchObject({ message: long, interrupted: false });
    // No reply was made to it: the only agent response is the greeting (and the rest of it).
    expect(client.frames.filter((frame) => frame.type === "user_transcript")).toEqual([]);
    client.ws.close();
    await client.closed;
  }, 120_000);
});
