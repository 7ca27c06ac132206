import { optOutOfUpdates as optOutOfUpdatesOperation } from "@chorus/contract";
import { optOutOfUpdates } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const optOutOfUpdatesRoute = bindOperation(optOutOfUpdatesOperation, async ({ ctx, body }) => {
  await optOutOfUpdates(ctx, { oobCode: body.oob_code });
  return { status: "ok" as const };
});
