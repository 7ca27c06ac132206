import type { AuthenticatedContext } from "../context.ts";
import { requireBillingOn } from "./billing-guards.ts";

export interface PromocodeValidation {
  valid: boolean;
  amountOffCents: number | null;
  percentOff: number | null;
  durationInMonths: number | null;
}

const invalid: PromocodeValidation = {
  valid: false,
  amountOffCents: null,
  percentOff: null,
  durationInMonths: null,
};

/**
 * `validate-promocode` (spec 000 §7): whether a code can be redeemed now and what it takes off. An
 * empty code is invalid (spec 000 §5), and so is an expired one: the web app then clears it.
 */
export async function validatePromocode(
  ctx: AuthenticatedContext,
  input: { promocode?: string | null },
): Promise<PromocodeValidation> {
  requireBillingOn(ctx);
  const code = input.promocode?.trim();
  if (!code) return invalid;
  const promotion = await ctx.ports.payments.findPromotion(code);
  if (!promotion?.valid || promotion.expired) return invalid;
  return {
    valid: true,
    amountOffCents: promotion.amountOffCents,
    percentOff: promotion.percentOff,
    durationInMonths: promotion.durationInMonths,
  };
}
