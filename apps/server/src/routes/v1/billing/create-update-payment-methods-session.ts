import { createUpdatePaymentMethodsSession } from "@chorus/contract";
import { openBillingPage } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const createUpdatePaymentMethodsSessionRoute = bindOperation(
  createUpdatePaymentMethodsSession,
  async ({ ctx }) => openBillingPage(ctx, "payment_methods"),
);
