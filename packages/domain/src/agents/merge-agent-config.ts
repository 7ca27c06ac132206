/**
 * Merges a request's part of a configuration over the current one. Objects are merged key by key;
 * values the request leaves out keep the current ones. Lists and the records named in
 * `replacedWhole` (keyed collections such as language presets) are replaced as given, so a client
 * removes an entry by sending the collection without it.
 */
const replacedWhole = new Set([
  "language_presets",
  "data_collection",
  "dynamic_variable_placeholders",
  "custom_llm",
  "request_headers",
  "avatar",
]);

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function mergeConfig<T extends object>(current: T, patch: unknown): T {
  return mergeValue(current, patch, "") as T;
}

function mergeValue(current: unknown, patch: unknown, key: string): unknown {
  if (patch === undefined) return current;
  if (replacedWhole.has(key) || !isPlain(patch) || !isPlain(current)) return patch;
  const merged: Plain = { ...current };
  for (const [name, value] of Object.entries(patch)) merged[name] = mergeValue(current[name], value, name);
  return merged;
}
