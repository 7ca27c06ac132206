/** An English sentence of 15 words for duration and pitch checks. */
export const englishSentence =
  "The quick brown fox jumps over the lazy dog, and then it runs far away from the farm.";

/** About 300 characters of English, the text the engines' figures are measured on. */
export const englishParagraph =
  "Chorus turns text into speech on your own server. It reads numbers like 42 and dates like March 3rd, " +
  "keeps track of when every word is spoken, and streams the audio while the rest is still being made. " +
  "Nothing leaves the machine, so private notes stay private, and it keeps working when the network is down.";

/** One sentence per language for the multilingual checks. */
export const sentencesByLanguage: Record<string, string> = {
  de: "Guten Morgen, wie geht es Ihnen heute?",
  fr: "Bonjour, comment allez-vous aujourd'hui ?",
  es: "Buenos días, ¿cómo está usted hoy?",
  ja: "おはようございます、今日はいい天気ですね。",
  hi: "नमस्ते, आज आप कैसे हैं?",
};

/** A long text (about `characters` characters) made of varied sentences, for abort and load tests. */
export function longText(characters: number): string {
  const sentences = [
    "The committee met on Tuesday to discuss the budget for the coming year.",
    "After a long debate, they agreed to fund the library and the new bus line.",
    "Several residents asked questions about parking, noise and the price of water.",
    "The mayor promised to publish every figure on the city's website by Friday.",
  ];
  let text = "";
  for (let i = 0; text.length < characters; i++) text += `${sentences[i % sentences.length]} `;
  return text.trim();
}
