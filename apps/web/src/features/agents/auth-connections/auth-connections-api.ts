import {
  type CreateAuthConnectionBody,
  createAuthConnection,
  deleteAuthConnection,
  listAuthConnections,
} from "@chorus/contract";
import { callOperation } from "../../../lib/api/call-operation.ts";

export const authConnectionsQueryKey = ["agents", "auth-connections"] as const;

/** Every auth connection of the workspace (the list has no pages: a workspace keeps a bounded number). */
export const fetchAuthConnections = () => callOperation(listAuthConnections, {});

export const addAuthConnection = (body: CreateAuthConnectionBody) =>
  callOperation(createAuthConnection, { body });

export const removeAuthConnection = (id: string) =>
  callOperation(deleteAuthConnection, { params: { auth_connection_id: id } });
