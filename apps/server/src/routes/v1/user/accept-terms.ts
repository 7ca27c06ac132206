import { acceptTerms as acceptTermsOperation } from "@chorus/contract";
import { acceptTerms } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const acceptTermsRoute = bindOperation(acceptTermsOperation, async ({ ctx }) => {
  await acceptTerms(ctx);
  return { status: "ok" as const };
});
