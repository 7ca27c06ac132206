import { type AgentWorkflow, type WorkflowNode, workflowLimits } from "@chorus/contract";
import { LanguageModelError } from "../../../ports/language-model.ts";
import { askModel, readsInstructions } from "../../analysis/ask-model.ts";
import { fillVariables, type VariableValue } from "../../dynamic-variables.ts";
import type { SessionAgent } from "../session-agent.ts";
import { conditionHolds } from "./edge-conditions.ts";
import { evaluateExpression } from "./evaluate-expression.ts";
import { nodeAgentConfig, overridesAgent } from "./node-agent-config.ts";
import { movesFrom, startNodeOf } from "./workflow-moves.ts";

type NodeOf<Type extends WorkflowNode["type"]> = Extract<WorkflowNode, { type: Type }>;

/** What the conversation does for the workflow: the session's side of it. */
export interface WorkflowHost {
  /** The model of the agent speaking now (it judges `llm` conditions). */
  model(): SessionAgent["model"];
  variables(): Record<string, VariableValue>;
  assign(values: Record<string, VariableValue>): void;
  /** The conversation so far as lines. */
  dialogue(): string;
  /** Speaks a fixed text as the agent. */
  say(text: string): Promise<void>;
  /** Runs a tool node's tools; true when every one succeeded. */
  runTools(nodeId: string, node: NodeOf<"tool">, callerWords: string | undefined): Promise<boolean>;
  /** Records a phone transfer the conversation cannot make (no phone line yet). */
  recordPhoneTransfer(nodeId: string, node: NodeOf<"phone_number">): void;
  /** Prepares the agent with a node's changes (the conversation's own agent, changed). */
  prepare(config: SessionAgent["config"]): Promise<SessionAgent>;
  warn(message: string, fields: Record<string, unknown>): void;
}

/** Where a walk through the graph left the conversation. */
export type WorkflowStep =
  /** The agent answers as usual (as the agent of the node the conversation is in). */
  | { kind: "reply"; spoke: boolean }
  /** A say node spoke and waits for the caller. */
  | { kind: "wait" }
  /** An end node: the call ends. */
  | { kind: "end"; outcome: "success" | "failure" }
  /** A standalone-agent node: the conversation is handed to that agent. */
  | { kind: "handover"; nodeId: string; node: NodeOf<"standalone_agent"> };

/** Nodes entered kept on the conversation at most (a long call's loops stay bounded). */
const maxEnteredKept = 500;

/**
 * An agent's workflow during one conversation (issue 19 §3): it starts at the start node and, after
 * each caller turn (and at the start of the call), follows the first of the current node's moves
 * whose condition holds, entering at most `nodesEnteredPerTurn` nodes, so a graph whose conditions
 * keep holding stops instead of spinning. Entering a node does what it is for: a tool node runs its
 * tools (then `result` conditions read how they went), a say node speaks, an update-state node sets
 * dynamic variables, a phone-number node records the transfer, an end node ends the call, a
 * standalone-agent node hands the conversation over; override-agent and say nodes change the agent
 * while the conversation is in them.
 */
export class WorkflowDriver {
  private current: string;
  /** Every node entered, in order (the start node first). */
  readonly entered: string[] = [];
  /** The caller's words since the current node was entered (what `llm` conditions judge). */
  private callerWords: string | undefined;
  private lastResult: boolean | undefined;
  /** The agents prepared with a node's changes, by node id (prepared once per conversation). */
  private readonly prepared = new Map<string, SessionAgent>();

  private constructor(
    private readonly workflow: AgentWorkflow,
    start: string,
    private readonly base: SessionAgent,
    private readonly host: WorkflowHost,
  ) {
    this.current = start;
    this.entered.push(start);
  }

  /** The driver of an agent's workflow, or undefined when it has none (no nodes). */
  static of(
    workflow: AgentWorkflow | null,
    base: SessionAgent,
    host: WorkflowHost,
  ): WorkflowDriver | undefined {
    const start = workflow ? startNodeOf(workflow) : undefined;
    return workflow && start !== undefined ? new WorkflowDriver(workflow, start, base, host) : undefined;
  }

  /** The node the conversation is in (agent turns record it as `workflow_node_id`). */
  get nodeId(): string {
    return this.current;
  }

