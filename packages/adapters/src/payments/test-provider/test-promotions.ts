import type { Promotion } from "@chorus/domain";

/**
 * The test provider's promotion codes, fixed so tests and testers can rely on them (matched without
 * regard to case):
 *
 * | code          | discount                   | how long                      |
 * | ------------- | -------------------------- | ----------------------------- |
 * | `WELCOME20`   | 20 % off                   | the first 3 months' invoices  |
 * | `HALFOFF`     | 50 % off                   | once (the next invoice)       |
 * | `STARTER500`  | 500 cents off (Starter)    | once                          |
 * | `CREATOR2200` | 2200 cents off (Creator)   | once                          |
 * | `PRO9900`     | 9900 cents off (Pro)       | once                          |
 * | `EXPIRED`     | 10 % off, but expired      | — (refused: `coupon_expired`) |
 *
 * An amount off never makes an invoice negative: it is capped at the invoice's amount.
 */
export const testPromotions: readonly Promotion[] = [
  {
    code: "WELCOME20",
    valid: true,
    expired: false,
    percentOff: 20,
    amountOffCents: null,
    durationInMonths: 3,
  },
  {
    code: "HALFOFF",
    valid: true,
    expired: false,
    percentOff: 50,
    amountOffCents: null,
    durationInMonths: null,
  },
  {
    code: "STARTER500",
    valid: true,
    expired: false,
    percentOff: null,
    amountOffCents: 500,
    durationInMonths: null,
  },
  {
    code: "CREATOR2200",
    valid: true,
    expired: false,
    percentOff: null,
    amountOffCents: 2_200,
    durationInMonths: null,
  },
  {
    code: "PRO9900",
    valid: true,
    expired: false,
    percentOff: null,
    amountOffCents: 9_900,
    durationInMonths: null,
  },
  {
    code: "EXPIRED",
    valid: false,
    expired: true,
    percentOff: 10,
    amountOffCents: null,
    durationInMonths: null,
  },
];

export function findTestPromotion(code: string): Promotion | undefined {
  const wanted = code.trim().toUpperCase();
  const promotion = testPromotions.find((p) => p.code === wanted);
  return promotion ? { ...promotion } : undefined;
}
