/**
 * Transcription source languages (spec 001 §3: "auto" for Detect, then about 55 languages). The wire
 * takes ISO 639-1 or ISO 639-3 in `language_code` and answers ISO 639-3 (`eng`), as ElevenLabs does;
 * `name` is what an error names and the OpenAI-compatible engines answer in `language`.
 */
export const transcriptionLanguages = [
  ["af", "afr", "Afrikaans"],
  ["ar", "ara", "Arabic"],
  ["hy", "hye", "Armenian"],
  ["az", "aze", "Azerbaijani"],
  ["be", "bel", "Belarusian"],
  ["bs", "bos", "Bosnian"],
  ["bg", "bul", "Bulgarian"],
  ["ca", "cat", "Catalan"],
  ["zh", "zho", "Chinese"],
  ["hr", "hrv", "Croatian"],
  ["cs", "ces", "Czech"],
  ["da", "dan", "Danish"],
  ["nl", "nld", "Dutch"],
  ["en", "eng", "English"],
  ["et", "est", "Estonian"],
  ["fi", "fin", "Finnish"],
  ["fr", "fra", "French"],
  ["gl", "glg", "Galician"],
  ["de", "deu", "German"],
  ["el", "ell", "Greek"],
  ["he", "heb", "Hebrew"],
  ["hi", "hin", "Hindi"],
  ["hu", "hun", "Hungarian"],
  ["is", "isl", "Icelandic"],
  ["id", "ind", "Indonesian"],
  ["it", "ita", "Italian"],
  ["ja", "jpn", "Japanese"],
  ["kn", "kan", "Kannada"],
  ["kk", "kaz", "Kazakh"],
  ["ko", "kor", "Korean"],
  ["lv", "lav", "Latvian"],
  ["lt", "lit", "Lithuanian"],
  ["mk", "mkd", "Macedonian"],
  ["ms", "msa", "Malay"],
  ["mr", "mar", "Marathi"],
  ["mi", "mri", "Maori"],
  ["ne", "nep", "Nepali"],
  ["no", "nor", "Norwegian"],
  ["fa", "fas", "Persian"],
  ["pl", "pol", "Polish"],
  ["pt", "por", "Portuguese"],
  ["ro", "ron", "Romanian"],
  ["ru", "rus", "Russian"],
  ["sr", "srp", "Serbian"],
  ["sk", "slk", "Slovak"],
  ["sl", "slv", "Slovenian"],
  ["es", "spa", "Spanish"],
  ["sw", "swa", "Swahili"],
  ["sv", "swe", "Swedish"],
  ["tl", "tgl", "Tagalog"],
  ["ta", "tam", "Tamil"],
  ["th", "tha", "Thai"],
  ["tr", "tur", "Turkish"],
  ["uk", "ukr", "Ukrainian"],
  ["ur", "urd", "Urdu"],
  ["vi", "vie", "Vietnamese"],
  ["cy", "cym", "Welsh"],
].map(([iso1, iso3, name]) => ({ iso1: iso1!, iso3: iso3!, name: name! }));

export type TranscriptionLanguage = (typeof transcriptionLanguages)[number];

/**
 * The language a `language_code` names: ISO 639-1 (`fr`), ISO 639-3 (`fra`), a region variant
 * (`fr-CA`) or the English name (`french`, what OpenAI-compatible engines answer); undefined when
 * unknown.
 */
export function findTranscriptionLanguage(code: string): TranscriptionLanguage | undefined {
  const key = code.trim().toLowerCase().split(/[-_]/)[0]!;
  return transcriptionLanguages.find(
    (language) => language.iso1 === key || language.iso3 === key || language.name.toLowerCase() === key,
  );
}

/** `auto`: the source-language picker's first entry, detection (spec 001 §3 "key auto meaning Detect"). */
export const detectLanguageKey = "auto";

/**
 * The transcription source-language list of spec 001 §3: key and name, `auto` (Detect) first, then
 * every language by name. The web app shows it; `GET /v1/speech-to-text/languages` serves it with
 * what this server's engines can transcribe.
 */
export const transcriptionSourceLanguages: readonly { key: string; name: string }[] = [
  { key: detectLanguageKey, name: "Detect" },
  ...transcriptionLanguages.map((language) => ({ key: language.iso1, name: language.name })),
];