  /**
   * Follows the graph after the caller said `callerWords` (undefined at the start of the call) and
   * says where it left the conversation.
   */
  async advance(callerWords?: string): Promise<WorkflowStep> {
    if (callerWords !== undefined)
      this.callerWords = this.callerWords === undefined ? callerWords : `${this.callerWords}\n${callerWords}`;
    let spoke = false;
    for (let entered = 0; entered < workflowLimits.nodesEnteredPerTurn; entered++) {
      const to = await this.nextNode();
      if (to === undefined) break;
      const words = this.callerWords;
      this.enter(to);
      const node = this.workflow.nodes[to]!;
      switch (node.type) {
        case "end":
          return { kind: "end", outcome: node.outcome };
        case "standalone_agent":
          return { kind: "handover", nodeId: to, node };
        case "tool":
          this.lastResult = await this.host.runTools(to, node, words);
          break;
        case "phone_number":
          this.host.recordPhoneTransfer(to, node);
          this.lastResult = false;
          break;
        case "update_state":
          this.updateState(node);
          break;
        case "say": {
          const text = await this.sayText(node);
          if (text) {
            await this.host.say(text);
            spoke = true;
          }
          if (node.wait_for_user_response) return { kind: "wait" };
          break;
        }
        default:
          break;
      }
    }
    return { kind: "reply", spoke };
  }

  /**
   * The agent the conversation speaks as in the current node: the node's changes over the
   * conversation's own agent (override-agent and say nodes), else that agent itself.
   */
  async speaker(): Promise<SessionAgent> {
    const node = this.workflow.nodes[this.current];
    if (!node || !overridesAgent(node)) return this.base;
    let prepared = this.prepared.get(this.current);
    if (!prepared) {
      prepared = await this.host.prepare(nodeAgentConfig(this.base.config, node));
      this.prepared.set(this.current, prepared);
    }
    return prepared;
  }

  private enter(nodeId: string): void {
    this.current = nodeId;
    this.callerWords = undefined;
    if (this.entered.length < maxEnteredKept) this.entered.push(nodeId);
  }

  /** The first move out of the current node whose condition holds. */
  private async nextNode(): Promise<string | undefined> {
    const facts = {
      variables: this.host.variables(),
      callerWords: this.callerWords,
      dialogue: () => this.host.dialogue(),
      model: this.host.model(),
      lastResult: this.lastResult,
    };
    for (const move of movesFrom(this.workflow, this.current)) {
      try {
        const holds = await conditionHolds(move.condition, facts, (answer) =>
          this.host.warn("a model's answer to a workflow condition was not yes or no", {
            edgeId: move.edgeId,
            answerCharacters: answer.length,
          }),
        );
        if (holds) return move.to;
      } catch (error) {
        // A model that fails to judge leaves the conversation where it is; the call goes on.
        if (!(error instanceof LanguageModelError)) throw error;
        this.host.warn("a model could not judge a workflow condition", { edgeId: move.edgeId, err: error });
      }
    }
    return undefined;
  }

  private updateState(node: NodeOf<"update_state">): void {
    const variables = this.host.variables();
    const values: Record<string, VariableValue> = {};
    for (const update of node.updates) {
      const value = evaluateExpression(update.expression, { ...variables, ...values });
      if (value !== null) values[update.variable_name] = value;
    }
    this.host.assign(values);
  }

  /**
   * What a say node says: its text with the dynamic variables filled in, or, for a prompt, what the
   * model words from it. The retrieval engine reads no instructions, so there a prompt says nothing.
   */
  private async sayText(node: NodeOf<"say">): Promise<string> {
    const variables = this.host.variables();
    if (node.message.type === "literal") return fillVariables(node.message.text, variables).trim();
    const model = this.host.model();
    if (!readsInstructions(model)) return "";
    try {
      return await askModel(model, [
        {
          role: "system",
          content: `You are an agent speaking with a caller. Write only the words you say next, following this instruction: ${fillVariables(node.message.prompt, variables)}`,
        },
        { role: "user", content: `The conversation so far:\n${this.host.dialogue()}` },
      ]);
    } catch (error) {
      if (!(error instanceof LanguageModelError)) throw error;
      this.host.warn("a model could not word a workflow say node", { err: error });
      return "";
    }
  }
}
