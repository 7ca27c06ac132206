import { describe, expect, it } from "vitest";
import { parseAnalysis } from "../conversations/analysis/model-analysis.ts";
import { judgeByExamples, wordSimilarity } from "./judge-by-examples.ts";
import { judgeToolCall } from "./judge-tool-call.ts";
import { parseVerdict } from "./judge-verdict.ts";
import { matchParameter, valueAtPath } from "./tool-parameter-match.ts";

describe("a judge model's verdict", () => {
  it("is read from the JSON object it wrote, even in a code fence", () => {
    expect(parseVerdict('```json\n{"result": "success", "rationale": "Gives the hours."}\n```')).toEqual({
      result: "success",
      rationale: "Gives the hours.",
    });
  });

  it("is not guessed from anything else", () => {
    expect(parseVerdict("Yes, it passes.")).toBeUndefined();
    expect(parseVerdict('{"result": "pass", "rationale": "ok"}')).toBeUndefined();
    expect(parseVerdict('{"result": "failure"}')).toBeUndefined();
    expect(parseVerdict('{"result": "failure", "rationale": "  "}')).toBeUndefined();
    expect(parseVerdict("{not json}")).toBeUndefined();
  });
});

describe("judging by examples without a model", () => {
  const test = {
    condition: "Gives the opening hours",
    successExamples: ["We are open from nine to five."],
    failureExamples: ["Sorry, I cannot help with that."],
  };

  it("measures shared words", () => {
    expect(wordSimilarity("open nine to five", "open nine to five")).toBeCloseTo(1);
    expect(wordSimilarity("hello", "goodbye")).toBe(0);
    expect(wordSimilarity("", "anything")).toBe(0);
  });

  it("passes a reply closer to a success example and says no model judged the condition", () => {
    const verdict = judgeByExamples("We are open from nine to five on weekdays.", test);
    expect(verdict.result).toBe("success");
    expect(verdict.summary).toMatch(
      /^No language model is configured to judge the condition "Gives the opening hours"\./,
    );
    expect(verdict.summary).toContain("compared with the examples by shared words instead");
  });

  it("fails a reply closer to a failure example", () => {
    expect(judgeByExamples("Sorry, I cannot help.", test).result).toBe("failure");
  });

  it("with one kind of example, needs likeness to it (or unlikeness to the failures)", () => {
    expect(judgeByExamples("We are open from nine to five.", { ...test, failureExamples: [] }).result).toBe(
      "success",
    );
    expect(judgeByExamples("Tickets cost ten euros.", { ...test, failureExamples: [] }).result).toBe(
      "failure",
    );
    expect(judgeByExamples("Tickets cost ten euros.", { ...test, successExamples: [] }).result).toBe(
      "success",
    );
  });

  it("without examples cannot pass: unknown, saying what is missing", () => {
    const verdict = judgeByExamples("anything", { ...test, successExamples: [], failureExamples: [] });
    expect(verdict.result).toBe("unknown");
    expect(verdict.summary).toContain("no success or failure examples");
  });
});

describe("tool-call parameters", () => {
  it("are found by path", () => {
    const args = { customer: { email: "a@b.c" }, items: ["x", "y"] };
    expect(valueAtPath(args, "customer.email")).toBe("a@b.c");
    expect(valueAtPath(args, "items[1]")).toBe("y");
    expect(valueAtPath(args, "items.0")).toBe("x");
    expect(valueAtPath(args, "missing.deep")).toBeUndefined();
  });

  it("match exact values, regular expressions and anything present", () => {
    expect(matchParameter("A-17", { type: "exact", expected_value: "A-17" }).ok).toBe(true);
    expect(matchParameter(17, { type: "exact", expected_value: "17" }).ok).toBe(true);
    expect(matchParameter("A-18", { type: "exact", expected_value: "A-17" })).toEqual({
      ok: false,
      why: 'is "A-18", expected "A-17"',
    });
    expect(matchParameter("B-12", { type: "regex", pattern: "^B-\\d+$" }).ok).toBe(true);
    expect(matchParameter("x", { type: "anything" }).ok).toBe(true);
    expect(matchParameter(undefined, { type: "anything" })).toEqual({ ok: false, why: "is missing" });
  });

  it("refuse patterns that could backtrack for ever, and invalid ones", () => {
    expect(matchParameter("aaaa", { type: "regex", pattern: "(a+)+$" }).why).toContain("nests repetitions");
    expect(matchParameter("aaaa", { type: "regex", pattern: "(" }).why).toContain(
      "not a valid regular expression",
    );
  });
});

