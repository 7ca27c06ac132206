import { useMutation } from "@tanstack/react-query";
import { checkPromocode } from "../api/billing-api.ts";
import { noteBillingError } from "../billing-availability.ts";
import { clearSavedPromo, type SavedPromo, savePromo } from "../promo-code-store.ts";

/** A code the server did not accept: the caller shows "Invalid promocode" (spec 000 §8). */
export class InvalidPromocode extends Error {
  readonly code = "invalid_promocode";
}

/**
 * Spec 000 §4 "Promo code: valid is saved and user goes to subscription; invalid clears it." An empty
 * code is invalid without asking (spec 000 §5). Resolves with the saved promo; rejects with
 * InvalidPromocode or the call's ApiError (a 401 means "Please sign in").
 */
export function usePromoValidation(onSaved?: (promo: SavedPromo) => void) {
  return useMutation({
    mutationFn: async (rawCode: string): Promise<SavedPromo> => {
      const code = rawCode.trim();
      if (!code) throw new InvalidPromocode();
      const answer = await checkPromocode(code);
      if (!answer.valid) throw new InvalidPromocode();
      return {
        code,
        amountOff: answer.amount_off,
        percentOff: answer.percent_off,
        durationInMonths: answer.duration_in_months,
      };
    },
    onSuccess: (promo) => {
      savePromo(promo);
      onSaved?.(promo);
    },
    onError: (error) => {
      noteBillingError(error);
      if (error instanceof InvalidPromocode) clearSavedPromo();
    },
  });
}
