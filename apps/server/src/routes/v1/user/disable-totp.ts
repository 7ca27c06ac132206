import { disableTotp as disableTotpOperation } from "@chorus/contract";
import { disableTotp } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const disableTotpRoute = bindOperation(disableTotpOperation, async ({ ctx }) => {
  await disableTotp(ctx);
  return { status: "ok" as const };
});
