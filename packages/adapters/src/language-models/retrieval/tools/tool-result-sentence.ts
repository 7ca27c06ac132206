/** Characters of a tool's result the engine says at most. */
const maxSaid = 300;
/** Fields of an object result it names at most. */
const maxFields = 6;

const scalar = (value: unknown) =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/** A field name as spoken: `delivery_date` → "delivery date". */
const spoken = (key: string) =>
  key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();

/**
 * What a tool returned, said as it is: the engine does not interpret it. An object's simple fields
 * are named with their values, a list's first items joined, text quoted; too long is cut.
 */
export function describeToolResult(toolPhrase: string, result: string): string[] {
  let parsed: unknown = result;
  try {
    parsed = JSON.parse(result);
  } catch {
    // Plain text: said as it is.
  }
  let said: string;
  if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
    const fields = Object.entries(parsed)
      .filter(([, value]) => scalar(value))
      .slice(0, maxFields)
      .map(([key, value]) => `${spoken(key)}: ${String(value)}`);
    said = fields.join(", ");
  } else if (Array.isArray(parsed)) {
    said = parsed.filter(scalar).slice(0, maxFields).map(String).join(", ");
  } else {
    said = String(parsed).trim();
  }
  if (!said) return [`I asked ${toolPhrase}, and it gave no details back.`];
  const cut = said.length > maxSaid ? `${said.slice(0, maxSaid).trimEnd()}…` : said;
  return [`Here is what ${toolPhrase} returned: ${cut.replace(/[.!?…]?$/, ".")}`];
}
