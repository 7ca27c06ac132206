import { FakeStripeError } from "./fake-stripe-errors.ts";

/** Request parameters as the stripe client encodes them: nested objects and indexed arrays of strings. */
export type FakeParams = { [key: string]: FakeParam };
export type FakeParam = string | FakeParams | FakeParam[];

/**
 * Parses `a[b][0][c]=v&expand[0]=x` (the client's encoding, in bodies and query strings alike) into
 * nested objects; objects whose keys are all indices become arrays. Values stay strings; handlers coerce.
 */
export function parseStripeForm(text: string): FakeParams {
  const root: FakeParams = {};
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const separator = pair.indexOf("=");
    const key = decode(separator < 0 ? pair : pair.slice(0, separator));
    const value = decode(separator < 0 ? "" : pair.slice(separator + 1));
    assign(root, keyPath(key), value);
  }
  return toArrays(root) as FakeParams;
}

function decode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, " "));
}

function keyPath(key: string): string[] {
  const base = key.split("[", 1)[0] ?? key;
  const rest = [...key.slice(base.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? "");
  return [base, ...rest];
}

function assign(target: FakeParams, path: string[], value: string): void {
  let node = target;
  path.forEach((segment, index) => {
    const name = segment === "" ? String(Object.keys(node).length) : segment;
    if (index === path.length - 1) {
      node[name] = value;
      return;
    }
    const next = node[name];
    if (typeof next === "object" && !Array.isArray(next)) {
      node = next;
    } else {
      const created: FakeParams = {};
      node[name] = created;
      node = created;
    }
  });
}

function toArrays(value: FakeParam): FakeParam {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FakeParams = {};
  for (const key of keys) converted[key] = toArrays(value[key] as FakeParam);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key] as FakeParam);
  }
  return converted;
}

// Coercion helpers: Stripe answers a malformed parameter with a 400 naming it, and so does the fake.

export function text(params: FakeParams, key: string): string | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value !== "string")
    throw FakeStripeError.invalidRequest(`Invalid string: ${key}`, { param: key });
  return value;
}

export function requiredText(params: FakeParams, key: string): string {
  const value = text(params, key);
  if (value === undefined || value === "") {
    throw FakeStripeError.invalidRequest(`Missing required param: ${key}.`, {
      param: key,
      code: "parameter_missing",
    });
  }
  return value;
}

export function integer(params: FakeParams, key: string): number | undefined {
  const value = text(params, key);
  if (value === undefined || value === "") return undefined;
  if (!/^-?\d+$/.test(value))
    throw FakeStripeError.invalidRequest(`Invalid integer: ${value}`, { param: key });
  return Number(value);
}

export function decimal(params: FakeParams, key: string): number | undefined {
  const value = text(params, key);
  if (value === undefined || value === "") return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed))
    throw FakeStripeError.invalidRequest(`Invalid decimal: ${value}`, { param: key });
  return parsed;
}

export function flag(params: FakeParams, key: string): boolean | undefined {
  const value = text(params, key);
  if (value === undefined) return undefined;
  if (value !== "true" && value !== "false") {
    throw FakeStripeError.invalidRequest(`Invalid boolean: ${value}`, { param: key });
  }
  return value === "true";
}

export function nested(params: FakeParams, key: string): FakeParams | undefined {
  const value = params[key];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw FakeStripeError.invalidRequest(`Invalid object: ${key}`, { param: key });
  }
  return value;
}

/** An array parameter; `""` is Stripe's way to empty it, so it reads as []. */
export function array(params: FakeParams, key: string): FakeParams[] | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (value === "") return [];
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== "object" || Array.isArray(entry))) {
    throw FakeStripeError.invalidRequest(`Invalid array: ${key}`, { param: key });
  }
  return value as FakeParams[];
}

export function strings(params: FakeParams, key: string): string[] {
  const value = params[key];
  if (value === undefined || value === "") return [];
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== "string")) {
    throw FakeStripeError.invalidRequest(`Invalid array: ${key}`, { param: key });
  }
  return value as string[];
}

/** Metadata as sent; `""` clears it (returned as null so the caller can tell "clear" from "absent"). */
export function metadata(params: FakeParams, key = "metadata"): Record<string, string> | null | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (value === "") return null;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw FakeStripeError.invalidRequest(`Invalid metadata: ${key}`, { param: key });
  }
  return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, String(entry)]));
}
