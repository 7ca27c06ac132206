import { validatePromocode } from "@chorus/contract";
import { validatePromocode as checkPromocode } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const validatePromocodeRoute = bindOperation(validatePromocode, async ({ ctx, body }) => {
  const result = await checkPromocode(ctx, { promocode: body.promocode });
  return {
    valid: result.valid,
    amount_off: result.amountOffCents,
    percent_off: result.percentOff,
    duration_in_months: result.durationInMonths,
  };
});
