import { createMcpServer as createMcpServerOperation } from "@chorus/contract";
import { createMcpServer } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentMcpServer } from "../../../presenters/mcp-server-presenter.ts";

export const createMcpServerRoute = bindOperation(createMcpServerOperation, async ({ ctx, body }) =>
  presentMcpServer(await createMcpServer(ctx, body.config)),
);
