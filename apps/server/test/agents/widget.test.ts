import { messages } from "@chorus/contract";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, readAgentAsSdk } from "./support.ts";

const bakeryPrompt = "You are the Crumb Bakery assistant. The secret discount code is CRUMB42.";
const widgetSettings = {
  variant: "full",
  placement: "bottom-left",
  avatar: { type: "orb", color_1: "#ff0000", color_2: "#00ff00" },
  bg_color: "#fafafa",
  btn_color: "#112233",
  border_radius: 12,
  action_text: "Questions about bread?",
  start_call_text: "Call the bakery",
  listening_text: "All ears",
  terms_text: "Calls are recorded.",
  transcript_enabled: true,
};

describe.each(databaseKinds)("the agent widget on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  /** No credentials: the embed reads it from other sites' pages. */
  const anonymous = (url: string, headers?: Record<string, string>) =>
    server.request("GET", url, { headers });
  const shareableToken = async (agentId: string) => {
    const response = await server.request("GET", `/v1/convai/agents/${agentId}/link`, {
      token: owner.accessToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    return readAgentAsSdk.link(response.json()).token!.conversationToken;
  };
  const expectAgentNotFound = (response: Awaited<ReturnType<typeof anonymous>>) => {
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({
      detail: { status: "agent_not_found", message: messages.agentNotFound },
    });
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("answers a public agent's widget configuration without a key, to any origin, as the SDK reads it", async () => {
    const agentId = await createAgent(server, owner, {
      name: "Crumb",
      conversation_config: {
        agent: { first_message: "Hello from Crumb!", language: "en", prompt: { prompt: bakeryPrompt } },
        conversation: { text_only: true },
      },
      platform_settings: { widget: widgetSettings },
    });
    const response = await anonymous(`/v1/convai/agents/${agentId}/widget`, {
      origin: "https://shop.example",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    const sdk = readAgentAsSdk.widget(response.json());
    expect(sdk.agentId).toBe(agentId);
    expect(sdk.widgetConfig).toMatchObject({
      variant: "full",
      placement: "bottom-left",
      avatar: { type: "orb", color1: "#ff0000", color2: "#00ff00" },
      bgColor: "#fafafa",
      btnColor: "#112233",
      textColor: "#000000",
      borderRadius: 12,
      actionText: "Questions about bread?",
      startCallText: "Call the bakery",
      listeningText: "All ears",
      termsText: "Calls are recorded.",
      transcriptEnabled: true,
      textInputEnabled: true,
      supportsTextOnly: true,
      language: "en",
      firstMessage: "Hello from Crumb!",
      textOnly: true,
      useRtc: false,
    });
    // Unset texts are left out rather than null; nothing but the widget leaves the server.
    const body = response.json();
    expect(body.widget_config).not.toHaveProperty("speaking_text");
    expect(body.widget_config).not.toHaveProperty("btn_radius");
    expect(response.body).not.toContain("CRUMB42");
    expect(response.body).not.toContain("shareable_token");
    // The SDK's query parameter is accepted.
    const signed = await anonymous(`/v1/convai/agents/${agentId}/widget?conversation_signature=anything`);
    expect(signed.statusCode, signed.body).toBe(200);
  });

  it("answers a private agent's only with its shareable token, and otherwise as for an agent that does not exist", async () => {
    const agentId = await createAgent(server, owner, {
      name: "Private Crumb",
      platform_settings: { auth: { enable_auth: true } },
    });
    expectAgentNotFound(await anonymous(`/v1/convai/agents/${agentId}/widget`));
    expectAgentNotFound(await anonymous(`/v1/convai/agents/${agentId}/widget?shareable_token=guess`));
    expectAgentNotFound(await anonymous("/v1/convai/agents/agent_doesnotexist0000000000/widget"));
    // An API key or session does not open it either: the widget is what anyone may see.
    const signedIn = await server.request("GET", `/v1/convai/agents/${agentId}/widget`, {
      token: owner.accessToken,
    });
    expectAgentNotFound(signedIn);

    const token = await shareableToken(agentId);
    const opened = await anonymous(`/v1/convai/agents/${agentId}/widget?shareable_token=${token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(readAgentAsSdk.widget(opened.json()).agentId).toBe(agentId);
    expect(opened.headers["cache-control"]).toBe("private, no-store");

    // A public agent's widget with a token that is not its own is refused too (the link is broken).
    const publicId = await createAgent(server, owner, { name: "Public" });
    expectAgentNotFound(await anonymous(`/v1/convai/agents/${publicId}/widget?shareable_token=${token}`));
  });

  it("answers the agent's own widget texts and, with the selector on and the override allowed, its languages", async () => {
    const agentId = await createAgent(server, owner, {
      name: "Multilingual Crumb",
      conversation_config: {
        agent: { language: "en" },
        language_presets: { de: { overrides: { agent: { first_message: "Hallo!" } } } },
      },
      platform_settings: {
        widget: { language_selector: true, text_contents: { start_call: "Ring us", end_call: "Bye" } },
      },
    });
    const widget = async () => (await anonymous(`/v1/convai/agents/${agentId}/widget`)).json().widget_config;
    // The language override is off: a choice the server would ignore is not offered.
    expect(await widget()).not.toHaveProperty("supported_language_overrides");

    // Texts merge one by one (null clears one); the SDK reads them as `textContents`.
    const update = await server.request("PATCH", `/v1/convai/agents/${agentId}`, {
      token: owner.accessToken,
      body: {
        platform_settings: {
          overrides: { conversation_config_override: { agent: { language: true } } },
          widget: { text_contents: { end_call: null, send_message: "Off it goes" } },
        },
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    const response = await anonymous(`/v1/convai/agents/${agentId}/widget`);
    expect(readAgentAsSdk.widget(response.json()).widgetConfig).toMatchObject({
      textContents: { startCall: "Ring us", sendMessage: "Off it goes" },
      language: "en",
      supportedLanguageOverrides: ["de"],
    });
    expect(response.json().widget_config.text_contents).toEqual({
      start_call: "Ring us",
      send_message: "Off it goes",
    });
  });

  it("serves the embed and its worklets to pages on any origin, cacheable and revalidated by ETag", async () => {
    const embed = await anonymous("/convai-widget/embed.js", { origin: "https://shop.example" });
    expect(embed.statusCode, embed.body.slice(0, 200)).toBe(200);
    expect(embed.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(embed.headers["access-control-allow-origin"]).toBe("*");
    expect(embed.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(embed.headers["x-content-type-options"]).toBe("nosniff");
    expect(embed.headers["cache-control"]).toBe("public, max-age=300");
    expect(embed.body).toContain("chorus-convai");
    expect(embed.body).toContain("elevenlabs-convai");
    const again = await anonymous("/convai-widget/embed.js", { "if-none-match": String(embed.headers.etag) });
    expect(again.statusCode).toBe(304);

    for (const name of ["rawAudioProcessor.js", "audioConcatProcessor.js"]) {
      const worklet = await anonymous(`/convai-widget/worklets/${name}`);
      expect(worklet.statusCode, name).toBe(200);
      expect(worklet.body).toContain("registerProcessor");
      expect(worklet.headers["access-control-allow-origin"]).toBe("*");
    }
    expect((await anonymous("/convai-widget/worklets/..%2F..%2Fbuild.json")).statusCode).toBe(404);
    // Other answers keep the same-origin resource policy.
    expect((await anonymous("/health")).headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("serves the talk-to page with every value escaped, and 404 for an unknown or private agent without its token", async () => {
    const name = `Crumb "<script>alert(1)</script>" & Co`;
    const agentId = await createAgent(server, owner, {
      name,
      platform_settings: {
        widget: {
          shareable_page_text: "Ask us <b>anything</b>",
          avatar: { type: "url", custom_url: "https://images.example/crumb.png" },
        },
      },
    });
    const page = await anonymous(`/talk/${agentId}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).not.toContain("<script>alert");
    expect(page.body).toContain("Crumb &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; Co");
    expect(page.body).toContain("Ask us &lt;b&gt;anything&lt;/b&gt;");
    expect(page.body).toContain(`<chorus-convai agent-id="${agentId}" variant="full" inline shareable-page>`);
    expect(page.body).toContain('<script src="/convai-widget/embed.js" async></script>');
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("img-src 'self' data: https://images.example;");
    expect(policy).toContain("media-src 'self' blob: data:");
    expect(policy).toContain("connect-src 'self' ws://chorus.test");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-inline");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");

    const privateId = await createAgent(server, owner, {
      name: "Private <Crumb>",
      platform_settings: { auth: { enable_auth: true }, widget: { shareable_page_text: "Members only" } },
    });
    for (const url of [
      `/talk/${privateId}`,
      `/talk/${privateId}?token=wrong`,
      `/talk/${privateId}?token=${"x".repeat(600)}`,
      "/talk/agent_doesnotexist0000000000",
    ]) {
      const missing = await anonymous(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(missing.body).toContain("Agent not found");
      expect(missing.body).not.toContain("Private");
      expect(missing.body).not.toContain("Members only");
    }

    const token = await shareableToken(privateId);
    const opened = await anonymous(`/talk/${privateId}?token=${encodeURIComponent(token)}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.body).toContain("Private &lt;Crumb&gt;");
    expect(opened.body).toContain("Members only");
    expect(opened.body).toContain(`shareable-token="${token}"`);
    expect(opened.headers["cache-control"]).toBe("no-store");
  });
});
