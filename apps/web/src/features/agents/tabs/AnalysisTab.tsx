import { agentLimits } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import { DataCollectionEditor } from "./DataCollectionEditor.tsx";
import type { AgentTabProps } from "./tab-props.ts";

/** An id not yet used by a criterion: criterion_1, criterion_2, … */
function nextCriterionId(ids: readonly string[]): string {
  let number = ids.length + 1;
  while (ids.includes(`criterion_${number}`)) number += 1;
  return `criterion_${number}`;
}

/** The Analysis tab: how each conversation is judged (criteria) and what is read out of it (data). */
export function AnalysisTab(props: AgentTabProps & { showClientProblems: boolean }) {
  const { draft, change, problems } = props;
  const { t } = useTranslation();
  const criteria = draft.platform_settings.evaluation.criteria;
  const path = ["platform_settings", "evaluation", "criteria"];
  return (
    <div className="stack">
      <Card title={t("agents.analysis.criteria")} description={t("agents.analysis.criteriaDescription")}>
        <div className="stack">
          {problems.at(path, { exact: true }) && (
            <p className="field__error" role="alert">
              {problems.at(path, { exact: true })}
            </p>
          )}
          {criteria.length === 0 ? (
            <p className="muted">{t("agents.analysis.noCriteria")}</p>
          ) : (
            <ol className="agent-rows">
              {criteria.map((criterion, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; ids change as typed
                <li key={index} className="agent-row">
                  <div className="agent-row__main stack-sm">
                    <div className="grid-2">
                      <TextField
                        label={t("agents.analysis.criterionId", { number: index + 1 })}
                        value={criterion.id}
                        error={problems.at([...path, index, "id"])}
                        onChange={(event) => {
                          const value = event.target.value;
                          change((d) => {
                            d.platform_settings.evaluation.criteria[index]!.id = value;
                          });
                        }}
                      />
                      <TextField
                        label={t("agents.analysis.criterionName", { number: index + 1 })}
                        value={criterion.name}
                        error={problems.at([...path, index, "name"])}
                        onChange={(event) => {
                          const value = event.target.value;
                          change((d) => {
                            d.platform_settings.evaluation.criteria[index]!.name = value;
                          });
                        }}
                      />
                    </div>
                    <TextAreaField
                      label={t("agents.analysis.goalPrompt", { number: index + 1 })}
                      hint={t("agents.analysis.goalPromptHint")}
                      rows={2}
                      value={criterion.conversation_goal_prompt}
                      error={problems.at([...path, index, "conversation_goal_prompt"])}
                      onChange={(event) => {
                        const value = event.target.value;
                        change((d) => {
                          d.platform_settings.evaluation.criteria[index]!.conversation_goal_prompt = value;
                        });
                      }}
                    />
                  </div>
                  <Button
                    variant="ghost"
                    iconOnly
                    aria-label={t("agents.analysis.removeCriterion", { number: index + 1 })}
                    onClick={() =>
                      change((d) => {
                        d.platform_settings.evaluation.criteria.splice(index, 1);
                      })
                    }
                  >
                    <Icon name="trash" />
                  </Button>
                </li>
              ))}
            </ol>
          )}
          {criteria.length < agentLimits.evaluationCriteria && (
            <div>
              <Button
                onClick={() =>
                  change((d) => {
                    const list = d.platform_settings.evaluation.criteria;
                    list.push({
                      id: nextCriterionId(list.map((item) => item.id)),
                      name: "",
                      type: "prompt",
                      conversation_goal_prompt: "",
                      use_knowledge_base: false,
                    });
                  })
                }
              >
                <Icon name="plus" />
                {t("agents.analysis.addCriterion")}
              </Button>
            </div>
          )}
        </div>
      </Card>
      <DataCollectionEditor {...props} />
    </div>
  );
}
