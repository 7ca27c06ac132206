import type { AgentResponse } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { draftOf, isDirty, patchOf } from "./agent-draft.ts";
import { dataCollectionProblems } from "./data-collection-checks.ts";
import { defaultFromText, dynamicVariables } from "./dynamic-variables.ts";

/** The parts of an agent these functions read, in the wire shape. */
function agent(): AgentResponse {
  return {
    agent_id: "agent_1",
    name: "Crumb",
    tags: ["support"],
    version_id: "v1",
    conversation_config: {
      agent: {
        first_message: "Hi {{caller_name}}",
        language: "en",
        dynamic_variables: { dynamic_variable_placeholders: { caller_name: "there", old: 3 } },
        prompt: { prompt: "We open at 7.", llm: "chorus-retrieval", temperature: 0, built_in_tools: {} },
      },
      tts: { voice_id: "voice", stability: 0.5, speed: 1 },
      language_presets: { de: { overrides: { agent: { first_message: "Hallo" } } } },
    },
    platform_settings: {
      auth: { enable_auth: false, allowlist: [], shareable_token: "secret" },
      privacy: { record_voice: true, zero_retention_mode: false },
      widget: { feedback_mode: "none", language_selector: false, action_text: null },
      data_collection: { email: { type: "string", description: "The email" } },
    },
  } as unknown as AgentResponse;
}

describe("the agent draft", () => {
  it("is clean as loaded, and a save sends only what changed", () => {
    const base = draftOf(agent());
    const draft = draftOf(agent());
    expect(isDirty(base, draft)).toBe(false);
    expect(patchOf(base, draft)).toEqual({});

    draft.conversation_config.agent.prompt.prompt = "We open at 8.";
    draft.conversation_config.tts.stability = 0.7;
    draft.platform_settings.privacy.zero_retention_mode = true;
    draft.platform_settings.privacy.record_voice = false;
    expect(isDirty(base, draft)).toBe(true);
    expect(patchOf(base, draft)).toEqual({
      conversation_config: { agent: { prompt: { prompt: "We open at 8." } }, tts: { stability: 0.7 } },
      platform_settings: { privacy: { zero_retention_mode: true, record_voice: false } },
    });
  });

  it("sends keyed collections and lists whole, and never the shareable token", () => {
    const base = draftOf(agent());
    const draft = draftOf(agent());
    delete draft.conversation_config.language_presets.de;
    draft.dataCollection.push({ identifier: "phone", type: "string", description: "A phone" });
    draft.platform_settings.auth.allowlist = [{ hostname: "example.com" }];
    draft.tags = ["support", "vip"];
    expect(patchOf(base, draft)).toEqual({
      tags: ["support", "vip"],
      conversation_config: { language_presets: {} },
      platform_settings: {
        auth: { allowlist: [{ hostname: "example.com" }] },
        data_collection: {
          email: { type: "string", description: "The email" },
          phone: { type: "string", description: "A phone" },
        },
      },
    });
  });

  it("sends the workflow whole, so a node taken out is gone", () => {
    const loaded = agent();
    loaded.workflow = {
      nodes: {
        start_node: { type: "start", position: { x: 0, y: 0 }, edge_order: [] },
        node_end: { type: "end", position: { x: 0, y: 120 }, edge_order: [], outcome: "success" },
      },
      edges: {},
      prevent_subagent_loops: false,
    };
    const base = draftOf(loaded);
    const draft = draftOf(loaded);
    delete draft.workflow.nodes.node_end;
    expect(patchOf(base, draft)).toEqual({
      workflow: {
        nodes: { start_node: { type: "start", position: { x: 0, y: 0 }, edge_order: [] } },
        edges: {},
        prevent_subagent_loops: false,
      },
    });
  });

  it("sends the built-in tools whole, as the patch takes each tool only complete", () => {
    const loaded = agent();
    const transferTool = (condition: string) => ({
      type: "system" as const,
      name: "transfer_to_agent",
      description: "",
      params: {
        system_tool_type: "transfer_to_agent" as const,
        transfers: [{ agent_id: "agent_2", condition }],
      },
    });
    loaded.conversation_config.agent.prompt.built_in_tools.transfer_to_agent = transferTool("Billing");
    const base = draftOf(loaded);
    const draft = draftOf(loaded);
    draft.conversation_config.agent.prompt.built_in_tools.transfer_to_agent = transferTool("Refunds");
    expect(patchOf(base, draft)).toEqual({
      conversation_config: {
        agent: { prompt: { built_in_tools: { transfer_to_agent: transferTool("Refunds") } } },
      },
    });
  });

  it("is clean again when a change is undone", () => {
    const base = draftOf(agent());
    const draft = draftOf(agent());
    draft.name = "Other";
    draft.name = "Crumb";
    expect(isDirty(base, draft)).toBe(false);
  });
});

describe("dynamic variables", () => {
  it("lists the variables written in the texts, then the defaults no text uses", () => {
    const config = agent().conversation_config;
    config.agent.prompt.prompt = "Hello {{ secret__key }} at {{system__time}}, {{caller_name}}.";
    expect(dynamicVariables(config)).toEqual([
      { name: "secret__key", kind: "secret", used: true, value: undefined },
      { name: "system__time", kind: "system", used: true, value: undefined },
      { name: "caller_name", kind: "plain", used: true, value: "there" },
      { name: "old", kind: "plain", used: false, value: 3 },
    ]);
  });

  it("keeps a default's type while it is edited", () => {
    expect(defaultFromText("4", 3)).toBe(4);
    expect(defaultFromText("four", 3)).toBe("four");
    expect(defaultFromText("false", true)).toBe(false);
    expect(defaultFromText("", "x")).toBeUndefined();
  });
});

describe("data-collection rows", () => {
  it("need an identifier, well formed and used once", () => {
    const rows = ["email", "", "2nd", "email", "phone_number"].map((identifier) => ({
      identifier,
      type: "string" as const,
      description: "",
    }));
    expect([...dataCollectionProblems(rows)]).toEqual([
      [1, "required"],
      [2, "invalid"],
      [3, "duplicate"],
    ]);
  });
});
