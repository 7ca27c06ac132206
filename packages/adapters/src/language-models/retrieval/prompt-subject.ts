/** Characters of the prompt searched for the agent's persona; it comes first in any prompt. */
const maxCharactersSearched = 4_000;

/**
 * Whom the agent speaks for, to say what it can answer about: the capitalised name after "for", "at",
 * "of" or "with" in the prompt's persona sentence ("You are the assistant of Rosie's Bakery in Lyon."
 * → "Rosie's Bakery"). Undefined when the prompt names no one that way.
 */
export function promptSubject(prompt: string): string | undefined {
  const text = prompt.slice(0, maxCharactersSearched).replace(/’/g, "'");
  const persona = text.match(/\b(?:you are|you're|you work|you answer|you represent)\b[^.!?\n]*/i)?.[0];
  if (!persona) return undefined;
  const name = persona.match(
    /\b(?:for|at|of|with|represent)\s+((?:the\s+)?[\p{Lu}\p{N}][\p{L}\p{N}'&.-]*(?:\s+(?:[\p{Lu}\p{N}&][\p{L}\p{N}'&.-]*|of|and|de|du|la|le))*)/u,
  )?.[1];
  const cleaned = name?.replace(/\s+(?:of|and|de|du|la|le)$/u, "").replace(/[.-]+$/, "");
  return cleaned?.trim() || undefined;
}
