import { acceptBipaTerms as acceptBipaTermsOperation } from "@chorus/contract";
import { acceptBipaTerms } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const acceptBipaTermsRoute = bindOperation(acceptBipaTermsOperation, async ({ ctx }) => {
  await acceptBipaTerms(ctx);
  return { status: "ok" as const };
});
