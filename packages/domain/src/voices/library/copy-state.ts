import { messages } from "@chorus/contract";
import { DomainError } from "../../shared/domain-error.ts";
import type { LibraryCopyRecord } from "./library-records.ts";
import { hasPassed } from "./notice-period.ts";

export type CopyStatus = "copied" | "copied_disabled";

/** A copy works until the end of its notice period (`disableAt`), then it is `copied_disabled`. */
export function copyStatusOf(copy: Pick<LibraryCopyRecord, "disableAt">, now: Date): CopyStatus {
  return hasPassed(copy.disableAt, now) ? "copied_disabled" : "copied";
}

/** Spec 001 §4: "A voice with sharing status copied_disabled is not usable." */
export function assertCopyUsable(copy: LibraryCopyRecord, now: Date): void {
  if (copyStatusOf(copy, now) === "copied_disabled")
    throw new DomainError("voice_unavailable", messages.copiedVoiceDisabled(copy.voiceId));
}
