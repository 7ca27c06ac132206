import { type FakeOpenAiServer, startFakeOpenAiServer } from "@chorus/adapters/testing/fake-openai";
import {
  createTestAccount,
  databaseKinds,
  startRecordingService,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { WorkspaceCreateWebhookResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkReadOptions } from "../sdk-read-options.ts";
import { endedConversationOf, ofType, talkTo } from "./conversation-support.ts";
import { createAgent } from "./support.ts";

/** A local receiver of post-call webhooks: answers 500 to the first delivery, 200 to the others. */
const startReceiver = () =>
  startRecordingService((_request, response, earlier) => {
    response.writeHead(earlier === 0 ? 500 : 200);
    response.end();
  });

const dataCollection = {
  email: { type: "string", description: "The caller's email address" },
  ticket_count: { type: "integer", description: "How many tickets the caller wants" },
};
const evaluation = {
  criteria: [{ id: "booked", name: "Booked", conversation_goal_prompt: "The agent books the tickets" }],
};

describe.each(databaseKinds)(
  "the analysis after a conversation, and its post-call webhook, on %s",
  (kind) => {
    let fake: FakeOpenAiServer;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let server: TestServer;
    let owner: TestAccount;
    const call = (account: TestAccount, method: "GET" | "POST" | "PATCH", url: string, body?: unknown) =>
      server.request(method, url, { token: account.accessToken, body });

    /** A text call of `agentId` in which the caller says `words` once, then hangs up. */
    const holdCall = async (account: TestAccount, agentId: string, words: string) => {
      const { client, id } = await talkTo(server, account, agentId);
      const greeting = await client.waitFor(ofType("agent_response"));
      client.send({ type: "user_message", text: words });
      await client.waitFor((frame) => frame.type === "agent_response" && frame !== greeting);
      client.ws.close();
      await endedConversationOf(server, account, id);
      return id;
    };

    beforeAll(async () => {
      fake = await startFakeOpenAiServer({ models: ["house-model"] });
      receiver = await startReceiver();
      server = await startTestServer(kind, {
        LLM_URL: fake.baseUrl,
        LLM_MODELS: "house-model",
        TOOL_WEBHOOK_HTTP_HOSTS: "127.0.0.1",
      });
      owner = await createTestAccount(server);
    });
    afterAll(async () => {
      await server?.close();
      await fake?.close();
      await receiver?.close();
    });

    it("on the embedded engine, reads the caller's email and number by rule and leaves the criteria unknown", async () => {
      const account = await createTestAccount(server);
      const agentId = await createAgent(server, account, {
        conversation_config: {
          agent: {
            first_message: "Hello, box office.",
            prompt: { prompt: "You sell tickets.", llm: "chorus-retrieval" },
          },
          conversation: { text_only: true },
        },
        platform_settings: { data_collection: dataCollection, evaluation },
      });
      const id = await holdCall(
        account,
        agentId,
        "Hi, I'd like 3 tickets please. My email is ada@example.com.",
      );
      const before = (await endedConversationOf(server, account, id)).json;
      expect(before.analysis).toMatchObject({ call_successful: "unknown", transcript_summary: "" });

      await server.runJobs();
      const { json, sdk } = await endedConversationOf(server, account, id);
      expect(sdk.analysis?.callSuccessful).toBe("unknown");
      expect(json.analysis.data_collection_results).toMatchObject({
        email: { data_collection_id: "email", value: "ada@example.com", json_schema: dataCollection.email },
        ticket_count: { data_collection_id: "ticket_count", value: 3 },
      });
      expect(json.analysis.data_collection_results.email.rationale).toContain("not by a language model");
      expect(json.analysis.evaluation_criteria_results.booked).toEqual({
        criteria_id: "booked",
        result: "unknown",
        rationale:
          "No language model judged this: the agent's model is the embedded chorus-retrieval engine, which cannot read a criterion.",
      });
      expect(json.analysis.transcript_summary).toContain(
        'Caller: "Hi, I\'d like 3 tickets please." Caller: "My email is ada@example.com."',
      );
      expect(json.analysis.transcript_summary).toMatch(/^Quoted from the transcript/);
    });

    it("with a model, keeps its verdict and sends a signed post-call webhook, retried after a 500", async () => {
      const create = await call(owner, "POST", "/v1/workspace/webhooks", {
        settings: { auth_type: "hmac", name: "Post-call", webhook_url: `${receiver.base}/post-call` },
      });
      expect(create.statusCode, create.body).toBe(200);
      const created = WorkspaceCreateWebhookResponseModel.parseOrThrow(create.json(), sdkReadOptions);
      const unknown = await call(owner, "PATCH", "/v1/convai/settings", {
        webhooks: { post_call_webhook_id: "whk_missing" },
      });
      expect(unknown.statusCode, unknown.body).toBe(422);
      const settings = await call(owner, "PATCH", "/v1/convai/settings", {
        webhooks: { post_call_webhook_id: created.webhookId },
      });
      expect(settings.statusCode, settings.body).toBe(200);
      const agentId = await createAgent(server, owner, {
        conversation_config: {
          agent: { first_message: "Hello, box office.", prompt: { prompt: "You sell tickets." } },
          conversation: { text_only: true },
        },
        platform_settings: { data_collection: dataCollection, evaluation },
      });
      fake.script({ text: "Two tickets are booked for you." });
      const id = await holdCall(owner, agentId, "Two tickets please, my email is bob@example.com.");
      const judged = fake.requests.length;
      fake.script({
        text: JSON.stringify({
          call_successful: "success",
          transcript_summary: "The caller booked two tickets.",
          call_summary_title: "Ticket booking",
          criteria: { booked: { result: "success", rationale: "The agent booked two tickets." } },
          data_collection: {
            email: { value: "bob@example.com", rationale: "The caller gave it." },
            ticket_count: { value: 2, rationale: "Two tickets." },
          },
        }),
      });

      await server.runJobs();
      // The model was asked once, with the criteria, the items and the conversation.
      const question = JSON.stringify(fake.requests[judged]?.body?.messages);
      expect(question).toContain("booked: The agent books the tickets");
      expect(question).toContain("ticket_count [an integer]: How many tickets the caller wants");
      expect(question).toContain("User: Two tickets please, my email is bob@example.com.");
      const { json, sdk } = await endedConversationOf(server, owner, id);
      expect(sdk.analysis).toMatchObject({
        callSuccessful: "success",
        transcriptSummary: "The caller booked two tickets.",
        callSummaryTitle: "Ticket booking",
      });
      expect(json.analysis.evaluation_criteria_results.booked).toMatchObject({ result: "success" });
      expect(json.analysis.data_collection_results.ticket_count).toMatchObject({ value: 2 });
      const successful = await call(owner, "GET", "/v1/convai/conversations?call_successful=success");
      expect(
        successful.json().conversations.map((c: { conversation_id: string }) => c.conversation_id),
      ).toEqual([id]);

      // The first delivery met a 500: pending, and the webhook shows the failure.
      const deliveries = async () =>
        (await call(owner, "GET", `/v1/convai/webhook-deliveries?conversation_id=${id}`)).json().deliveries;
      expect(await deliveries()).toMatchObject([
        { event_type: "post_call_transcription", status: "pending", attempts: 1, last_status_code: 500 },
      ]);
      const listed = (await call(owner, "GET", "/v1/workspace/webhooks?include_usages=true")).json().webhooks;
      expect(listed).toMatchObject([
        {
          webhook_id: created.webhookId,
          usage: [{ usage_type: "ConvAI Settings" }],
          most_recent_failure_error_code: 500,
        },
      ]);
      // Retried after the back-off's 30 seconds, and delivered.
      await server.runJobs();
      expect(receiver.received).toHaveLength(1);
      server.clock.advance(30_000);
      await server.runJobs();
      expect(receiver.received).toHaveLength(2);
      expect(await deliveries()).toMatchObject([{ status: "delivered", attempts: 2, last_status_code: 200 }]);

      // Each delivery is signed as the official SDK checks it.
      const sdkClient = new ElevenLabsClient({ apiKey: "unused" });
      for (const delivery of receiver.received) {
        const signature = delivery.headers["elevenlabs-signature"] as string;
        expect(signature).toMatch(/^t=\d+,v0=[0-9a-f]{64}$/);
        const event = await sdkClient.webhooks.constructEvent(
          delivery.body,
          signature,
          created.webhookSecret ?? "",
        );
        expect(event).toMatchObject({
          type: "post_call_transcription",
          data: {
            conversation_id: id,
            agent_id: agentId,
            status: "done",
            analysis: {
              call_successful: "success",
              data_collection_results: { email: { value: "bob@example.com" } },
            },
          },
        });
        await expect(
          sdkClient.webhooks.constructEvent(`${delivery.body} `, signature, created.webhookSecret ?? ""),
        ).rejects.toThrow(/Signature hash does not match/);
      }
    });
  },
);
