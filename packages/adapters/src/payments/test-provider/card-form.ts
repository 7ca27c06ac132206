import { normalizeCardNumber, type TestCardBehaviour, testCardBehaviour } from "./test-cards.ts";

/** The fields of a submitted card form, as typed (re-shown when the form comes back with an error). */
export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The page's own texts for a card it refuses before trying it (a provider's hosted form words these itself). */
export const cardFormErrors = {
  invalidNumber: "Your card number is invalid.",
  invalidExpiry: "Your card's expiration date is invalid. Use MM/YY.",
  expired: "Your card has expired.",
  invalidCvc: "Your card's security code is invalid.",
  missingName: "Enter the name on the card.",
} as const;

export type CardFormResult =
  | { ok: true; cardNumber: string; behaviour: TestCardBehaviour; values: CardFormValues }
  | { ok: false; error: string; values: CardFormValues };

const field = (form: Readonly<Record<string, unknown>>, name: string) => {
  const value = form[name];
  return typeof value === "string" ? value.trim() : "";
};

/** Reads a url-encoded form body (strings only; anything else counts as empty). */
export function cardFormValues(form: Readonly<Record<string, unknown>>): CardFormValues {
  return {
    cardNumber: field(form, "card_number"),
    expiry: field(form, "expiry"),
    cvc: field(form, "cvc"),
    name: field(form, "name"),
  };
}

/**
 * Checks a card form the way a payment page does before charging: a known test number, an expiry
 * `MM/YY` not before this month, a 3- or 4-digit CVC and a name. The first problem is reported.
 */
export function readCardForm(form: Readonly<Record<string, unknown>>, now: Date): CardFormResult {
  const values = cardFormValues(form);
  const cardNumber = normalizeCardNumber(values.cardNumber);
  const behaviour = cardNumber ? testCardBehaviour(cardNumber) : undefined;
  if (!cardNumber || !behaviour) return { ok: false, error: cardFormErrors.invalidNumber, values };
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(values.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) return { ok: false, error: cardFormErrors.invalidExpiry, values };
  const year = 2000 + Number(expiry[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) return { ok: false, error: cardFormErrors.expired, values };
  if (!/^\d{3,4}$/.test(values.cvc)) return { ok: false, error: cardFormErrors.invalidCvc, values };
  if (!values.name) return { ok: false, error: cardFormErrors.missingName, values };
  return { ok: true, cardNumber, behaviour, values };
}
