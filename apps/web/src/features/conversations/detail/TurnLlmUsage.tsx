import type { TranscriptEntry } from "@chorus/contract";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format.ts";
import { formatLlmCost, modelUsageCost } from "../llm-cost.ts";

/**
 * An agent turn's model use, inside the turn's meta line: the model, its tokens in and out, and what
 * they cost when the server knows (an agent's own server and older turns have tokens only).
 */
export function TurnLlmUsage({ turn }: { turn: TranscriptEntry }) {
  const { t, i18n } = useTranslation();
  const usages = Object.entries(turn.llm_usage?.model_usage ?? {});
  if (usages.length === 0)
    return turn.producing_llm ? (
      <span>{t("conversations.transcript.llm", { model: turn.producing_llm })}</span>
    ) : null;
  return usages.map(([model, usage]) => {
    const cost = modelUsageCost(usage);
    return (
      // Spans side by side, so the meta line's gap spaces them like its other parts.
      <Fragment key={model}>
        <span>{t("conversations.transcript.llm", { model })}</span>
        <span>
          {t("conversations.transcript.tokens", {
            input: formatNumber(usage.input.tokens, i18n.language),
            output: formatNumber(usage.output_total.tokens, i18n.language),
          })}
        </span>
        {cost !== undefined && (
          <span>{t("conversations.transcript.cost", { cost: formatLlmCost(cost, i18n.language) })}</span>
        )}
      </Fragment>
    );
  });
}
