import { messages, type PronunciationRuleInput } from "@chorus/contract";
import { DomainError } from "../../shared/domain-error.ts";
import { parsePls } from "./parse-pls.ts";
import { parseTxt } from "./parse-txt.ts";

/** Spec 001 §5: "Pronunciation files XML, TXT or PLS only"; the extension decides how it is read. */
export function readLexiconFile(file: { fileName: string; bytes: Uint8Array }): PronunciationRuleInput[] {
  const extension = /\.[^.]+$/.exec(file.fileName.toLowerCase())?.[0];
  if (extension !== ".pls" && extension !== ".xml" && extension !== ".txt")
    throw DomainError.invalidField(["body", "file"], messages.pronunciationFileType);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(file.bytes).replace(/^\uFEFF/, "");
  } catch {
    throw DomainError.invalidField(
      ["body", "file"],
      messages.pronunciationFileUnreadable("it is not UTF-8 text"),
    );
  }
  try {
    return extension === ".txt" ? parseTxt(text) : parsePls(text);
  } catch (error) {
    throw DomainError.invalidField(
      ["body", "file"],
      messages.pronunciationFileUnreadable(error instanceof Error ? error.message : String(error)),
    );
  }
}
