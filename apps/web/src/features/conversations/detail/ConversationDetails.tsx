import type { ConversationResponse } from "@chorus/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDuration, formatNumber } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Card } from "../../../ui/Card.tsx";
import { CopyButton } from "../../../ui/CopyButton.tsx";
import { formatDateTime, languageName, outcomeTones, statusTones } from "../conversation-format.ts";
import { formatLlmCost } from "../llm-cost.ts";

const authorizationMethods = ["public", "signed_url", "authorization_header", "shareable_link"] as const;
type AuthorizationMethod = (typeof authorizationMethods)[number];

/** What the conversation was: when, how long, its cost and rate, how it ended, its language and access. */
export function ConversationDetails({ conversation }: { conversation: ConversationResponse }) {
  const { t, i18n } = useTranslation();
  const { metadata } = conversation;
  const authorization = (authorizationMethods as readonly string[]).includes(metadata.authorization_method)
    ? t(`conversations.authorization.${metadata.authorization_method as AuthorizationMethod}`)
    : metadata.authorization_method;
  const rows: [string, ReactNode][] = [
    [t("conversations.details.started"), formatDateTime(metadata.start_time_unix_secs, i18n.language)],
    [t("conversations.details.duration"), formatDuration(metadata.call_duration_secs)],
    [t("conversations.details.credits"), formatNumber(metadata.cost, i18n.language)],
    // Reported in US dollars, not charged: credits go by the minute. Unknown for an agent's own server.
    [
      t("conversations.details.llmCost"),
      typeof metadata.charging.llm_price === "number"
        ? formatLlmCost(metadata.charging.llm_price, i18n.language)
        : "–",
    ],
    [
      t("conversations.details.developmentRate"),
      metadata.charging.dev_discount
        ? t("conversations.details.developmentYes")
        : t("conversations.details.no"),
    ],
    [
      t("conversations.details.status"),
      <Badge key="status" tone={statusTones[conversation.status]}>
        {t(`conversations.statuses.${conversation.status}`)}
      </Badge>,
    ],
    [
      t("conversations.details.outcome"),
      <Badge key="outcome" tone={outcomeTones[conversation.analysis.call_successful]}>
        {t(`conversations.outcomes.${conversation.analysis.call_successful}`)}
      </Badge>,
    ],
    // The server's own words (`termination_reason` is free text, not a code the interface could translate).
    [t("conversations.details.termination"), metadata.termination_reason || "–"],
    [
      t("conversations.details.language"),
      metadata.main_language ? languageName(metadata.main_language, i18n.language) : "–",
    ],
    [
      t("conversations.details.textOnly"),
      metadata.text_only ? t("conversations.details.yes") : t("conversations.details.no"),
    ],
    [t("conversations.details.authorization"), authorization],
  ];
  return (
    <Card title={t("conversations.details.title")}>
      <dl className="conv-details">
        {rows.map(([term, value]) => (
          <div key={term} className="conv-details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="conv-details__row">
          <dt>{t("conversations.details.conversationId")}</dt>
          <dd className="conv-details__id">
            <span className="mono">{conversation.conversation_id}</span>
            <CopyButton text={conversation.conversation_id} variant="ghost" />
          </dd>
        </div>
        {metadata.error?.reason && (
          <div className="conv-details__row">
            <dt>{t("conversations.details.error")}</dt>
            <dd>{metadata.error.reason}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
