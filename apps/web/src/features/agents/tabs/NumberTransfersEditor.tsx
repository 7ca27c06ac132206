import { toolLimits } from "@chorus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../ui/Badge.tsx";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { destinationText, type NumberTransfer } from "../editor/transfer-checks.ts";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import { AddNumberTransferDialog } from "./AddNumberTransferDialog.tsx";
import type { AgentTabProps } from "./tab-props.ts";

const transfersPath = [
  ...["conversation_config", "agent", "prompt", "built_in_tools", "transfer_to_number"],
  ...["params", "transfers"],
];

/**
 * Transfer to a phone number (`built_in_tools.transfer_to_number`). A destination is only set in
 * the confirmation dialog (rows show it, they do not edit it), so no number gets in unconfirmed;
 * the condition stays editable. Removing the last transfer turns the tool off (null).
 */
export function NumberTransfersEditor({ draft, change, problems }: AgentTabProps) {
  const { t } = useTranslation();
  const tool = draft.conversation_config.agent.prompt.built_in_tools.transfer_to_number;
  const transfers = tool?.params.transfers ?? [];
  const [adding, setAdding] = useState(false);

  const setTransfers = (recipe: (current: NumberTransfer[]) => NumberTransfer[]) =>
    change((d) => {
      const tools = d.conversation_config.agent.prompt.built_in_tools;
      const current = tools.transfer_to_number;
      const next = recipe(current?.params.transfers ?? []);
      tools.transfer_to_number =
        next.length === 0
          ? null
          : {
              type: "system",
              name: "transfer_to_number",
              description: current?.description ?? "",
              params: { ...current?.params, system_tool_type: "transfer_to_number", transfers: next },
            };
    });

  return (
    <div className="stack-sm">
      <Banner tone="info">{t("agents.transfers.telephonyNote")}</Banner>
      {transfers.length === 0 ? (
        <p className="muted">{t("agents.transfers.noNumberTransfers")}</p>
      ) : (
        <ol className="agent-rows">
          {transfers.map((transfer, index) => {
            const destination = destinationText(transfer.transfer_destination);
            const path = [...transfersPath, index];
            const condition = problems.at([...path, "condition"]);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same number may be listed twice, with other conditions
              <li key={index} className="agent-row">
                <div className="agent-row__main stack-sm">
                  <div className="row">
                    <code>{destination}</code>{" "}
                    <Badge>{t(`agents.transfers.kinds.${transfer.transfer_destination.type}`)}</Badge>
                  </div>
                  {problems.at([...path, "transfer_destination"]) && (
                    <p className="field__error">{problems.at([...path, "transfer_destination"])}</p>
                  )}
                  <TextAreaField
                    label={t("agents.transfers.conditionFor", { destination })}
                    hint={t("agents.transfers.conditionHint")}
                    rows={2}
                    required
                    maxLength={toolLimits.descriptionCharacters}
                    value={transfer.condition}
                    error={
                      condition && !transfer.condition.trim()
                        ? t("agents.transfers.conditionRequired")
                        : condition
                    }
                    onChange={(event) => {
                      const value = event.target.value;
                      setTransfers((current) =>
                        current.map((item, at) => (at === index ? { ...item, condition: value } : item)),
                      );
                    }}
                  />
                </div>
                <Button
                  variant="ghost"
                  iconOnly
                  aria-label={t("agents.transfers.removeNumber", { destination })}
                  onClick={() => setTransfers((current) => current.filter((_, at) => at !== index))}
                >
                  <Icon name="trash" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {transfers.length < toolLimits.transfers && (
        <div>
          <Button onClick={() => setAdding(true)}>
            <Icon name="plus" />
            {t("agents.transfers.addNumber")}
          </Button>
        </div>
      )}
      <AddNumberTransferDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={(transfer) => {
          setTransfers((current) => [...current, transfer]);
          setAdding(false);
        }}
      />
    </div>
  );
}
