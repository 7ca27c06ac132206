import type { SpeechLanguageCode } from "@chorus/contract";
import { premadeVoices } from "../premade-voices.ts";

export type VoiceGender = "female" | "male";
export type VoiceAge = "child" | "young" | "old";
export type VoiceTexture = "breathy" | "whisper" | "raspy";

/** Where a designed voice's speech comes from: the eSpeak-NG language (with accent) of a premade voice. */
export interface VoiceAccent {
  /** The words' name for it (`british`, `french`…). */
  name: string;
  language: SpeechLanguageCode;
  /** eSpeak-NG voice id without variant (`en-gb-x-rp`, `fr`). */
  espeakLanguage: string;
}

/**
 * What a description asks for. `pitch` and `rate` are multipliers at full strength (the product of
 * every matched word's), `pitchRange` an offset to the engine's neutral intonation range of 0.5.
 */
export interface VoiceTraits {
  gender?: VoiceGender;
  age?: VoiceAge;
  accent?: VoiceAccent;
  texture?: VoiceTexture;
  pitch: number;
  rate: number;
  pitchRange: number;
  /** The words that matched, in rule-table order: what the description was read as. */
  matched: string[];
}

interface Rule {
  words: readonly string[];
  gender?: VoiceGender;
  age?: VoiceAge;
  texture?: VoiceTexture;
  pitch?: number;
  rate?: number;
  pitchRange?: number;
}

/**
 * The description rule table (issue 5 §2). Whole words, case-insensitive; comparatives are listed
 * so a remix ("make it deeper and slower") reads the same way. Effects multiply (pitch, rate) or add
 * (range) when several rules match; for gender the first word in the description wins, for age and
 * texture the later rule in this table.
 */
export const descriptionRules: readonly Rule[] = [
  // gender
  {
    words: [
      "woman",
      "women",
      "female",
      "girl",
      "lady",
      "feminine",
      "she",
      "her",
      "mother",
      "grandmother",
      "grandma",
      "actress",
    ],
    gender: "female",
  },
  {
    words: [
      "man",
      "men",
      "male",
      "boy",
      "guy",
      "gentleman",
      "masculine",
      "he",
      "his",
      "father",
      "grandfather",
      "grandpa",
      "actor",
    ],
    gender: "male",
  },
  // age
  { words: ["child", "kid", "toddler", "childlike"], age: "child", pitch: 1.3, rate: 1.1 },
  {
    words: ["young", "younger", "teen", "teenage", "teenager", "youthful"],
    age: "young",
    pitch: 1.12,
    rate: 1.06,
  },
  {
    words: [
      "old",
      "older",
      "elderly",
      "aged",
      "senior",
      "ancient",
      "grandma",
      "grandpa",
      "grandmother",
      "grandfather",
    ],
    age: "old",
    pitch: 0.9,
    rate: 0.85,
    pitchRange: 0.15,
  },
  // pitch
  { words: ["deep", "deeper", "low", "lower", "bass", "baritone", "booming"], pitch: 0.8 },
  { words: ["high", "higher", "squeaky", "shrill", "soprano", "falsetto"], pitch: 1.22 },
  // pace
  { words: ["fast", "faster", "quick", "quicker", "rapid", "hurried", "brisk"], rate: 1.3 },
  { words: ["energetic", "excited", "enthusiastic"], rate: 1.2, pitchRange: 0.15 },
  { words: ["slow", "slower", "measured", "deliberate", "leisurely", "drawling"], rate: 0.75 },
  { words: ["calm", "calmer", "relaxed", "soothing", "gentle"], rate: 0.85, pitchRange: -0.1 },
  // intonation
  { words: ["monotone", "monotonous", "flat", "robotic", "deadpan"], pitchRange: -0.35 },
  { words: ["expressive", "lively", "animated", "dramatic", "cheerful", "bubbly"], pitchRange: 0.3 },
  // texture
  { words: ["breathy", "airy", "sultry"], texture: "breathy" },
  { words: ["whisper", "whispers", "whispery", "whispering", "whispered", "hushed"], texture: "whisper" },
  {
    words: ["raspy", "gravelly", "gravely", "croaky", "croaking", "hoarse", "rough", "husky", "gruff"],
    texture: "raspy",
  },
];

