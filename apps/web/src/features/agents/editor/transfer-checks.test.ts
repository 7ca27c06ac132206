import { describe, expect, it } from "vitest";
import {
  confirmsPhrase,
  destinationText,
  isPhoneNumber,
  isSipUri,
  normalizePhoneNumber,
} from "./transfer-checks.ts";

describe("transfer checks", () => {
  it("takes international numbers with separators and stores them without", () => {
    expect(isPhoneNumber("+44 20 7946 0958")).toBe(true);
    expect(isPhoneNumber("+1 (415) 555-0123")).toBe(true);
    expect(normalizePhoneNumber("+1 (415) 555-0123")).toBe("+14155550123");
  });

  it("refuses numbers without a country code, with letters or too long", () => {
    expect(isPhoneNumber("020 7946 0958")).toBe(false);
    expect(isPhoneNumber("+0 20 7946 0958")).toBe(false);
    expect(isPhoneNumber("+1 800 FLOWERS")).toBe(false);
    expect(isPhoneNumber("+1234567890123456")).toBe(false);
    expect(isPhoneNumber("")).toBe(false);
  });

  it("takes SIP and SIPS addresses and refuses other schemes", () => {
    expect(isSipUri("sip:support@example.com")).toBe(true);
    expect(isSipUri("sips:desk@pbx.example.com:5061;transport=tls")).toBe(true);
    expect(isSipUri("sip:[2001:db8::1]")).toBe(true);
    expect(isSipUri("https://example.com")).toBe(false);
    expect(isSipUri("sip:")).toBe(false);
    expect(isSipUri("sip:a b@example.com")).toBe(false);
  });

  it("reads the destination's number or address", () => {
    expect(destinationText({ type: "phone", phone_number: "+14155550123" })).toBe("+14155550123");
    expect(destinationText({ type: "sip_uri", sip_uri: "sip:desk@example.com" })).toBe(
      "sip:desk@example.com",
    );
  });

  it("confirms only the whole phrase, whatever the case and spacing", () => {
    expect(confirmsPhrase("Transfer  calls ", "transfer calls")).toBe(true);
    expect(confirmsPhrase("transfer", "transfer calls")).toBe(false);
    expect(confirmsPhrase("", "")).toBe(false);
    expect(confirmsPhrase("ANRUFE WEITERLEITEN", "Anrufe weiterleiten", "de-DE")).toBe(true);
  });
});
