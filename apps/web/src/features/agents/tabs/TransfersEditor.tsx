import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card.tsx";
import { AgentTransfersEditor } from "./AgentTransfersEditor.tsx";
import { NumberTransfersEditor } from "./NumberTransfersEditor.tsx";
import type { AgentTabProps } from "./tab-props.ts";

/**
 * The transfer tools (issue 19 §2): to another agent of the workspace, and to a phone number or SIP
 * address. Each is a built-in system tool with its own list, so they get their own card.
 */
export function TransfersEditor(props: AgentTabProps) {
  const { t } = useTranslation();
  const agentTitle = useId();
  const numberTitle = useId();
  return (
    <Card title={t("agents.transfers.title")} description={t("agents.transfers.description")}>
      <div className="stack">
        <section className="stack-sm" aria-labelledby={agentTitle}>
          <h3 className="agent-subtitle" id={agentTitle}>
            {t("agents.transfers.toAgent")}
          </h3>
          <p className="muted">{t("agents.transfers.toAgentHint")}</p>
          <AgentTransfersEditor {...props} />
        </section>
        <section className="stack-sm" aria-labelledby={numberTitle}>
          <h3 className="agent-subtitle" id={numberTitle}>
            {t("agents.transfers.toNumber")}
          </h3>
          <p className="muted">{t("agents.transfers.toNumberHint")}</p>
          <NumberTransfersEditor {...props} />
        </section>
      </div>
    </Card>
  );
}
