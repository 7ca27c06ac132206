import { describe, expect, it } from "vitest";
import { parsePls } from "./parse-pls.ts";
import { parseTxt } from "./parse-txt.ts";
import { writePls } from "./write-pls.ts";

describe("lexicon files", () => {
  it("reads a PLS lexicon written by writePls back into the same rules", () => {
    const pls = writePls([
      {
        type: "alias",
        stringToReplace: "R&D",
        alias: "research <and> development",
        caseSensitive: true,
        wordBoundaries: true,
      },
      {
        type: "phoneme",
        stringToReplace: "tomato",
        phoneme: "/təˈmeɪtoʊ/",
        alphabet: "ipa",
        caseSensitive: true,
        wordBoundaries: true,
      },
      {
        type: "phoneme",
        stringToReplace: "potato",
        phoneme: "P AH0 T EY1 T OW2",
        alphabet: "cmu-arpabet",
        caseSensitive: true,
        wordBoundaries: true,
      },
    ]);
    expect(parsePls(pls)).toEqual([
      { type: "alias", string_to_replace: "R&D", alias: "research <and> development" },
      { type: "phoneme", string_to_replace: "tomato", phoneme: "təˈmeɪtoʊ", alphabet: "ipa" },
      { type: "phoneme", string_to_replace: "potato", phoneme: "P AH0 T EY1 T OW2", alphabet: "cmu-arpabet" },
    ]);
  });

  it("refuses XML that is not well formed or not a lexicon", () => {
    expect(() => parsePls("<lexicon><lexeme>")).toThrow();
    expect(() => parsePls("<html></html>")).toThrow("<lexicon>");
  });

  it("reads TXT lines as aliases or phonemes and names a line without a separator", () => {
    expect(parseTxt("# comment\n\nNASA = /ˈnæsə/\nSQL\tsequel\ntomato = cmu:/T AH0 M EY1 T OW2/\n")).toEqual([
      { type: "phoneme", string_to_replace: "NASA", phoneme: "/ˈnæsə/", alphabet: "ipa" },
      { type: "alias", string_to_replace: "SQL", alias: "sequel" },
      { type: "phoneme", string_to_replace: "tomato", phoneme: "/T AH0 M EY1 T OW2/", alphabet: "cmu" },
    ]);
    expect(() => parseTxt("ok = fine\nbroken line")).toThrow("line 2");
  });
});
