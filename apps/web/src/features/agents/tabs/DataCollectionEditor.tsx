import { agentLimits, type PlatformSettings } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { type DataCollectionProblem, dataCollectionProblems } from "../editor/data-collection-checks.ts";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import type { AgentTabProps } from "./tab-props.ts";

type ItemType = PlatformSettings["data_collection"][string]["type"];
const itemTypes: readonly ItemType[] = ["string", "boolean", "integer", "number"];

/** Data collection: what to read out of each conversation, by identifier, type and description. */
export function DataCollectionEditor({
  draft,
  change,
  problems,
  showClientProblems,
}: AgentTabProps & { showClientProblems: boolean }) {
  const { t } = useTranslation();
  const rows = draft.dataCollection;
  const rowProblems = showClientProblems
    ? dataCollectionProblems(rows)
    : new Map<number, DataCollectionProblem>();
  const path = ["platform_settings", "data_collection"];
  return (
    <Card
      title={t("agents.analysis.dataCollection")}
      description={t("agents.analysis.dataCollectionDescription")}
    >
      <div className="stack">
        {rows.length === 0 ? (
          <p className="muted">{t("agents.analysis.noData")}</p>
        ) : (
          <ol className="agent-rows">
            {rows.map((row, index) => {
              const problem = rowProblems.get(index);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; identifiers change as typed
                <li key={index} className="agent-row">
                  <div className="agent-row__main stack-sm">
                    <div className="grid-2">
                      <TextField
                        label={t("agents.analysis.identifier", { number: index + 1 })}
                        value={row.identifier}
                        error={
                          problem
                            ? t(`agents.analysis.identifierProblem.${problem}`)
                            : problems.at([...path, row.identifier], { exact: true })
                        }
                        onChange={(event) => {
                          const value = event.target.value;
                          change((d) => {
                            d.dataCollection[index]!.identifier = value;
                          });
                        }}
                      />
                      <SelectField
                        label={t("agents.analysis.type", { number: index + 1 })}
                        options={itemTypes.map((type) => ({
                          value: type,
                          label: t(`agents.analysis.types.${type}`),
                        }))}
                        value={row.type}
                        onChange={(event) => {
                          const value = event.target.value as ItemType;
                          change((d) => {
                            d.dataCollection[index]!.type = value;
                          });
                        }}
                      />
                    </div>
                    <TextAreaField
                      label={t("agents.analysis.itemDescription", { number: index + 1 })}
                      hint={t("agents.analysis.itemDescriptionHint")}
                      rows={2}
                      value={row.description}
                      error={problems.at([...path, row.identifier, "description"])}
                      onChange={(event) => {
                        const value = event.target.value;
                        change((d) => {
                          d.dataCollection[index]!.description = value;
                        });
                      }}
                    />
                  </div>
                  <Button
                    variant="ghost"
                    iconOnly
                    aria-label={t("agents.analysis.removeItem", { number: index + 1 })}
                    onClick={() =>
                      change((d) => {
                        d.dataCollection.splice(index, 1);
                      })
                    }
                  >
                    <Icon name="trash" />
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
        {rows.length < agentLimits.dataCollectionItems && (
          <div>
            <Button
              onClick={() =>
                change((d) => {
                  d.dataCollection.push({ identifier: "", type: "string", description: "" });
                })
              }
            >
              <Icon name="plus" />
              {t("agents.analysis.addItem")}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
