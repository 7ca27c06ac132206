import { uiLocales, widgetTextKeys } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { languageChoices, preselectedLanguage } from "./widget-languages.ts";
import { matchLocale, textLocale, widgetTexts } from "./widget-texts.ts";
import { widgetLocales, widgetTranslations } from "./widget-translations.ts";

describe("the widget's texts", () => {
  it("come in the web app's languages, each naming every text an agent may replace", () => {
    expect([...widgetLocales].sort()).toEqual([...uiLocales].sort());
    for (const locale of widgetLocales)
      expect(Object.keys(widgetTranslations[locale])).toEqual(expect.arrayContaining([...widgetTextKeys]));
  });

  it("are translated, not English copied (a few words are the same in some languages)", () => {
    const same = new Set(["agent", "input_label", "transcript_label"]);
    const english = widgetTranslations["en-US"];
    for (const locale of widgetLocales.filter((each) => each !== "en-US"))
      for (const [key, text] of Object.entries(widgetTranslations[locale]))
        if (!same.has(key)) expect(text, `${locale} ${key}`).not.toBe(english[key as keyof typeof english]);
  });

  it("follow the first language they are translated into, else English", () => {
    expect(matchLocale("de")).toBe("de-DE");
    expect(matchLocale("DE-at")).toBe("de-DE");
    expect(matchLocale("pt-BR")).toBe("pt-PT");
    expect(matchLocale("it")).toBeNull();
    expect(textLocale(["", "it-IT", "ja", "de"])).toBe("ja-JP");
    expect(textLocale([undefined, "it"])).toBe("en-US");
  });

  it("take the agent's text_contents first, then its older texts, then the translation", () => {
    const texts = widgetTexts(
      {
        text_contents: { start_call: "Ring the bakery", send_message: "" },
        start_call_text: "Call us",
        end_call_text: "Hang up",
      },
      "de-DE",
    );
    expect(texts.start_call).toBe("Ring the bakery");
    expect(texts.end_call).toBe("Hang up");
    expect(texts.start_chat).toBe("Call us");
    // An empty text is no text: the translation stays.
    expect(texts.send_message).toBe("Senden");
    expect(texts.mic_denied).toBe("Mikrofonzugriff verweigert.");
    expect(widgetTexts({}, "fr-FR")).toEqual(widgetTranslations["fr-FR"]);
  });
});

describe("the widget's language choice", () => {
  it("offers the agent's language and its others only when the server lists others", () => {
    expect(languageChoices({ language: "en" })).toEqual([]);
    expect(languageChoices({ language: "en", supported_language_overrides: ["de", "en", "fr"] })).toEqual([
      "en",
      "de",
      "fr",
    ]);
  });

  it("starts with the first of the browser's languages the agent speaks, else the agent's", () => {
    const choices = ["en", "de", "pt-br"];
    expect(preselectedLanguage(choices, ["de-DE", "en-US"], "en")).toBe("de");
    expect(preselectedLanguage(choices, ["pt-BR"], "en")).toBe("pt-br");
    expect(preselectedLanguage(choices, ["ja-JP", "it"], "en")).toBe("en");
  });
});