describe("a tool test's verdict", () => {
  const call = (name: string, args: Record<string, unknown> = {}) => ({
    id: `call_${name}`,
    name,
    arguments: args,
  });
  const evaluation = {
    referenced_tool: { id: "tool_1", type: "client" as const },
    parameters: [{ path: "order_id", eval: { type: "exact" as const, expected_value: "A-17" } }],
  };
  const noModel = async () => ({ ok: false, why: "was not judged" });

  it("passes the expected call with matching arguments", async () => {
    const verdict = await judgeToolCall(
      [call("lookup_order", { order_id: "A-17" })],
      { evaluation, checkAnyToolMatches: false, expectedName: "lookup_order" },
      noModel,
    );
    expect(verdict).toEqual({
      result: "success",
      summary: "The agent called lookup_order with the expected arguments.",
      messages: ['order_id is "A-17".'],
    });
  });

  it("fails no call, another tool, or several calls unless any may match", async () => {
    const expect_ = { evaluation, expectedName: "lookup_order" };
    expect((await judgeToolCall([], { ...expect_, checkAnyToolMatches: false }, noModel)).summary).toBe(
      "The agent called no tool; the test expects a call of lookup_order.",
    );
    expect(
      (await judgeToolCall([call("end_call")], { ...expect_, checkAnyToolMatches: false }, noModel)).summary,
    ).toBe("The agent called end_call instead of lookup_order.");
    const two = [call("end_call"), call("lookup_order", { order_id: "A-17" })];
    expect((await judgeToolCall(two, { ...expect_, checkAnyToolMatches: false }, noModel)).result).toBe(
      "failure",
    );
    expect((await judgeToolCall(two, { ...expect_, checkAnyToolMatches: true }, noModel)).result).toBe(
      "success",
    );
  });

  it("checks absence, and asks the judge for llm rules", async () => {
    const absent = { ...evaluation, verify_absence: true };
    expect(
      (
        await judgeToolCall(
          [],
          { evaluation: absent, checkAnyToolMatches: false, expectedName: "lookup_order" },
          noModel,
        )
      ).result,
    ).toBe("success");
    const described = {
      referenced_tool: evaluation.referenced_tool,
      parameters: [{ path: "order_id", eval: { type: "llm" as const, description: "An order number" } }],
    };
    const judged = await judgeToolCall(
      [call("lookup_order", { order_id: "A-17" })],
      { evaluation: described, checkAnyToolMatches: false, expectedName: "lookup_order" },
      noModel,
    );
    expect(judged).toMatchObject({ result: "failure", messages: ["order_id was not judged."] });
  });
});

describe("a judge model's analysis of a conversation", () => {
  const criteria = [
    { id: "apologised", prompt: "The agent apologises" },
    { id: "refund", prompt: "The agent offers a refund" },
  ];

  it("keeps the criteria it judged and marks the others unknown", () => {
    const analysis = parseAnalysis(
      JSON.stringify({
        call_successful: "failure",
        transcript_summary: "The agent apologised but offered nothing.",
        criteria: { apologised: { result: "success", rationale: "It said sorry." } },
      }),
      criteria,
    );
    expect(analysis).toEqual({
      callSuccessful: "failure",
      summary: "The agent apologised but offered nothing.",
      title: null,
      criteria: {
        apologised: { result: "success", rationale: "It said sorry." },
        refund: { result: "unknown", rationale: "The judge model gave no verdict for this criterion." },
      },
      dataCollection: {},
    });
  });

  it("is not guessed from an answer of another shape", () => {
    expect(parseAnalysis('{"call_successful": "yes", "transcript_summary": "x"}', criteria)).toBeUndefined();
    expect(parseAnalysis("It went well.", criteria)).toBeUndefined();
  });
});
