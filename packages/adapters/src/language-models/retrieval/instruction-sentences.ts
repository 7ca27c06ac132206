/**
 * What a prompt sentence is: a fact the agent may say, an instruction to the agent (never said), or
 * the agent's persona ("You are Ava, the assistant of Rosie's Bakery."), which can answer "who are
 * you?" once turned to the first person.
 */
export type SentenceKind =
  | { kind: "fact" }
  | { kind: "instruction" }
  | { kind: "persona"; firstPerson: string };

/** Openings of sentences that tell the agent how to behave. */
const instructionOpening =
  /^(?:always|never|do not|don't|dont|be|keep|make sure|ensure|avoid|respond|answer|reply|speak|talk|use|greet|ask|remember|try|please|stay|introduce|refuse|politely|mention|say|tell|assist|focus|act as|behave|follow|collect|transfer|your (?:role|job|task|goal|purpose|tone|personality|objective|instructions?|responses?|answers?)|you (?:will|should|must|can|may|need|have to|shall|work|help|answer|speak|only|never|always|don't|do not))\b/i;

/**
 * Conditions on what the caller does ("If the caller asks about allergens, say …") are instructions;
 * other conditions ("When it rains, the terrace is closed.") are facts.
 */
const conditionalInstruction =
  /^(?:if|when|whenever|unless|in case|once)\b.*\b(?:user|caller|customer|client|someone|somebody|they|you|asks?|wants?)\b/i;

/** A persona sentence the first person can be said for: "You are …" / "Your name is …". */
const personaOpening = /^(?:you are|you're|your name is)\s+(.+)$/i;

export function instructionKind(sentence: string): SentenceKind {
  const text = sentence.trim().replace(/’/g, "'");
  const persona = text.match(personaOpening);
  if (persona) {
    const rest = persona[1] ?? "";
    // Only a sentence that is about the agent alone reads right in the first person; one that goes
    // on about "you" ("…and you answer questions") is an instruction.
    if (/\b(?:you|your|yours|yourself)\b/i.test(rest)) return { kind: "instruction" };
    const opening = /^your name is/i.test(text) ? "My name is" : "I am";
    return { kind: "persona", firstPerson: `${opening} ${rest}` };
  }
  if (instructionOpening.test(text) || conditionalInstruction.test(text)) return { kind: "instruction" };
  return { kind: "fact" };
}
