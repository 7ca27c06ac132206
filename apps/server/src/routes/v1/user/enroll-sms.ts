import { enrollSms as enrollSmsOperation } from "@chorus/contract";
import { enrollSms } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const enrollSmsRoute = bindOperation(enrollSmsOperation, async ({ ctx, body }) => {
  await enrollSms(ctx, { phoneNumber: body.phone_number });
  return { status: "ok" as const };
});
