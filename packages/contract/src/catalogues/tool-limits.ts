import { inputLimits } from "../bounds/input-limits.ts";

/**
 * Limits of the workspace's agent tools (`/v1/convai/tools`). The SDK's types give the names'
 * pattern and the timeouts quoted; the rest are Chorus bounds, far above a real tool and far below
 * what would make a stored row, a prompt's tool list or a language-model request expensive.
 */
export const toolLimits = {
  /** Tool names as a language model calls them (the hosted product's `^[a-zA-Z0-9_-]{1,64}$`). */
  namePattern: /^[a-zA-Z0-9_-]{1,64}$/,
  descriptionCharacters: inputLimits.descriptionCharacters,
  /** Webhook tools: "Must be between 5 and 300 seconds (inclusive)"; 20 when not given. */
  webhookTimeoutSeconds: { min: 5, max: 300, default: 20 },
  /** Client tools: "between 1 and 120 seconds (inclusive), or -1 … (requires expects_response)". */
  clientTimeoutSeconds: { min: 1, max: 120, default: 20 },
  /** System tools. */
  systemTimeoutSeconds: { min: 1, max: 120 },
  /** Properties of one object in a parameters schema, headers, path parameters. */
  schemaProperties: 100,
  /** Objects and arrays nested in one parameters schema (the top object is level 1). */
  schemaDepth: 8,
  /** A whole `tool_config` as JSON text. */
  configCharacters: 200_000,
  /** An `enum` list of a parameter. */
  enumValues: 100,
  requestHeaders: 50,
  assignments: 50,
  /** `value_path` of an assignment ("data.items[0].id"). */
  valuePathCharacters: 500,
  /** Transfers of one transfer_to_agent or transfer_to_number tool. */
  transfers: 20,
  /** Mock responses, and one mock's text. */
  responseMocks: 20,
  mockResultCharacters: 20_000,
  /** Domains a redirect may point at. */
  redirectDomains: 20,
  /** Tools listed per page, dependent agents and executions likewise. */
  pageSize: { default: 30, max: 100 },
  /** A client tool's result (`client_tool_result`) as text. */
  clientResultCharacters: 100_000,
  /** What an execution keeps of the request and the response it records. */
  executionPayloadCharacters: 4_000,
} as const;
