// Just enough English number reading to estimate how Flite pronounces a digit string ("42" → forty two), so
// its phones can be matched to the right word. Flite has its own, fuller rules (years, ordinals, money);
// where they differ, the alignment absorbs the difference.

const ones =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(
    " ",
  );
const tens = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split(" ");
const scales = ["", "thousand", "million", "billion", "trillion"];

/** The words for a string of digits: a number up to the trillions, else digit by digit. */
export function englishNumberWords(digits: string): string[] {
  if (!/^\d+$/.test(digits)) return [];
  const trimmed = digits.replace(/^0+(?=\d)/, "");
  if (trimmed.length > 15 || (digits.length > 1 && digits.startsWith("0"))) {
    return [...digits].map((digit) => ones[Number(digit)]!);
  }
  const value = Number(trimmed);
  if (value === 0) return ["zero"];
  const words: string[] = [];
  for (let scale = scales.length - 1; scale >= 0; scale--) {
    const group = Math.floor(value / 1000 ** scale) % 1000;
    if (group === 0) continue;
    words.push(...underThousand(group));
    if (scales[scale]) words.push(scales[scale]!);
  }
  return words;
}

function underThousand(value: number): string[] {
  const words: string[] = [];
  if (value >= 100) words.push(ones[Math.floor(value / 100)]!, "hundred");
  const rest = value % 100;
  if (rest >= 20) {
    words.push(tens[Math.floor(rest / 10)]!);
    if (rest % 10) words.push(ones[rest % 10]!);
  } else if (rest > 0) {
    words.push(ones[rest]!);
  }
  return words;
}
