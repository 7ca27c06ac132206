import { z } from "zod";
import { boundedRecord } from "../../bounds/bounded-values.ts";
import { inputLimits } from "../../bounds/input-limits.ts";
import { workflowLimits } from "../../catalogues/workflow-limits.ts";
import { TransferDestinationSchema } from "../tools/system-tool-params-schema.ts";
import { ConversationConfigPatchSchema, KnowledgeBaseLocatorSchema } from "./conversation-config-schema.ts";
import { WorkflowExpressionSchema } from "./workflow-expression-schema.ts";

/**
 * An agent's `workflow` (the SDK's `AgentWorkflowRequestModel`, wire names): nodes and edges keyed
 * by id. A request may leave out what the SDK lets it leave out; parsing fills the defaults, so what
 * is stored and answered has every field `AgentWorkflowResponseModel` requires (the SDK refuses an
 * answer without them). The graph's own rules (one start node, reachability, conditions …) are
 * `workflowProblems`, checked when the agent is saved, so an editor can hold an unfinished draft.
 */

const id = z.string().min(1).max(workflowLimits.idCharacters);
const label = z.string().max(workflowLimits.labelCharacters);
const coordinate = z.number().min(-workflowLimits.position).max(workflowLimits.position);

/** `PositionInput`: where the editor draws the node. */
export const WorkflowPositionSchema = z.object({
  x: coordinate.default(0),
  y: coordinate.default(0),
});

/** What every node has: its place on the canvas and the order its outgoing edges are tried in. */
const nodeBase = {
  position: WorkflowPositionSchema.default({ x: 0, y: 0 }),
  /** Edge ids leaving this node, tried in this order (edges not named come after, as stored). */
  edge_order: z.array(id).max(workflowLimits.edges).default([]),
};

/** A parameter of a tool node's tool whose value is fixed rather than chosen (`schema_overrides`). */
const WorkflowToolParameterOverrideSchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("constant"),
    constant_value: z
      .union([z.string().max(inputLimits.descriptionCharacters), z.number(), z.boolean()])
      .nullish(),
  }),
  z.object({ source: z.literal("dynamic_variable"), dynamic_variable: z.string().min(1).max(64) }),
  z.object({
    source: z.literal("llm"),
    prompt: z.string().max(inputLimits.descriptionCharacters).nullish(),
  }),
  z.object({ source: z.literal("omit") }),
]);

/** `WorkflowToolLocator`: one workspace tool a tool node runs. */
export const WorkflowToolLocatorSchema = z.object({
  tool_id: id,
  schema_overrides: boundedRecord(
    z.string().min(1).max(inputLimits.shortTextCharacters),
    WorkflowToolParameterOverrideSchema,
    workflowLimits.toolsPerNode,
  ).nullish(),
});

export type WorkflowToolLocator = z.output<typeof WorkflowToolLocatorSchema>;

/**
 * The node schemas, built once for requests and once for answers: the two differ only in which
 * defaulted fields are required, and building them apart lets the OpenAPI document name the large
 * parts once per side (`…Input`, `…Output`, as the SDK names them) instead of repeating them.
 */
