import { type AgentTransfer, toolLimits } from "@chorus/contract";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { NumberField } from "../fields/NumberField.tsx";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import type { AgentTabProps } from "./tab-props.ts";
import { useTransferAgents } from "./use-transfer-agents.ts";

const transfersPath = [
  ...["conversation_config", "agent", "prompt", "built_in_tools", "transfer_to_agent"],
  ...["params", "transfers"],
];

/** The longest wait before a hand-over the contract takes (`delay_ms`). */
const maxDelayMs = 60_000;

/**
 * Transfer to agent (`built_in_tools.transfer_to_agent`): the other agents of the workspace this one
 * may hand the conversation to, each with the condition that calls for it. The tool exists while it
 * has a transfer: removing the last one turns it off (null), as the contract wants one at least.
 */
export function AgentTransfersEditor({ agentId, draft, change, problems }: AgentTabProps) {
  const { t } = useTranslation();
  const agents = useTransferAgents();
  const transfers =
    draft.conversation_config.agent.prompt.built_in_tools.transfer_to_agent?.params.transfers ?? [];
  const [chosen, setChosen] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);

  // A new transfer's first field is its condition: the cursor goes there once the row is drawn.
  useEffect(() => {
    if (focusRow === null) return;
    list.current?.children[focusRow]?.querySelector("textarea")?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const setTransfers = (recipe: (current: AgentTransfer[]) => AgentTransfer[]) =>
    change((d) => {
      const tools = d.conversation_config.agent.prompt.built_in_tools;
      const next = recipe(tools.transfer_to_agent?.params.transfers ?? []);
      tools.transfer_to_agent =
        next.length === 0
          ? null
          : {
              type: "system",
              name: "transfer_to_agent",
              description: tools.transfer_to_agent?.description ?? "",
              params: { system_tool_type: "transfer_to_agent", transfers: next },
            };
    });
  // An optional setting put back to nothing leaves the transfer, so the draft is as it was loaded.
  const edit = (index: number, patch: Partial<AgentTransfer>) =>
    setTransfers((current) =>
      current.map((transfer, at) => {
        if (at !== index) return transfer;
        const next = { ...transfer, ...patch };
        if (next.delay_ms === undefined) delete next.delay_ms;
        if (next.transfer_message === undefined) delete next.transfer_message;
        return next;
      }),
    );

  if (agents.isPending) return <SkeletonRows rows={2} />;
  if (agents.isError)
    return (
      <ErrorState
        title={t("agents.transfers.agentsFailed")}
        error={agents.error}
        onRetry={() => void agents.refetch()}
      />
    );

  const others = agents.data.agents.filter((agent) => agent.agent_id !== agentId);
  const nameOf = (id: string) => others.find((agent) => agent.agent_id === id)?.name ?? id;
  const used = new Set(transfers.map((transfer) => transfer.agent_id));
  const available = others.filter((agent) => !used.has(agent.agent_id));
  const choice = available.some((agent) => agent.agent_id === chosen) ? chosen : "";
  const add = () => {
    if (!choice) return;
    setTransfers((current) => [...current, { agent_id: choice, condition: "" }]);
    setFocusRow(transfers.length);
    setChosen("");
  };

  return (
    <div className="stack-sm">
      {transfers.length === 0 ? (
        <p className="muted">{t("agents.transfers.noAgentTransfers")}</p>
      ) : (
        <ol className="agent-rows" ref={list}>
          {transfers.map((transfer, index) => {
            const name = nameOf(transfer.agent_id);
            const path = [...transfersPath, index];
            const condition = problems.at([...path, "condition"]);
            // The agent the transfer goes to, whichever it is, with those not used elsewhere.
            const options = [
              { value: transfer.agent_id, label: name },
              ...available.map((agent) => ({ value: agent.agent_id, label: agent.name })),
            ];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's agent can be changed, so it is no key
              <li key={index} className="agent-row">
                <div className="agent-row__main stack-sm">
                  <SelectField
                    label={t("agents.transfers.agent", { number: index + 1 })}
                    options={options}
                    value={transfer.agent_id}
                    error={problems.at([...path, "agent_id"])}
                    onChange={(event) => edit(index, { agent_id: event.target.value })}
                  />
                  <TextAreaField
                    label={t("agents.transfers.condition", { name })}
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
                    onChange={(event) => edit(index, { condition: event.target.value })}
                  />
                  <TextAreaField
                    label={t("agents.transfers.message", { name })}
                    hint={t("agents.transfers.messageHint")}
                    optional
                    rows={2}
                    maxLength={toolLimits.descriptionCharacters}
                    value={transfer.transfer_message ?? ""}
                    error={problems.at([...path, "transfer_message"])}
                    onChange={(event) => edit(index, { transfer_message: event.target.value || undefined })}
                  />
                  <div className="grid-2">
                    <Switch
                      label={t("agents.transfers.firstMessage", { name })}
                      description={t("agents.transfers.firstMessageHint")}
                      checked={transfer.enable_transferred_agent_first_message ?? false}
                      onChange={(event) =>
                        edit(index, { enable_transferred_agent_first_message: event.target.checked })
                      }
                    />
                    <NumberField
                      label={t("agents.transfers.delay", { name })}
                      hint={t("agents.transfers.delayHint")}
                      unit={t("agents.transfers.milliseconds")}
                      min={0}
                      max={maxDelayMs}
                      value={transfer.delay_ms ?? 0}
                      error={problems.at([...path, "delay_ms"])}
                      onChange={(value) =>
                        edit(index, { delay_ms: Math.min(maxDelayMs, Math.max(0, value)) || undefined })
                      }
                    />
                  </div>
                </div>
                <Button
                  variant="ghost"
                  iconOnly
                  aria-label={t("agents.transfers.removeAgent", { name })}
                  onClick={() => setTransfers((current) => current.filter((_, at) => at !== index))}
                >
                  <Icon name="trash" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {others.length === 0 ? (
        <p className="muted">{t("agents.transfers.noOtherAgents")}</p>
      ) : (
        available.length > 0 &&
        transfers.length < toolLimits.transfers && (
          <div className="agent-inline-add">
            <SelectField
              label={t("agents.transfers.chooseAgent")}
              placeholder={t("agents.transfers.chooseAgentPlaceholder")}
              options={available.map((agent) => ({ value: agent.agent_id, label: agent.name }))}
              value={choice}
              onChange={(event) => setChosen(event.target.value)}
            />
            <Button onClick={add} disabled={!choice}>
              <Icon name="plus" />
              {t("agents.transfers.addAgent")}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
