import { describe, expect, it } from "vitest";
import { textSearchConfigFor } from "./text-search-config.ts";

describe("textSearchConfigFor", () => {
  it("stems a document the way its language needs", () => {
    expect(
      textSearchConfigFor("The bakery opens early in the morning and closes when the bread is sold out."),
    ).toBe("english");
    expect(
      textSearchConfigFor("Die Bäckerei öffnet früh am Morgen und schließt, wenn das Brot ausverkauft ist."),
    ).toBe("german");
    expect(textSearchConfigFor("La boulangerie ouvre tôt le matin et ferme quand le pain est vendu.")).toBe(
      "french",
    );
  });

  it("uses the simple configuration for languages PostgreSQL does not stem, and for text too short to tell", () => {
    expect(
      textSearchConfigFor("パン屋は朝早く開店し、パンが売り切れると閉店します。とても人気があります。"),
    ).toBe("simple");
    expect(textSearchConfigFor("Hours")).toBe("simple");
  });
});
