import {
  createTool,
  deleteTool,
  listTools,
  type ToolResponse,
  toolLimits,
  updateTool,
} from "@chorus/contract";
import { callOperation, type OperationInput } from "../../../lib/api/call-operation.ts";
import { agentsQueryKey } from "../api/agents-api.ts";

export const toolsQueryKey = [...agentsQueryKey, "tools"] as const;

/** The pages of tools the screens read at most (the picker needs every tool by id). */
const maxToolPages = 10;

/** The workspace's tools, newest first, every page of them (up to `maxToolPages`). */
export async function fetchAllTools(): Promise<ToolResponse[]> {
  const tools: ToolResponse[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxToolPages; page++) {
    const answer = await callOperation(listTools, { query: { page_size: toolLimits.pageSize.max, cursor } });
    tools.push(...answer.tools);
    if (!answer.has_more || !answer.next_cursor) break;
    cursor = answer.next_cursor;
  }
  return tools;
}

export type ToolConfigInput = OperationInput<typeof createTool>["body"]["tool_config"];

export const createNewTool = (toolConfig: ToolConfigInput) =>
  callOperation(createTool, { body: { tool_config: toolConfig } });

export const saveTool = (toolId: string, toolConfig: ToolConfigInput) =>
  callOperation(updateTool, { params: { tool_id: toolId }, body: { tool_config: toolConfig } });

/** Deletes a tool; with `force`, also takes it off the agents that use it. */
export const removeTool = (toolId: string, force: boolean) =>
  callOperation(deleteTool, { params: { tool_id: toolId }, query: { force: force ? "true" : undefined } });
