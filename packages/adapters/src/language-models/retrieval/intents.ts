import { wordTokens } from "./words.ts";

/** What a user's message does besides asking: the courtesies around it, and what is left. */
export interface UserTurn {
  /** The greeting said ("hello", "good morning"), when the message opens with one. */
  greeting: string | undefined;
  thanks: boolean;
  goodbye: boolean;
  /** Agent questions: "are you a robot?", "who are you?". */
  identity: "bot" | "who" | undefined;
  /** The message's words once the courtesies around it are taken off. */
  rest: string[];
  /** Ends with a question mark, or opens with a question word. */
  question: boolean;
}

const greetings = [
  "hi",
  "hello",
  "hey",
  "hiya",
  "howdy",
  "greetings",
  "good morning",
  "good afternoon",
  "good evening",
  "good day",
  "morning",
  "hi there",
  "hello there",
  "hey there",
  "how are you",
  "how are you doing",
  "how's it going",
];
const thanks = [
  "thanks",
  "thank you",
  "thank you very much",
  "thank you so much",
  "thanks a lot",
  "thanks so much",
  "many thanks",
  "much appreciated",
  "appreciate it",
  "cheers",
];
const goodbyes = [
  "bye",
  "bye bye",
  "goodbye",
  "good bye",
  "see you",
  "see you later",
  "see ya",
  "that's all",
  "that is all",
  "that's it",
  "that's everything",
  "nothing else",
  "no that's all",
  "have a nice day",
  "have a good day",
  "have a great day",
  "good night",
  "talk to you later",
  "take care",
  "farewell",
  "i'm done",
  "i have to go",
  "i've got to go",
  "gotta go",
];
/** Words said around courtesies that change nothing ("ok great, thanks!"). */
const fillers = [
  "ok",
  "okay",
  "alright",
  "all right",
  "great",
  "perfect",
  "good",
  "fine",
  "cool",
  "nice",
  "well",
  "oh",
  "so",
  "and",
  "then",
  "again",
  "for now",
  "for your help",
  "for that",
  "for the help",
  "awesome",
  "wonderful",
  "lovely",
  "excellent",
  "yes",
  "no",
];

type Category = "greeting" | "thanks" | "goodbye" | "filler";
const phrases: readonly { words: string[]; category: Category }[] = [
  ...greetings.map((phrase) => ({ words: phrase.split(" "), category: "greeting" as const })),
  ...thanks.map((phrase) => ({ words: phrase.split(" "), category: "thanks" as const })),
  ...goodbyes.map((phrase) => ({ words: phrase.split(" "), category: "goodbye" as const })),
  ...fillers.map((phrase) => ({ words: phrase.split(" "), category: "filler" as const })),
  // Longest first, so "thank you very much" is taken whole before "thank you".
].sort((x, y) => y.words.length - x.words.length);

const questionOpening =
  /^(?:what|what's|when|when's|where|where's|who|who's|whom|which|why|how|how's|is|are|do|does|did|can|could|would|will|should|may|have|has)$/;
const botQuestion =
  /^(?:are you|am i (?:talking|speaking) (?:to|with)) (?:a |an )?(?:bot|robot|human|person|real person|machine|computer|ai|artificial intelligence|real|recording)$/;
const whoQuestion =
  /^(?:who are you|what's your name|what is your name|who am i (?:talking|speaking) (?:to|with))$/;

/** Reads the courtesies off both ends of a message; whatever stays in the middle is its content. */
export function readUserTurn(message: string): UserTurn {
  const words = wordTokens(message);
  const turn: UserTurn = {
    greeting: undefined,
    thanks: false,
    goodbye: false,
    identity: undefined,
    rest: [],
    question: /\?\s*$/.test(message) || questionOpening.test(words[0] ?? ""),
  };
  const take = (category: Category, said: string[]) => {
    if (category === "greeting" && !turn.greeting) turn.greeting = said.join(" ");
    if (category === "thanks") turn.thanks = true;
    if (category === "goodbye") turn.goodbye = true;
  };

  let start = 0;
  let end = words.length;
  // Each pass takes at least one word, so both loops end within the message's length.
  for (let match = phraseAt(words, start, end); match; match = phraseAt(words, start, end)) {
    take(match.category, words.slice(start, start + match.words.length));
    start += match.words.length;
  }
  for (let match = phraseBefore(words, start, end); match; match = phraseBefore(words, start, end)) {
    take(match.category, words.slice(end - match.words.length, end));
    end -= match.words.length;
  }
  turn.rest = words.slice(start, end);
  const restText = turn.rest.join(" ");
  if (botQuestion.test(restText)) turn.identity = "bot";
  else if (whoQuestion.test(restText)) turn.identity = "who";
  return turn;
}

function phraseAt(words: readonly string[], start: number, end: number) {
  return phrases.find(
    (phrase) =>
      start + phrase.words.length <= end &&
      phrase.words.every((word, offset) => words[start + offset] === word),
  );
}

function phraseBefore(words: readonly string[], start: number, end: number) {
  return phrases.find(
    (phrase) =>
      end - phrase.words.length >= start &&
      phrase.words.every((word, offset) => words[end - phrase.words.length + offset] === word),
  );
}
