import type { RouteBinding } from "../../../http/bind-operation.ts";
import { updateMcpApprovalPolicyRoute } from "./approval-policy.ts";
import { createMcpServerRoute } from "./create.ts";
import { deleteMcpServerRoute } from "./delete.ts";
import { getMcpServerRoute } from "./get.ts";
import { listMcpServersRoute } from "./list.ts";
import { createMcpToolApprovalRoute } from "./tool-approval-create.ts";
import { deleteMcpToolApprovalRoute } from "./tool-approval-delete.ts";
import { createMcpToolConfigRoute } from "./tool-config-create.ts";
import { deleteMcpToolConfigRoute } from "./tool-config-delete.ts";
import { getMcpToolConfigRoute } from "./tool-config-get.ts";
import { updateMcpToolConfigRoute } from "./tool-config-update.ts";
import { listMcpServerToolsRoute } from "./tools.ts";
import { updateMcpServerRoute } from "./update.ts";

/** The workspace's MCP servers (issue 19 §2): CRUD, approvals, per-tool settings, the live tools list. */
export const mcpServerRoutes: RouteBinding[] = [
  listMcpServersRoute,
  createMcpServerRoute,
  getMcpServerRoute,
  updateMcpServerRoute,
  deleteMcpServerRoute,
  updateMcpApprovalPolicyRoute,
  createMcpToolApprovalRoute,
  deleteMcpToolApprovalRoute,
  createMcpToolConfigRoute,
  getMcpToolConfigRoute,
  updateMcpToolConfigRoute,
  deleteMcpToolConfigRoute,
  listMcpServerToolsRoute,
];
