import { describe, expect, it } from "vitest";
import { distinctFileNames, downloadFileName, maxFileNameLength } from "./download-file-name.ts";

describe("downloadFileName", () => {
  it("adds the extension when it is missing and does not double it", () => {
    expect(downloadFileName("greeting", "mp3")).toBe("greeting.mp3");
    expect(downloadFileName("greeting.mp3", "mp3")).toBe("greeting.mp3");
    expect(downloadFileName("greeting.MP3", ".mp3")).toBe("greeting.mp3");
    expect(downloadFileName("greeting.wav", "mp3")).toBe("greeting.wav.mp3");
  });

  it("strips disallowed characters and turns spaces into underscores", () => {
    expect(downloadFileName('Emma: "Hi" <there>/a\\b|c?d*e', "mp3")).toBe("Emma_Hi_thereabcde.mp3");
    expect(downloadFileName("line\none\ttab\u0007bell", "wav")).toBe("line_one_tabbell.wav");
    expect(downloadFileName("a  b", "mp3")).toBe("a__b.mp3");
  });

  it("keeps letters of every script", () => {
    expect(downloadFileName("Grüße aus Köln 你好", "mp3")).toBe("Grüße_aus_Köln_你好.mp3");
  });

  it("never answers an empty or hidden name", () => {
    expect(downloadFileName('???"', "mp3")).toBe("audio.mp3");
    expect(downloadFileName("", "zip")).toBe("audio.zip");
    expect(downloadFileName("..hidden", "mp3")).toBe("hidden.mp3");
    expect(downloadFileName("The end.", "mp3")).toBe("The_end.mp3");
    expect(downloadFileName("...", "mp3")).toBe("audio.mp3");
  });

  it("shortens the stem to at most 255 characters, keeping the extension and suffix", () => {
    const name = downloadFileName("x".repeat(400), "opus");
    expect(name).toHaveLength(maxFileNameLength);
    expect(name.endsWith("x.opus")).toBe(true);
    const suffixed = downloadFileName("y".repeat(400), "mp3", { suffix: "_12" });
    expect(suffixed).toHaveLength(maxFileNameLength);
    expect(suffixed.endsWith("y_12.mp3")).toBe(true);
  });

  it("does not cut a character made of two UTF-16 units in half", () => {
    const name = downloadFileName("😀".repeat(300), "mp3");
    expect(Array.from(name)).toHaveLength(maxFileNameLength);
    expect(name.endsWith("😀.mp3")).toBe(true);
  });
});

describe("distinctFileNames", () => {
  it("numbers repeated names before the extension, case-insensitively", () => {
    expect(
      distinctFileNames([
        { name: "Emma hello", extension: "mp3" },
        { name: "Emma hello", extension: "mp3" },
        { name: "emma HELLO", extension: "mp3" },
        { name: "Emma hello", extension: "wav" },
      ]),
    ).toEqual(["Emma_hello.mp3", "Emma_hello_2.mp3", "emma_HELLO_3.mp3", "Emma_hello.wav"]);
  });
});