function buildNodeSchemas(io: "Input" | "Output") {
  /** What a node that talks may change about the agent while the conversation is in it. */
  const agentOverrides = {
    /** The agent's `conversation_config` parts this node changes (merged over the agent's). */
    conversation_config: ConversationConfigPatchSchema.meta({
      id: `ConversationalConfigApiModelWorkflowOverride${io}`,
    }).default({}),
    /** Added after the agent's system prompt. */
    additional_prompt: z.string().max(workflowLimits.additionalPromptCharacters).default(""),
    additional_knowledge_base: z
      .array(KnowledgeBaseLocatorSchema)
      .max(workflowLimits.knowledgeBasePerNode)
      .default([]),
    /** Workspace tools (`/v1/convai/tools`) added to the agent's. */
    additional_tool_ids: z.array(id).max(workflowLimits.toolsPerNode).default([]),
  };

  const start = z.object({ type: z.literal("start"), ...nodeBase });

  /** `WorkflowEndNodeModel`: entering it ends the conversation. */
  const end = z.object({
    type: z.literal("end"),
    ...nodeBase,
    outcome: z.enum(["success", "failure"]).default("success"),
  });

  /** `WorkflowOverrideAgentNodeModel`: the same agent, changed while the conversation is here. */
  const overrideAgent = z.object({
    type: z.literal("override_agent"),
    ...nodeBase,
    ...agentOverrides,
    label: label.min(1),
    /** Whether the agent speaks on entering (`generate_immediately`) or waits for the caller. */
    entry_behavior: z.enum(["generate_immediately", "wait_for_user", "auto"]).default("auto"),
  });

  /** `WorkflowStandaloneAgentNodeModel`: the conversation is handed to another agent of the workspace. */
  const standaloneAgent = z.object({
    type: z.literal("standalone_agent"),
    ...nodeBase,
    agent_id: id.nullish(),
    branch_id: id.nullish(),
    node_id: id.nullish(),
    delay_ms: z.number().int().min(0).max(60_000).default(0),
    transfer_message: z.string().max(inputLimits.descriptionCharacters).nullish(),
    enable_transferred_agent_first_message: z.boolean().default(false),
    preserve_client_tts_overrides: z.boolean().default(false),
    preserve_voice_settings: z.boolean().default(false),
  });

  const sipHeader = {
    key: z.string().min(1).max(inputLimits.shortTextCharacters),
    value: z.string().max(inputLimits.descriptionCharacters),
  };

  /** `WorkflowPhoneNumberNodeModel`: a transfer to a number or SIP address (recorded; no telephony yet). */
  const phoneNumber = z.object({
    type: z.literal("phone_number"),
    ...nodeBase,
    transfer_destination: TransferDestinationSchema,
    transfer_type: z.enum(["blind", "conference", "sip_refer"]).default("conference"),
    custom_sip_headers: z
      .array(
        z.discriminatedUnion("type", [
          z.object({ type: z.literal("static"), ...sipHeader }),
          z.object({ type: z.literal("dynamic"), ...sipHeader }),
        ]),
      )
      .max(workflowLimits.toolsPerNode)
      .default([]),
    sip_refer_play_dialtone: z.boolean().default(false),
    post_dial_digits: z
      .discriminatedUnion("type", [
        z.object({ type: z.literal("static"), value: z.string().max(inputLimits.shortTextCharacters) }),
        z.object({ type: z.literal("dynamic"), value: z.string().max(inputLimits.shortTextCharacters) }),
      ])
      .nullish(),
  });

  /** `WorkflowToolNodeModel`: runs its tools, then leaves by `result` conditions. */
  const tool = z.object({
    type: z.literal("tool"),
    ...nodeBase,
    tools: z.array(WorkflowToolLocatorSchema).max(workflowLimits.toolsPerNode).default([]),
  });

  /** `WorkflowSayNodeModel`: speaks a fixed text (or one the agent words from a prompt). */
  const say = z.object({
    type: z.literal("say"),
    ...nodeBase,
    ...agentOverrides,
    label: label.min(1),
    message: z.discriminatedUnion("type", [
      z.object({
        type: z.literal("literal"),
        text: z.string().min(1).max(workflowLimits.sayCharacters),
        text_translations: boundedRecord(
          z.string().min(2).max(inputLimits.shortTextCharacters),
          z.object({ value: z.string().max(workflowLimits.sayCharacters) }),
          40,
        ).default({}),
      }),
      z.object({ type: z.literal("prompt"), prompt: z.string().min(1).max(workflowLimits.sayCharacters) }),
    ]),
    wait_for_speech_completion: z.boolean().default(true),
    wait_for_user_response: z.boolean().default(false),
  });

  /** `WorkflowUpdateStateNodeModel`: sets dynamic variables from expressions. */
  const updateState = z.object({
    type: z.literal("update_state"),
    ...nodeBase,
    label: label.min(1),
    updates: z
      .array(
        z.object({
          type: z.literal("dynamic_variable").default("dynamic_variable"),
          variable_name: z
            .string()
            .min(1)
            .max(inputLimits.shortTextCharacters)
            .regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
          expression: WorkflowExpressionSchema,
          required: z.boolean().default(false),
        }),
      )
      .max(workflowLimits.stateUpdatesPerNode)
      .default([]),
  });

  const node = z
    .discriminatedUnion("type", [
      start,
      end,
      overrideAgent,
      standaloneAgent,
      phoneNumber,
      tool,
      say,
      updateState,
    ])
    .meta({ id: `AgentWorkflow${io === "Input" ? "Request" : "Response"}ModelNodesValue` });
  return { start, end, overrideAgent, standaloneAgent, phoneNumber, tool, say, updateState, node };
}

