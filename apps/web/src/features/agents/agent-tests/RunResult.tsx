import type { TestRunResponse } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../ui/Spinner.tsx";
import { RunStatusBadge } from "./status-badges.tsx";

/**
 * One test's run: its state, the verdict with why (the judge's summary and notes, as the server
 * wrote them), and what the agent said (a simulation's whole conversation, with any tool calls).
 */
export function RunResult({ run }: { run: TestRunResponse }) {
  const { t } = useTranslation();
  const verdict = run.condition_result;
  const lines = run.agent_responses ?? [];
  const finished = run.status === "passed" || run.status === "failed";
  return (
    <li className="agent-test-result">
      <div className="agent-test-result__head">
        <h3 className="agent-test-result__name">{run.test_name}</h3>
        <RunStatusBadge status={run.status} />
      </div>
      {run.status === "pending" && (
        <p className="muted agent-test-result__waiting">
          <Spinner />
          {t("agentTests.invocation.waiting")}
        </p>
      )}
      {verdict && (
        <div className="agent-test-result__section">
          <p className="agent-test-result__label">{t("agentTests.invocation.why")}</p>
          <p>{verdict.rationale.summary}</p>
          {verdict.rationale.messages.length > 0 && (
            <ul className="agent-test-result__notes">
              {verdict.rationale.messages.map((note, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the notes are a fixed list
                <li key={index}>{note}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {lines.length > 0 ? (
        <div className="agent-test-result__section">
          <p className="agent-test-result__label">{t("agentTests.invocation.reply")}</p>
          <ol className="agent-test-transcript">
            {lines.map((line, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: transcript lines have no identity but their place
                key={index}
                className={`agent-test-transcript__line agent-test-transcript__line--${line.role}`}
              >
                <span className="agent-test-transcript__who">
                  {t(line.role === "user" ? "agentTests.invocation.user" : "agentTests.invocation.agent")}
                </span>
                <span>{line.message}</span>
                {(line.tool_calls ?? []).map((call) => (
                  <code key={call.request_id} className="agent-test-transcript__call">
                    {t("agentTests.invocation.calls", { name: call.tool_name, params: call.params_as_json })}
                  </code>
                ))}
              </li>
            ))}
          </ol>
        </div>
      ) : (
        finished && <p className="muted">{t("agentTests.invocation.noReply")}</p>
      )}
    </li>
  );
}
