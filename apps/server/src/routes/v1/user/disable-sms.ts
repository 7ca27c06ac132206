import { disableSms as disableSmsOperation } from "@chorus/contract";
import { disableSms } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const disableSmsRoute = bindOperation(disableSmsOperation, async ({ ctx }) => {
  await disableSms(ctx);
  return { status: "ok" as const };
});
