import { type AgentWorkflowInput, AgentWorkflowSchema, workflowLimits } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { defaultConversationConfig } from "../../../agents/default-agent-config.ts";
import type { LanguageModel } from "../../../ports/language-model.ts";
import type { VariableValue } from "../../dynamic-variables.ts";
import type { SessionAgent } from "../session-agent.ts";
import { WorkflowDriver, type WorkflowHost } from "./workflow-driver.ts";

/** An engine that reads no instructions: a condition holds when the caller's words contain it. */
const engine = {
  id: "rules",
  kind: "retrieval",
  chat: async function* () {},
  conditionMet: (condition: string, words: string) => words.includes(condition),
} satisfies LanguageModel;

const base = {
  config: defaultConversationConfig({ voiceId: "voice", llm: "rules" }),
  model: engine,
} as unknown as SessionAgent;

/** A driver over `workflow` with a host that records what the nodes did. */
function driverOf(workflow: AgentWorkflowInput, variables: Record<string, VariableValue> = {}) {
  const said: string[] = [];
  const prepared: string[] = [];
  const host: WorkflowHost = {
    model: () => engine,
    variables: () => variables,
    assign: (values) => Object.assign(variables, values),
    dialogue: () => "",
    say: async (text) => {
      said.push(text);
    },
    runTools: async () => true,
    recordPhoneTransfer: () => undefined,
    prepare: async (config) => {
      prepared.push(config.agent.prompt.prompt);
      return { ...base, config };
    },
    warn: () => undefined,
  };
  const driver = WorkflowDriver.of(AgentWorkflowSchema.parse(workflow), base, host)!;
  return { driver, said, prepared, variables };
}

const always = { type: "unconditional" } as const;
const when = (condition: string) => ({ type: "llm", condition }) as const;

describe("WorkflowDriver", () => {
  it("has nothing to drive without nodes", () => {
    expect(WorkflowDriver.of(AgentWorkflowSchema.parse({}), base, {} as WorkflowHost)).toBeUndefined();
    expect(WorkflowDriver.of(null, base, {} as WorkflowHost)).toBeUndefined();
  });

  it("stops a graph whose conditions keep holding after the most nodes one turn may enter", async () => {
    const { driver, said } = driverOf({
      nodes: {
        start: { type: "start" },
        ping: { type: "say", label: "Ping", message: { type: "literal", text: "ping" } },
        pong: { type: "say", label: "Pong", message: { type: "literal", text: "pong" } },
      },
      edges: {
        go: { source: "start", target: "ping", forward_condition: always },
        there: { source: "ping", target: "pong", forward_condition: always },
        back: { source: "pong", target: "ping", forward_condition: always },
      },
    });
    expect(await driver.advance()).toEqual({ kind: "reply", spoke: true });
    expect(said).toHaveLength(workflowLimits.nodesEnteredPerTurn);
    expect(driver.entered).toHaveLength(workflowLimits.nodesEnteredPerTurn + 1);
  });

  it("sets variables in an update-state node that the next edge's expression reads", async () => {
    const { driver, variables } = driverOf(
      {
        nodes: {
          start: { type: "start" },
          count: {
            type: "update_state",
            label: "Count",
            updates: [
              {
                variable_name: "visits",
                expression: {
                  type: "add_operator",
                  left: { type: "dynamic_variable", name: "visits" },
                  right: { type: "number_literal", value: 1 },
                },
              },
            ],
          },
          regular: { type: "override_agent", label: "Regular", additional_prompt: "Welcome back." },
        },
        edges: {
          go: { source: "start", target: "count", forward_condition: always },
          often: {
            source: "count",
            target: "regular",
            forward_condition: {
              type: "expression",
              expression: {
                type: "gt_operator",
                left: { type: "dynamic_variable", name: "visits" },
                right: { type: "number_literal", value: 2 },
              },
            },
          },
        },
      },
      { visits: "2" },
    );
    await driver.advance();
    expect(variables.visits).toBe(3);
    expect(driver.nodeId).toBe("regular");
    expect((await driver.speaker()).config.agent.prompt.prompt).toMatch(/\n\nWelcome back\.$/);
  });

  it("judges a node's conditions on what the caller says after the conversation entered it", async () => {
    const { driver, prepared } = driverOf({
      nodes: {
        start: { type: "start" },
        billing: { type: "override_agent", label: "Billing", additional_prompt: "Billing." },
        end: { type: "end", outcome: "failure" },
      },
      edges: {
        to_billing: { source: "start", target: "billing", forward_condition: when("invoice") },
        to_end: { source: "billing", target: "end", forward_condition: when("invoice") },
      },
    });
    expect(await driver.advance()).toEqual({ kind: "reply", spoke: false });
    expect(driver.nodeId).toBe("start");
    // The words that moved the call into billing do not also move it out.
    expect(await driver.advance("my invoice")).toEqual({ kind: "reply", spoke: false });
    expect(driver.nodeId).toBe("billing");
    await driver.speaker();
    await driver.speaker();
    expect(prepared).toHaveLength(1);
    expect(await driver.advance("another invoice")).toEqual({ kind: "end", outcome: "failure" });
    expect(driver.entered).toEqual(["start", "billing", "end"]);
  });
});
