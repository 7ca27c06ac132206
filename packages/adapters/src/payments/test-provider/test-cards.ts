/**
 * The test provider's cards, named after Stripe's test numbers so a tester who knows one knows the
 * other. Any expiry date in the future and any 3- or 4-digit CVC are accepted; the number alone decides
 * what happens.
 */
export const testCards = [
  { number: "4242424242424242", behaviour: "succeeds", description: "Payment succeeds." },
  { number: "4000000000000002", behaviour: "declined", description: "Payment is declined." },
  {
    number: "4000000000003220",
    behaviour: "authentication_required",
    description: "Asks for an extra confirmation step (3-D Secure) before paying.",
  },
  {
    number: "4000000000000341",
    behaviour: "later_charges_fail",
    description: "The first payment succeeds; every later charge (renewals, upgrades) fails.",
  },
] as const;

export type TestCardBehaviour = (typeof testCards)[number]["behaviour"];

/** The card's digits without the spaces and dashes people type; undefined when it is not a card number at all. */
export function normalizeCardNumber(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(digits) ? digits : undefined;
}

/** What a test card does, or undefined for a number the provider does not know ("invalid card number"). */
export function testCardBehaviour(number: string): TestCardBehaviour | undefined {
  return testCards.find((card) => card.number === number)?.behaviour;
}

/**
 * Whether a charge the customer is not present for (a renewal, an upgrade, paying through the saved
 * card) succeeds with the card on file. A 3-D Secure card was confirmed when it was saved, so later
 * charges go through, as Stripe's off-session charges do; the "0341" card fails every later charge.
 */
export function laterChargeSucceeds(cardNumber: string): boolean {
  const behaviour = testCardBehaviour(cardNumber);
  return behaviour === "succeeds" || behaviour === "authentication_required";
}

export function lastFour(cardNumber: string): string {
  return cardNumber.slice(-4);
}

/** "4242 4242 4242 4242", the way the pages print a test card. */
export function groupedCardNumber(cardNumber: string): string {
  return cardNumber.replace(/(\d{4})(?=\d)/g, "$1 ");
}
