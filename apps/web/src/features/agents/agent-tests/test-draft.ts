import type { ChatHistoryEntry, TestResponse, ToolParameterEval } from "@chorus/contract";
import type { TestBody } from "./agent-tests-api.ts";

/** The tests this tab makes and edits; simulation tests are listed and run, not edited here. */
export type EditableTestType = "llm" | "tool";
export type ParameterMatch = ToolParameterEval["type"];

export interface TurnDraft {
  role: "user" | "agent";
  message: string;
  /** The stored turn, so what the form does not show (tool calls, times) is kept on save. */
  stored?: ChatHistoryEntry;
}

export interface ParameterDraft {
  path: string;
  match: ParameterMatch;
  /** The expected value (exact), the pattern (regex) or the description (llm); unused for "anything". */
  value: string;
}

/** What the test editor edits: one form for both types, each type saving its own fields. */
export interface TestDraft {
  type: EditableTestType;
  name: string;
  turns: TurnDraft[];
  successCondition: string;
  /** One example reply per line. */
  successExamples: string;
  failureExamples: string;
  /** The expected tool as `type:id` (a system tool's id is its name), or "" for none. */
  tool: string;
  parameters: ParameterDraft[];
  verifyAbsence: boolean;
}

export const toolChoice = (reference: { id: string; type: string }) => `${reference.type}:${reference.id}`;

function referenceOf(choice: string) {
  const at = choice.indexOf(":");
  return { type: choice.slice(0, at), id: choice.slice(at + 1) } as NonNullable<
    NonNullable<Extract<TestBody, { type: "tool" }>["tool_call_parameters"]>["referenced_tool"]
  >;
}

const examplesText = (examples: readonly { response: string }[] | null | undefined) =>
  (examples ?? []).map((example) => example.response.replace(/\s*\n\s*/g, " ")).join("\n");

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const parameterValue = (rule: ToolParameterEval) =>
  rule.type === "exact"
    ? rule.expected_value
    : rule.type === "regex"
      ? rule.pattern
      : rule.type === "llm"
        ? rule.description
        : "";

/** A new test's draft (one empty user message to start the conversation), or a stored test's. */
export function draftOf(type: EditableTestType, stored?: TestResponse): TestDraft {
  const tool = stored?.type === "tool" ? stored.tool_call_parameters : undefined;
  const llm = stored?.type === "llm" ? stored : undefined;
  const history = stored?.chat_history ?? [];
  return {
    type,
    name: stored?.name ?? "",
    turns:
      history.length > 0
        ? history.map((entry) => ({ role: entry.role, message: entry.message ?? "", stored: entry }))
        : [{ role: "user", message: "" }],
    successCondition: llm?.success_condition ?? "",
    successExamples: examplesText(llm?.success_examples),
    failureExamples: examplesText(llm?.failure_examples),
    tool: tool?.referenced_tool ? toolChoice(tool.referenced_tool) : "",
    parameters: (tool?.parameters ?? []).map((parameter) => ({
      path: parameter.path,
      match: parameter.eval.type,
      value: parameterValue(parameter.eval),
    })),
    verifyAbsence: tool?.verify_absence ?? false,
  };
}

function ruleOf(parameter: ParameterDraft): ToolParameterEval {
  switch (parameter.match) {
    case "anything":
      return { type: "anything" };
    case "exact":
      return { type: "exact", expected_value: parameter.value };
    case "regex":
      return { type: "regex", pattern: parameter.value };
    case "llm":
      return { type: "llm", description: parameter.value.trim() };
  }
}

const withoutId = ({ id: _id, ...test }: TestResponse) => test;

/**
 * The request body of a draft. Editing keeps what the form does not show (dynamic variables, a
 * turn's tool calls, `check_any_tool_matches` …) from the stored test.
 */
export function bodyOf(draft: TestDraft, stored?: TestResponse): TestBody {
  const kept = stored && withoutId(stored);
  const common = {
    name: draft.name.trim(),
    chat_history: draft.turns.map((turn) => ({
      ...(turn.stored ?? { time_in_call_secs: 0 }),
      role: turn.role,
      message: turn.message.trim(),
    })),
  };
  if (draft.type === "llm")
    return {
      ...(kept?.type === "llm" ? kept : {}),
      ...common,
      type: "llm",
      success_condition: draft.successCondition.trim(),
      success_examples: linesOf(draft.successExamples).map((response) => ({ response, type: "success" })),
      failure_examples: linesOf(draft.failureExamples).map((response) => ({ response, type: "failure" })),
    };
  const storedTool = kept?.type === "tool" ? kept : undefined;
  return {
    ...(storedTool ?? {}),
    ...common,
    type: "tool",
    tool_call_parameters: draft.tool
      ? {
          ...(storedTool?.tool_call_parameters ?? {}),
          referenced_tool: referenceOf(draft.tool),
          parameters: draft.parameters.map((parameter) => ({
            path: parameter.path.trim(),
            eval: ruleOf(parameter),
          })),
          verify_absence: draft.verifyAbsence,
        }
      : null,
  };
}

/** What must be fixed before saving, each as the key of its message (`agentTests.editor.problems.*`). */
export interface DraftProblems {
  name: "nameRequired" | null;
  conversation: "endWithUser" | null;
  condition: "conditionRequired" | null;
  tool: "toolRequired" | null;
  parameters: { path: "pathRequired" | null; value: "valueRequired" | "patternInvalid" | null }[];
}

function patternProblem(pattern: string): "valueRequired" | "patternInvalid" | null {
  if (!pattern) return "valueRequired";
  try {
    new RegExp(pattern);
    return null;
  } catch {
    return "patternInvalid";
  }
}

/** The server's rules, checked here first so each problem shows at its field. */
export function draftProblems(draft: TestDraft): DraftProblems {
  const last = draft.turns.at(-1);
  return {
    name: draft.name.trim() ? null : "nameRequired",
    conversation: last?.role === "user" && last.message.trim() ? null : "endWithUser",
    condition: draft.type === "llm" && !draft.successCondition.trim() ? "conditionRequired" : null,
    tool: draft.type === "tool" && !draft.tool ? "toolRequired" : null,
    parameters:
      draft.type === "tool"
        ? draft.parameters.map((parameter) => ({
            path: parameter.path.trim() ? null : "pathRequired",
            value:
              parameter.match === "regex"
                ? patternProblem(parameter.value)
                : parameter.match === "llm" && !parameter.value.trim()
                  ? "valueRequired"
                  : null,
          }))
        : [],
  };
}

export const hasProblems = (problems: DraftProblems) =>
  Boolean(problems.name || problems.conversation || problems.condition || problems.tool) ||
  problems.parameters.some((parameter) => parameter.path || parameter.value);
