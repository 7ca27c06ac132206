/**
 * Sentences a voice's owner reads aloud to prove the voice is theirs (the captcha, issue 5 §3 and
 * §4). Plain words only (every one is in the recognizer's English dictionary), 9 to 12 of them, so a
 * reading takes a few seconds and a reading of a different sentence shares few words with it.
 */
export const captchaTexts = [
  "The old lighthouse keeper counted seven ships before the storm arrived.",
  "Please bring the green umbrella because the clouds look heavy this afternoon.",
  "My grandmother planted tomatoes and sunflowers along the garden fence last spring.",
  "A quiet library is the best place to finish a difficult puzzle.",
  "The baker opened his shop early and sold warm bread to the neighbors.",
  "We watched the orange moon rise slowly over the frozen mountain lake.",
  "Every morning the small dog waits by the window for the mail.",
  "The students painted a colorful map of the world on the classroom wall.",
  "Fresh coffee and a good book make a rainy Sunday feel short.",
  "The train to the coast leaves at noon from the second platform.",
  "Our team celebrated the victory with music and dancing until midnight.",
  "The gardener carried a heavy basket of apples down the narrow path.",
] as const;

/** A captcha text other than `previous` (a new one each time, so an old recording cannot be replayed). */
export function pickCaptchaText(random: () => number, previous?: string): string {
  const choices = captchaTexts.filter((text) => text !== previous);
  return choices[Math.floor(random() * choices.length) % choices.length]!;
}
