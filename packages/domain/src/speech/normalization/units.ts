import { matchAt } from "./rule.ts";

/** How a unit symbol is spoken after a number: singular for exactly one, plural otherwise. */
interface UnitWords {
  one: string;
  many: string;
}

/**
 * Unit symbols read only right after a number ("5 km", "5km"): on their own most of them are ordinary words or
 * letters ("in", "m", "g"), so the number is the evidence that they are units. Symbols are case-sensitive
 * ("mm" millimetres, "Mm" would be megametres nobody writes).
 */
const UNITS: Record<string, UnitWords> = {
  "km/h": { one: "kilometer per hour", many: "kilometers per hour" },
  kph: { one: "kilometer per hour", many: "kilometers per hour" },
  mph: { one: "mile per hour", many: "miles per hour" },
  "m/s": { one: "meter per second", many: "meters per second" },
  km: { one: "kilometer", many: "kilometers" },
  cm: { one: "centimeter", many: "centimeters" },
  mm: { one: "millimeter", many: "millimeters" },
  m: { one: "meter", many: "meters" },
  mi: { one: "mile", many: "miles" },
  ft: { one: "foot", many: "feet" },
  kg: { one: "kilogram", many: "kilograms" },
  mg: { one: "milligram", many: "milligrams" },
  g: { one: "gram", many: "grams" },
  lb: { one: "pound", many: "pounds" },
  lbs: { one: "pound", many: "pounds" },
  oz: { one: "ounce", many: "ounces" },
  ml: { one: "milliliter", many: "milliliters" },
  mL: { one: "milliliter", many: "milliliters" },
  L: { one: "liter", many: "liters" },
  "°C": { one: "degree Celsius", many: "degrees Celsius" },
  "°F": { one: "degree Fahrenheit", many: "degrees Fahrenheit" },
  "℃": { one: "degree Celsius", many: "degrees Celsius" },
  "℉": { one: "degree Fahrenheit", many: "degrees Fahrenheit" },
  "°": { one: "degree", many: "degrees" },
  ms: { one: "millisecond", many: "milliseconds" },
  sec: { one: "second", many: "seconds" },
  min: { one: "minute", many: "minutes" },
  hr: { one: "hour", many: "hours" },
  hrs: { one: "hour", many: "hours" },
  Hz: { one: "hertz", many: "hertz" },
  kHz: { one: "kilohertz", many: "kilohertz" },
  MHz: { one: "megahertz", many: "megahertz" },
  GHz: { one: "gigahertz", many: "gigahertz" },
  KB: { one: "kilobyte", many: "kilobytes" },
  MB: { one: "megabyte", many: "megabytes" },
  GB: { one: "gigabyte", many: "gigabytes" },
  TB: { one: "terabyte", many: "terabytes" },
  kW: { one: "kilowatt", many: "kilowatts" },
  kWh: { one: "kilowatt hour", many: "kilowatt hours" },
};

const escapeForPattern = (symbol: string): string => symbol.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

// Longest symbols first so "km/h" wins over "km" and "kWh" over "kW". The unit must end the word ("5 min"
// yes, "5 minutes" no — that one is already a word), and "°" may be followed by C/F only via its own entry.
const UNIT_PATTERN = new RegExp(
  `( ?)(${Object.keys(UNITS)
    .sort((a, b) => b.length - a.length)
    .map(escapeForPattern)
    .join("|")})(?![\\p{L}\\p{N}])`,
  "uy",
);

/** A unit symbol at `at` (optionally after one space), with its words for the given count. */
export function readUnit(text: string, at: number, singular: boolean): { end: number; words: string } | null {
  const match = matchAt(UNIT_PATTERN, text, at);
  if (!match) return null;
  const [whole, , symbol = ""] = match;
  const words = UNITS[symbol];
  if (!words) return null;
  // "°" and "℃" sit right after the number; a space before a lone degree sign is unusual but harmless.
  return { end: at + whole.length, words: singular ? words.one : words.many };
}
