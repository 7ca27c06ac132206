import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize-text.ts";

const read = (text: string): string => normalizeText(text, { language: "en-US", mode: "on" }).text;

describe("times", () => {
  it.each([
    ["7:30", "seven thirty"],
    ["7:05", "seven oh five"],
    ["7:00", "seven o'clock"],
    ["07:45", "seven forty-five"],
    ["19:05", "nineteen oh five"],
    ["19:00", "nineteen hundred"],
    ["00:30", "zero thirty"],
    ["7:30 pm", "seven thirty P M"],
    ["7:30PM", "seven thirty P M"],
    ["7:30 a.m. sharp", "seven thirty A M sharp"],
    ["7:00 pm", "seven P M"],
    ["at 7 pm", "at seven P M"],
    ["11am", "eleven A M"],
    ["12:00 noon", "twelve noon"],
    ["12 noon", "twelve noon"],
    ["12 midnight", "twelve midnight"],
    ["7:30:15", "seven thirty and fifteen seconds"],
    ["Meet at 7 p.m. Then leave.", "Meet at seven P M. Then leave."],
    ["noon", "noon"],
    ["10:30-11:30", "ten thirty to eleven thirty"],
    ["3-4pm", "three to four P M"],
    ["3–4 p.m.", "three to four P M."],
    ["3–4 p.m. today", "three to four P M today"],
    ["10:00-11:00 am", "ten to eleven A M"],
    ["7:30-8:00 pm", "seven thirty to eight P M"],
    ["9:00 - 17:00", "nine o'clock - seventeen hundred"],
  ])("%j → %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });

  it.each([
    ["25:00", "twenty-five:zero zero"],
    ["7:75", "seven:seventy-five"],
    ["13 pm", "thirteen pm"],
    ["5 amps", "five amps"],
  ])("does not read impossible clocks as times: %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });
});
