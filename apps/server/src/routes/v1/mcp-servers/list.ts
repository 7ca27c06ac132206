import { listMcpServers as listMcpServersOperation } from "@chorus/contract";
import { listMcpServers } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentMcpServer } from "../../../presenters/mcp-server-presenter.ts";

export const listMcpServersRoute = bindOperation(listMcpServersOperation, async ({ ctx }) => ({
  mcp_servers: (await listMcpServers(ctx)).map(presentMcpServer),
}));
