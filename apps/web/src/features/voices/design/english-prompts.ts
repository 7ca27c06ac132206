/**
 * Example descriptions for designing and remixing voices. They stay in English in every interface language:
 * the built-in voice designer reads English words (gender, age, accent, pitch, pace, texture), so a translated
 * example would design nothing of what it says (the hint under the field says so in the user's language).
 */
export const designExamples = [
  "A deep, calm male narrator with a British accent",
  "A young, cheerful woman with an American accent, speaking fast",
  "An old man with a breathy, whispery voice, slow and gentle",
  "An energetic, expressive female sports commentator with a high pitch",
] as const;

export const remixExamples = [
  "Make the voice deeper and calmer, with a slower pace",
  "Make it younger and brighter, speaking a lot faster",
  "Give the voice a soft, breathy and whispery texture",
  "Keep the voice but give it a British accent",
] as const;

export const remixPlaceholder = "Make it deeper, slower and a little breathy";