/**
 * Accent and language words → the premade voice whose eSpeak-NG language carries that accent
 * (`accent`) or speaks that language (`language`). Multi-word names are matched as phrases.
 */
export const accentRules: readonly {
  words: readonly string[];
  accent?: string;
  language?: SpeechLanguageCode;
}[] = [
  { words: ["british", "uk", "england", "london", "posh", "received pronunciation"], accent: "british" },
  { words: ["american", "usa"], accent: "american" },
  { words: ["scottish", "scots", "scotland"], accent: "scottish" },
  { words: ["caribbean", "jamaican"], accent: "caribbean" },
  { words: ["new york", "new yorker", "brooklyn"], accent: "new-york" },
  { words: ["lancashire", "lancaster"], accent: "lancaster" },
  { words: ["birmingham", "brummie", "west midlands"], accent: "west-midlands" },
  { words: ["indian", "hindi"], accent: "indian" },
  { words: ["brazilian"], accent: "brazilian" },
  { words: ["portuguese"], accent: "portuguese" },
  { words: ["mexican", "latin american", "latino", "latina"], accent: "latin-american" },
  { words: ["spanish", "castilian", "spain"], accent: "castilian" },
  { words: ["swiss"], accent: "swiss" },
  { words: ["french", "parisian", "france"], accent: "parisian" },
  { words: ["german", "germany"], language: "de" },
  { words: ["italian", "italy"], language: "it" },
  { words: ["russian"], language: "ru" },
  { words: ["japanese"], language: "ja" },
  { words: ["chinese", "mandarin"], accent: "mandarin" },
  { words: ["cantonese"], accent: "cantonese" },
  { words: ["arabic", "arab"], language: "ar" },
  { words: ["korean"], language: "ko" },
  { words: ["dutch"], language: "nl" },
  { words: ["turkish"], language: "tr" },
  { words: ["polish"], language: "pl" },
  { words: ["swedish"], language: "sv" },
  { words: ["greek"], language: "el" },
  { words: ["ukrainian"], language: "uk" },
  { words: ["indonesian"], language: "id" },
  { words: ["vietnamese"], language: "vi" },
];

/** The premade eSpeak-NG voice behind an accent rule (its language part, without variant). */
function accentFor(rule: (typeof accentRules)[number]): VoiceAccent | undefined {
  const voice = premadeVoices.find(
    (v) =>
      v.engine.engine === "espeak" && (rule.accent ? v.accent === rule.accent : v.language === rule.language),
  );
  if (!voice) return undefined;
  return {
    name: rule.accent ?? rule.language!,
    language: voice.language,
    espeakLanguage: voice.engine.engineVoiceId.split("+")[0]!,
  };
}

const tokensOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** Reads a description into voice traits with the rule tables. Pure and deterministic. */
export function describeVoice(description: string): VoiceTraits {
  const tokens = tokensOf(description);
  const joined = ` ${tokens.join(" ")} `;
  const has = (word: string) => joined.includes(` ${word} `);
  const traits: VoiceTraits = { pitch: 1, rate: 1, pitchRange: 0, matched: [] };
  for (const rule of descriptionRules) {
    const hits = rule.words.filter(has);
    if (hits.length === 0) continue;
    traits.matched.push(...hits.filter((hit) => !traits.matched.includes(hit)));
    if (rule.gender) traits.gender = rule.gender;
    if (rule.age) traits.age = rule.age;
    if (rule.texture) traits.texture = rule.texture;
    // One rule counts once, however many of its words appear ("slow, measured" is one "slow").
    traits.pitch *= rule.pitch ?? 1;
    traits.rate *= rule.rate ?? 1;
    traits.pitchRange += rule.pitchRange ?? 0;
  }
  // "a woman who sounds like her father": the first gender word is the voice's.
  const firstGender = tokens.find((token) => genderOfWord(token));
  if (firstGender) traits.gender = genderOfWord(firstGender);
  for (const rule of accentRules) {
    const hit = rule.words.find(has);
    if (!hit) continue;
    traits.accent = accentFor(rule);
    traits.matched.push(hit);
    break;
  }
  return traits;
}

function genderOfWord(token: string): VoiceGender | undefined {
  for (const rule of descriptionRules.slice(0, 2)) if (rule.words.includes(token)) return rule.gender;
  return undefined;
}
