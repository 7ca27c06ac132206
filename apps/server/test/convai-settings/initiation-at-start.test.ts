import type { InitiationWebhookCaller, InitiationWebhookRequest } from "@chorus/domain";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectConversation, ofType, signedQuery } from "../agents/conversation-support.ts";
import { createAgent } from "../agents/support.ts";

describe.each(databaseKinds)(
  "the conversation-initiation webhook at a conversation's start on %s",
  (kind) => {
    let server: TestServer;
    let owner: TestAccount;
    let base: string;
    const asked: InitiationWebhookRequest[] = [];
    let answer = { status: 200, body: "{}" };
    // The network stands in for the CRM (the real https caller is tested in initiation-webhook.test.ts).
    const crm: InitiationWebhookCaller = {
      post: async (request) => {
        asked.push(request);
        return answer;
      },
    };
    let real: InitiationWebhookCaller;

    beforeAll(async () => {
      server = await startTestServer(kind);
      real = server.ports.initiationWebhooks;
      server.ports.initiationWebhooks = crm;
      owner = await createTestAccount(server);
      base = await server.listen();
      const saved = await server.request("PATCH", "/v1/convai/settings", {
        token: owner.accessToken,
        body: {
          conversation_initiation_client_data_webhook: {
            url: "https://crm.example.com/start",
            request_headers: {},
          },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    });
    afterAll(async () => {
      if (server) server.ports.initiationWebhooks = real;
      await server?.close();
    });

    /** The agent's first message in a new text conversation, with the client's own variables. */
    async function greeting(agentId: string, dynamicVariables: Record<string, string> = {}) {
      const signed = await server.request(
        "GET",
        `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`,
        {
          token: owner.accessToken,
        },
      );
      const client = connectConversation(base, signedQuery(signed.json().signed_url));
      client.send({ type: "conversation_initiation_client_data", dynamic_variables: dynamicVariables });
      const metadata = await client.waitFor(ofType("conversation_initiation_metadata"));
      const first = await client.waitFor(ofType("agent_response"));
      client.ws.close();
      await client.closed;
      return {
        text: first.agent_response_event.agent_response as string,
        conversationId: metadata.conversation_initiation_metadata_event.conversation_id as string,
      };
    }

    const agentTakingWebhookData = (enabled: boolean) =>
      createAgent(server, owner, {
        conversation_config: {
          agent: {
            first_message: "Hello {{customer_name}}, you are calling about {{topic}}.",
            dynamic_variables: {
              dynamic_variable_placeholders: { customer_name: "there", topic: "something" },
            },
          },
          conversation: { text_only: true },
        },
        platform_settings: {
          overrides: { enable_conversation_initiation_client_data_from_webhook: enabled },
        },
      });

    it("fills the conversation's variables from the webhook's answer, the client's own winning", async () => {
      const agentId = await agentTakingWebhookData(true);
      answer = {
        status: 200,
        body: JSON.stringify({ dynamic_variables: { customer_name: "Ada", topic: "a late order" } }),
      };
      const before = asked.length;
      const { text, conversationId } = await greeting(agentId, { topic: "a refund" });
      expect(text).toBe("Hello Ada, you are calling about a refund.");
      expect(asked.length).toBe(before + 1);
      expect(asked.at(-1)!.url.href).toBe("https://crm.example.com/start");
      expect(JSON.parse(asked.at(-1)!.body)).toEqual({ agent_id: agentId, conversation_id: conversationId });
    });

    it("starts without the data when the webhook fails, and does not call it for an agent that does not take it", async () => {
      const agentId = await agentTakingWebhookData(true);
      answer = { status: 500, body: "down" };
      expect((await greeting(agentId)).text).toBe("Hello there, you are calling about something.");
      const other = await agentTakingWebhookData(false);
      const before = asked.length;
      answer = { status: 200, body: JSON.stringify({ dynamic_variables: { customer_name: "Ada" } }) };
      expect((await greeting(other)).text).toBe("Hello there, you are calling about something.");
      expect(asked.length).toBe(before);
    });
  },
);
