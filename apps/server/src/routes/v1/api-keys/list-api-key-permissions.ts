import { listApiKeyPermissions, permissionGroups } from "@chorus/contract";
import { bindOperation } from "../../../http/bind-operation.ts";

/** The catalogue itself: static data, so no verb; the permission check already ran before the handler. */
export const listApiKeyPermissionsRoute = bindOperation(listApiKeyPermissions, async () => ({
  groups: permissionGroups.map((g) => ({ group: g.group, label: g.label, scopes: [...g.scopes] })),
}));
