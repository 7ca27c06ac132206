import { messages } from "@chorus/contract";

/**
 * NUL characters and unpaired UTF-16 surrogates. PostgreSQL cannot store either in text or
 * jsonb (a NUL fails the query; a lone surrogate becomes U+FFFD on the way, so what is read back
 * is not what was sent), and no ElevenLabs input needs them. Without the `u` flag the expression
 * looks at UTF-16 code units, so a well-formed pair (an emoji) passes and half of one does not.
 */
const unsafeCharacter = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * How deep JSON input may nest. No operation's input goes past a handful of levels, while code
 * that recurses over a value (JSON.stringify in a schema's check, zod, the database's jsonb
 * parser) overflows its stack a few thousand levels down, which `JSON.parse` happily builds.
 */
export const maxJsonDepth = 64;

export function isUnsafeText(text: string): boolean {
  return unsafeCharacter.test(text);
}

export type Location = (string | number)[];

/** Where input is unsafe and the message (a validation error's `msg`) that says why. */
export interface UnsafeInput {
  location: Location;
  message: string;
}

/** A value still to look at, with the way back to the root (not a copied path: nesting can be deep). */
interface Pending {
  value: unknown;
  key: string | number | undefined;
  parent: Pending | undefined;
  depth: number;
}

function locationOf(entry: Pending, start: Location): Location {
  const keys: (string | number)[] = [];
  for (let at: Pending | undefined = entry; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return [...start, ...keys.reverse()];
}

/**
 * The first unsafe part of a parsed JSON value (below `start`): a string or an object key holding
 * NUL or half a surrogate pair, or nesting past `maxJsonDepth`; undefined when there is none.
 * Walks with its own stack, not recursion, and linearly in the size of the value (which the body
 * limit bounds). An unsafe key is reported at its object, so the answer never repeats it.
 */
export function findUnsafeInput(value: unknown, start: Location): UnsafeInput | undefined {
  const pending: Pending[] = [{ value, key: undefined, parent: undefined, depth: 0 }];
  const unsafeText = (entry: Pending) => ({
    location: locationOf(entry, start),
    message: messages.textNotWellFormed,
  });
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const current = entry.value;
    if (typeof current === "string") {
      if (isUnsafeText(current)) return unsafeText(entry);
      continue;
    }
    if (current === null || typeof current !== "object" || ArrayBuffer.isView(current)) continue;
    if (entry.depth >= maxJsonDepth)
      return { location: locationOf(entry, start), message: messages.jsonTooDeep(maxJsonDepth) };
    const depth = entry.depth + 1;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        pending.push({ value: current[index], key: index, parent: entry, depth });
      continue;
    }
    const keys = Object.keys(current);
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index]!;
      if (isUnsafeText(key)) return unsafeText(entry);
      pending.push({ value: (current as Record<string, unknown>)[key], key, parent: entry, depth });
    }
  }
  return undefined;
}
