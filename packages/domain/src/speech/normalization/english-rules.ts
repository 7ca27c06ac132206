import { abbreviationRule } from "./abbreviations.ts";
import { cardinalRule } from "./cardinals.ts";
import { currencyRule } from "./currencies.ts";
import { dayFirstDateRule, dottedDateRule, isoDateRule, monthFirstDateRule, slashDateRule } from "./dates.ts";
import { fractionRule } from "./fractions.ts";
import { ordinalRule } from "./ordinals.ts";
import { phoneNumberRule } from "./phone-numbers.ts";
import { quantityRule } from "./quantities.ts";
import type { Rule } from "./rule.ts";
import { timeRule } from "./times.ts";
import { decadeRule, yearRule } from "./years.ts";

/**
 * English rules in priority order: the first that claims a position wins, so the more specific shapes come first
 * (a date before a range, a phone number before a range, a currency before a unit, a year before the plain
 * cardinal). Month-name dates precede abbreviations so "Mar. 5, 2024" is one date rather than "March" + "5".
 */
export const ENGLISH_RULES: readonly Rule[] = [
  monthFirstDateRule,
  abbreviationRule,
  currencyRule,
  isoDateRule,
  slashDateRule,
  dottedDateRule,
  dayFirstDateRule,
  phoneNumberRule,
  fractionRule,
  timeRule,
  ordinalRule,
  decadeRule,
  quantityRule,
  yearRule,
  cardinalRule,
];
