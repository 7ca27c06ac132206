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

const isContainer = (value: unknown): value is object =>
  value !== null && typeof value === "object" && !ArrayBuffer.isView(value);

export interface UnsafeInputOptions {
  /**
   * False when the value's strings are known to be safe: JSON text without a `\u` escape cannot
   * spell a NUL (raw control characters are not JSON) or half a surrogate pair (decoding UTF-8
   * never yields one), so only its depth needs looking at.
   */
  checkText?: boolean;
}

/**
 * The first unsafe part of a parsed JSON value (below `start`): a string or an object key holding
 * NUL or half a surrogate pair, or nesting past `maxJsonDepth`; undefined when there is none.
 * Walks with its own stack, not recursion, and linearly in the size of the value (which the body
 * limit bounds); only objects and arrays go on the stack, so a list of 100,000 strings costs a
 * loop, not 100,000 allocations. An unsafe key is reported at its object, so the answer never
 * repeats it.
 */
export function findUnsafeInput(
  value: unknown,
  start: Location,
  { checkText = true }: UnsafeInputOptions = {},
): UnsafeInput | undefined {
  const unsafeText = (location: Location) => ({ location, message: messages.textNotWellFormed });
  if (typeof value === "string") return checkText && isUnsafeText(value) ? unsafeText(start) : undefined;
  if (!isContainer(value)) return undefined;
  const pending: Pending[] = [{ value, key: undefined, parent: undefined, depth: 0 }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    if (entry.depth >= maxJsonDepth)
      return { location: locationOf(entry, start), message: messages.jsonTooDeep(maxJsonDepth) };
    const depth = entry.depth + 1;
    const children: [string | number, unknown][] = [];
    const current = entry.value;
    if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) {
        const item: unknown = current[index];
        if (typeof item === "string") {
          if (checkText && isUnsafeText(item)) return unsafeText([...locationOf(entry, start), index]);
        } else if (isContainer(item)) children.push([index, item]);
      }
    } else {
      for (const [key, item] of Object.entries(current as Record<string, unknown>)) {
        if (checkText && isUnsafeText(key)) return unsafeText(locationOf(entry, start));
        if (typeof item === "string") {
          if (checkText && isUnsafeText(item)) return unsafeText([...locationOf(entry, start), key]);
        } else if (isContainer(item)) children.push([key, item]);
      }
    }
    // Reversed, so the first child is looked at first.
    for (let index = children.length - 1; index >= 0; index--) {
      const [key, item] = children[index]!;
      pending.push({ value: item, key, parent: entry, depth });
    }
  }
  return undefined;
}
