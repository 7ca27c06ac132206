/**
 * NUL characters and unpaired UTF-16 surrogates. PostgreSQL cannot store either in text or
 * jsonb (a NUL fails the query; a lone surrogate becomes U+FFFD on the way, so what is read back
 * is not what was sent), and no ElevenLabs input needs them. Without the `u` flag the expression
 * looks at UTF-16 code units, so a well-formed pair (an emoji) passes and half of one does not.
 */
const unsafeCharacter = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(text: string): boolean {
  return unsafeCharacter.test(text);
}

export type Location = (string | number)[];

/** A value still to look at, with the way back to the root (not a copied path: nesting can be deep). */
interface Pending {
  value: unknown;
  key: string | number | undefined;
  parent: Pending | undefined;
}

function locationOf(entry: Pending, start: Location): Location {
  const keys: (string | number)[] = [];
  for (let at: Pending | undefined = entry; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return [...start, ...keys.reverse()];
}

/**
 * The location (below `start`) of the first string, or object key, holding unsafe text in a
 * parsed JSON value, or undefined when there is none. Walks with its own stack, not recursion,
 * so deeply nested JSON (which `JSON.parse` accepts) cannot overflow the call stack, and the walk
 * is linear in the size of the value, which the body limit bounds. An unsafe key is reported at
 * its object, so the answer never repeats it.
 */
export function findUnsafeText(value: unknown, start: Location): Location | undefined {
  const pending: Pending[] = [{ value, key: undefined, parent: undefined }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const current = entry.value;
    if (typeof current === "string") {
      if (isUnsafeText(current)) return locationOf(entry, start);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        pending.push({ value: current[index], key: index, parent: entry });
    } else if (current !== null && typeof current === "object" && !ArrayBuffer.isView(current)) {
      const keys = Object.keys(current);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        if (isUnsafeText(key)) return locationOf(entry, start);
        pending.push({ value: (current as Record<string, unknown>)[key], key, parent: entry });
      }
    }
  }
  return undefined;
}