const requestNodes = buildNodeSchemas("Input");
const responseNodes = buildNodeSchemas("Output");

export const WorkflowStartNodeSchema = requestNodes.start;
/** `WorkflowEndNodeModel`: entering it ends the conversation. */
export const WorkflowEndNodeSchema = requestNodes.end;
/** `WorkflowOverrideAgentNodeModel`: the same agent, changed while the conversation is here. */
export const WorkflowOverrideAgentNodeSchema = requestNodes.overrideAgent;
/** `WorkflowStandaloneAgentNodeModel`: the conversation is handed to another agent of the workspace. */
export const WorkflowStandaloneAgentNodeSchema = requestNodes.standaloneAgent;
/** `WorkflowPhoneNumberNodeModel`: a transfer to a number or SIP address (recorded; no telephony yet). */
export const WorkflowPhoneNumberNodeSchema = requestNodes.phoneNumber;
/** `WorkflowToolNodeModel`: runs its tools, then leaves by `result` conditions. */
export const WorkflowToolNodeSchema = requestNodes.tool;
/** `WorkflowSayNodeModel`: speaks a fixed text (or one the agent words from a prompt). */
export const WorkflowSayNodeSchema = requestNodes.say;
/** `WorkflowUpdateStateNodeModel`: sets dynamic variables from expressions. */
export const WorkflowUpdateStateNodeSchema = requestNodes.updateState;
export const WorkflowNodeSchema = requestNodes.node;

export type WorkflowNode = z.output<typeof WorkflowNodeSchema>;
export type WorkflowNodeInput = z.input<typeof WorkflowNodeSchema>;
export type WorkflowNodeType = WorkflowNode["type"];

const conditionLabel = { label: label.nullish() };

/**
 * When an edge is followed: always (`unconditional`), when an expression over the dynamic variables
 * is true, when a language model (or the embedded engine's word rule) says the conversation meets
 * `condition`, or by whether the last tool node's tools succeeded (`result`).
 */
export const WorkflowConditionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("unconditional"), ...conditionLabel }),
  z.object({ type: z.literal("expression"), ...conditionLabel, expression: WorkflowExpressionSchema }),
  z.object({
    type: z.literal("llm"),
    ...conditionLabel,
    condition: z.string().trim().min(1).max(workflowLimits.conditionCharacters),
  }),
  z.object({ type: z.literal("result"), ...conditionLabel, successful: z.boolean() }),
]);

export type WorkflowCondition = z.output<typeof WorkflowConditionSchema>;

/**
 * `WorkflowEdgeModel`: from `source` to `target` when `forward_condition` holds; back from `target`
 * to `source` when `backward_condition` holds.
 */
export const WorkflowEdgeSchema = z
  .object({
    source: id,
    target: id,
    forward_condition: WorkflowConditionSchema.nullish(),
    backward_condition: WorkflowConditionSchema.nullish(),
  })
  .meta({ id: "WorkflowEdgeModel" });

export type WorkflowEdge = z.output<typeof WorkflowEdgeSchema>;

const workflowOf = (nodes: typeof requestNodes.node | typeof responseNodes.node) =>
  z.object({
    edges: boundedRecord(id, WorkflowEdgeSchema, workflowLimits.edges).default({}),
    nodes: boundedRecord(id, nodes, workflowLimits.nodes).default({}),
    /** With it on, a workflow may not loop back through an agent node (`workflowProblems`). */
    prevent_subagent_loops: z.boolean().default(false),
  });

/** `AgentWorkflowRequestModel`. */
export const AgentWorkflowSchema = workflowOf(requestNodes.node).meta({ id: "AgentWorkflowRequestModel" });

/** A workflow as stored and answered (every default filled). */
export type AgentWorkflow = z.output<typeof AgentWorkflowSchema>;
/** A workflow as a client may send it. */
export type AgentWorkflowInput = z.input<typeof AgentWorkflowSchema>;

/** What an agent without a workflow answers (the SDK requires the field's parts). */
export const emptyWorkflow = (): AgentWorkflow => ({ edges: {}, nodes: {}, prevent_subagent_loops: false });

/** `AgentWorkflowResponseModel`: the same shape, every field filled. */
export const AgentWorkflowResponseSchema = workflowOf(responseNodes.node).meta({
  id: "AgentWorkflowResponseModel",
});
