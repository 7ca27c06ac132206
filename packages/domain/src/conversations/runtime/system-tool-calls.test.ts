import type { SystemToolParams } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import type { AgentRecord } from "../../agents/agent-records.ts";
import { defaultConversationConfig } from "../../agents/default-agent-config.ts";
import type { LanguageModel } from "../../ports/language-model.ts";
import type { SessionAgent, SystemToolEntry } from "./session-agent.ts";
import { decideSystemTools, type SystemToolContext } from "./system-tool-calls.ts";
import { systemToolsOf } from "./system-tools.ts";

const config = defaultConversationConfig({ voiceId: "voice", llm: "house" });
const entry = (name: string, params: SystemToolParams): SystemToolEntry => ({
  name,
  description: "",
  params,
});
const transfers = entry("transfer_to_agent", {
  system_tool_type: "transfer_to_agent",
  transfers: [
    { agent_id: "agent_billing", condition: "The caller asks about refunds" },
    { agent_id: "agent_sales", condition: "The caller wants to buy", delay_ms: 500 },
  ],
});
const billing = { agent: { id: "agent_billing" } as AgentRecord, model: {} as LanguageModel } as SessionAgent;

const context = (over: Partial<SystemToolContext> = {}): SystemToolContext => ({
  config,
  entries: [transfers],
  agentId: "agent_front",
  transferAllowed: true,
  prepareAgent: async (id) => (id === "agent_billing" ? billing : "that agent no longer exists"),
  ...over,
});
const call = (name: string, args: Record<string, unknown>) => ({ id: `call_${name}`, name, arguments: args });

describe("the system tools a conversation decides", () => {
  it("offers each transfer by number, described by its condition", () => {
    const [tool] = systemToolsOf(
      {
        ...config,
        agent: {
          ...config.agent,
          prompt: {
            ...config.agent.prompt,
            built_in_tools: { ...config.agent.prompt.built_in_tools, end_call: null },
          },
        },
      },
      [transfers],
    );
    expect(tool?.name).toBe("transfer_to_agent");
    expect(tool?.parameters).toMatchObject({
      required: ["agent_number"],
      properties: {
        agent_number: {
          oneOf: [
            { const: 0, description: "The caller asks about refunds" },
            { const: 1, description: "The caller wants to buy" },
          ],
        },
      },
    });
  });

  it("hands over to the chosen agent, with the hosted product's success result", async () => {
    const outcome = await decideSystemTools([call("transfer_to_agent", { agent_number: 0 })], context());
    expect(outcome.handover?.to).toBe(billing);
    expect(outcome.results[0]?.isError).toBe(false);
    expect(JSON.parse(outcome.results[0]?.resultValue ?? "")).toMatchObject({
      status: "success",
      from_agent: "agent_front",
      to_agent: "agent_billing",
    });
  });

  it("refuses a number out of range, an agent that cannot take the call, and a second hand-over in a row", async () => {
    for (const [args, over] of [
      [{ agent_number: 7 }, {}],
      [{ agent_number: "0" }, {}],
      [{ agent_number: 1 }, {}],
      [{ agent_number: 0 }, { transferAllowed: false }],
      [{ agent_number: 0 }, { agentId: "agent_billing" }],
    ] as const) {
      const outcome = await decideSystemTools([call("transfer_to_agent", args)], context(over));
      expect(outcome.handover, JSON.stringify(args)).toBeUndefined();
      expect(outcome.results[0]).toMatchObject({ isError: true, toolType: "system" });
      expect(JSON.parse(outcome.results[0]?.resultValue ?? "")).toMatchObject({ status: "error" });
    }
  });

  it("leaves the voicemail message and says plainly that phone transfers and keypad tones need a phone line", async () => {
    const outcome = await decideSystemTools(
      [
        call("voicemail_detection", {}),
        call("transfer_to_number", { transfer_number: 0 }),
        call("play_keypad_touch_tone", { dtmf_tones: "1#" }),
        call("no_such_tool", {}),
      ],
      context({
        entries: [
          entry("voicemail_detection", {
            system_tool_type: "voicemail_detection",
            voicemail_message: " Call us back. ",
          }),
          entry("transfer_to_number", {
            system_tool_type: "transfer_to_number",
            transfers: [
              {
                transfer_destination: { type: "phone", phone_number: "+33100000000" },
                condition: "a person",
              },
            ],
          }),
          entry("play_keypad_touch_tone", { system_tool_type: "play_keypad_touch_tone" }),
        ],
      }),
    );
    expect(outcome.voicemail).toEqual({ message: "Call us back." });
    expect(outcome.results.map((result) => [result.toolName, result.isError])).toEqual([
      ["voicemail_detection", false],
      ["transfer_to_number", true],
      ["play_keypad_touch_tone", true],
      ["no_such_tool", true],
    ]);
    expect(outcome.results[1]?.resultValue).toContain("need a phone line");
  });
});
