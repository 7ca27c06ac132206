import { createPortalSession } from "@chorus/contract";
import { openBillingPage } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const createPortalSessionRoute = bindOperation(createPortalSession, async ({ ctx }) =>
  openBillingPage(ctx, "portal"),
);
