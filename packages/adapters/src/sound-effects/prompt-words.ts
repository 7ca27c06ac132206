/** The prompt's words, lower-cased, letters and digits only (hyphens kept: "sci-fi", "power-up"). */
export function promptWords(prompt: string): string[] {
  return prompt.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
}

/** The word and its plain singular, so "explosions" finds "explosion" without listing every plural. */
export function wordForms(word: string): string[] {
  return word.length > 3 && word.endsWith("s") ? [word, word.slice(0, -1)] : [word];
}
