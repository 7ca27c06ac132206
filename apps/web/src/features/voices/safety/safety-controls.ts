import type { Voice } from "@chorus/contract";

/** BAN or CAPTCHA as the product treats them (the ENTERPRISE_ variants act the same). */
export type HeldControl = "BAN" | "CAPTCHA";

export function heldControl(voice: Voice): HeldControl | null {
  switch (voice.safety_control) {
    case "BAN":
    case "ENTERPRISE_BAN":
      return "BAN";
    case "CAPTCHA":
    case "ENTERPRISE_CAPTCHA":
      return "CAPTCHA";
    default:
      return null;
  }
}

export const isUnderCaptcha = (voice: Voice) => heldControl(voice) === "CAPTCHA";
export const isBlocked = (voice: Voice) => heldControl(voice) === "BAN";
