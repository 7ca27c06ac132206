import { createTest, type TestResponse } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { bodyOf, draftOf, draftProblems, hasProblems } from "./test-draft.ts";

const storedTool: TestResponse = {
  id: "test_1",
  type: "tool",
  name: "Books a table",
  chat_history: [
    {
      role: "agent",
      message: "Hello!",
      time_in_call_secs: 0,
      tool_calls: [
        {
          request_id: "r1",
          tool_name: "lookup",
          params_as_json: "{}",
          tool_has_been_called: true,
        },
      ],
    },
    { role: "user", message: "A table for two at 7, please.", time_in_call_secs: 4 },
  ],
  dynamic_variables: { city: "Bristol" },
  check_any_tool_matches: true,
  tool_call_parameters: {
    referenced_tool: { id: "tool_abc", type: "webhook" },
    parameters: [
      { path: "guests", eval: { type: "exact", expected_value: "2" } },
      { path: "time", eval: { type: "regex", pattern: "^19" } },
    ],
    verify_absence: false,
  },
};

describe("the test editor's draft", () => {
  it("makes an LLM test the contract accepts, one example per line", () => {
    const draft = {
      ...draftOf("llm"),
      name: " Opening hours ",
      successCondition: "Gives the hours.",
      successExamples: "We open at 7 am.\n\n  And close at 6 pm. ",
      failureExamples: "Sorry, I cannot help.",
    };
    draft.turns = [{ role: "user", message: "When do you open?" }];
    const body = createTest.request.body.parse(bodyOf(draft));
    expect(body).toMatchObject({
      type: "llm",
      name: "Opening hours",
      chat_history: [{ role: "user", message: "When do you open?", time_in_call_secs: 0 }],
      success_examples: [
        { response: "We open at 7 am.", type: "success" },
        { response: "And close at 6 pm.", type: "success" },
      ],
      failure_examples: [{ response: "Sorry, I cannot help.", type: "failure" }],
    });
  });

  it("keeps what the form does not show when a stored tool test is saved again", () => {
    const draft = draftOf("tool", storedTool);
    expect(draft.tool).toBe("webhook:tool_abc");
    expect(draft.parameters).toEqual([
      { path: "guests", match: "exact", value: "2" },
      { path: "time", match: "regex", value: "^19" },
    ]);
    draft.parameters[0]!.value = "3";
    const body = createTest.request.body.parse(bodyOf(draft, storedTool));
    expect(body).toMatchObject({
      type: "tool",
      dynamic_variables: { city: "Bristol" },
      check_any_tool_matches: true,
      tool_call_parameters: {
        referenced_tool: { id: "tool_abc", type: "webhook" },
        parameters: [
          { path: "guests", eval: { type: "exact", expected_value: "3" } },
          { path: "time", eval: { type: "regex", pattern: "^19" } },
        ],
      },
    });
    expect(body.chat_history?.[0]?.tool_calls?.[0]?.tool_name).toBe("lookup");
    expect(body.chat_history?.[1]?.time_in_call_secs).toBe(4);
    expect("id" in body).toBe(false);
  });

  it("names each problem the server would refuse, at its field", () => {
    const draft = draftOf("tool");
    draft.turns = [
      { role: "user", message: "Hi" },
      { role: "agent", message: "Hello" },
    ];
    draft.parameters = [
      { path: "", match: "regex", value: "(" },
      { path: "note", match: "llm", value: " " },
      { path: "any", match: "exact", value: "" },
    ];
    const problems = draftProblems(draft);
    expect(problems).toEqual({
      name: "nameRequired",
      conversation: "endWithUser",
      condition: null,
      tool: "toolRequired",
      parameters: [
        { path: "pathRequired", value: "patternInvalid" },
        { path: null, value: "valueRequired" },
        { path: null, value: null },
      ],
    });
    expect(hasProblems(problems)).toBe(true);
    const llm = { ...draftOf("llm"), name: "x", turns: [{ role: "user" as const, message: "Hi" }] };
    expect(draftProblems(llm).condition).toBe("conditionRequired");
    expect(hasProblems(draftProblems({ ...llm, successCondition: "ok" }))).toBe(false);
  });
});
