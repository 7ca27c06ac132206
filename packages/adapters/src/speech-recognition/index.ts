export { fillerWords, wordsOf } from "./captcha-grammar.ts";
export { pocketsphinxRecognizer } from "./pocketsphinx-recognizer.ts";
