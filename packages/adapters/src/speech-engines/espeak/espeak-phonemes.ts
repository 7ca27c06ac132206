/**
 * ARPAbet (the domain's engine-neutral phonemes) as eSpeak-NG's English phoneme mnemonics, for its
 * `[[…]]` phoneme input. Stress goes right before the stressed vowel (`'` primary, `,` secondary), as
 * `espeak-ng -x` writes it ("tomato" → t@m'eItoU).
 */
const vowels: Record<string, { stressed: string; unstressed: string }> = {
  AA: { stressed: "A:", unstressed: "A:" },
  AE: { stressed: "a", unstressed: "a" },
  AH: { stressed: "V", unstressed: "@" },
  AO: { stressed: "O:", unstressed: "O:" },
  AW: { stressed: "aU", unstressed: "aU" },
  AY: { stressed: "aI", unstressed: "aI" },
  EH: { stressed: "E", unstressed: "E" },
  ER: { stressed: "3:", unstressed: "3" },
  EY: { stressed: "eI", unstressed: "eI" },
  IH: { stressed: "I", unstressed: "I" },
  IY: { stressed: "i:", unstressed: "i" },
  OW: { stressed: "oU", unstressed: "oU" },
  OY: { stressed: "OI", unstressed: "OI" },
  UH: { stressed: "U", unstressed: "U" },
  UW: { stressed: "u:", unstressed: "u:" },
};

const consonants: Record<string, string> = {
  B: "b",
  CH: "tS",
  D: "d",
  DH: "D",
  F: "f",
  G: "g",
  HH: "h",
  JH: "dZ",
  K: "k",
  L: "l",
  M: "m",
  N: "n",
  NG: "N",
  P: "p",
  R: "r",
  S: "s",
  SH: "S",
  T: "t",
  TH: "T",
  V: "v",
  W: "w",
  Y: "j",
  Z: "z",
  ZH: "Z",
};

export function arpabetToEspeak(tokens: readonly string[]): string {
  return tokens
    .map((token) => {
      const stress = /[012]$/.exec(token)?.[0];
      const base = token.replace(/[012]$/, "");
      const vowel = vowels[base];
      if (!vowel) return consonants[base] ?? "";
      if (stress === "1") return `'${vowel.stressed}`;
      if (stress === "2") return `,${vowel.stressed}`;
      return vowel.unstressed;
    })
    .join("");
}
