import type { WorkflowProblem } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";

/**
 * What keeps the workflow from being saved (the contract's `workflowProblems`, the same rules the
 * server applies), as the editor draws it: each with a button that selects the node or edge.
 */
export function WorkflowProblemsList({
  problems,
  textOf,
  onShow,
}: {
  problems: readonly WorkflowProblem[];
  textOf: (problem: WorkflowProblem) => string;
  onShow: (problem: WorkflowProblem) => void;
}) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Banner tone="warning" title={t("agentWorkflow.problems.title")}>
      <ul className="workflow-problems">
        {problems.map((problem, index) => {
          const text = textOf(problem);
          const target = problem.edge_id ?? problem.node_id;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id; the list is rebuilt whole
            <li key={index} className="workflow-problems__item">
              <span>{text}</span>
              {target !== undefined && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`${t("agentWorkflow.problems.show")}: ${text}`}
                  onClick={() => onShow(problem)}
                >
                  {t("agentWorkflow.problems.show")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Banner>
  );
}
