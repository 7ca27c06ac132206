import { type Ref, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import type { SaveProblems } from "../editor/save-problems.ts";
import { EdgeFields } from "./EdgeFields.tsx";
import { NodeFields } from "./NodeFields.tsx";
import type { WorkflowActions } from "./use-workflow-actions.ts";

/**
 * Beside the canvas (below it on a phone): the settings of the selected node or edge, with its
 * delete button. Its heading takes the focus when an item is opened from the list, so keyboard
 * users land on the fields.
 */
export function WorkflowSidePanel({
  actions,
  agentId,
  problems,
  nodeName,
  edgeName,
  headingRef,
}: {
  actions: WorkflowActions;
  agentId: string;
  problems: SaveProblems;
  nodeName: (nodeId: string) => string;
  edgeName: (edgeId: string) => string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { selection, workflow, readOnly } = actions;
  const node = selection?.kind === "node" ? workflow.nodes[selection.id] : undefined;
  const title = !selection
    ? t("agentWorkflow.panel.label")
    : node
      ? t("agentWorkflow.panel.node", { kind: t(`agentWorkflow.kinds.${node.type}`) })
      : t("agentWorkflow.panel.edge");
  return (
    <section className="workflow-panel" aria-labelledby={headingId}>
      <header className="workflow-panel__header">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="workflow-panel__title">
          {title}
        </h3>
        {selection && (
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t("agentWorkflow.panel.close")}
            onClick={() => actions.select(null)}
          >
            <Icon name="close" />
          </Button>
        )}
      </header>
      {!selection ? (
        <p className="muted">{t("agentWorkflow.panel.empty")}</p>
      ) : (
        <div className="stack">
          {selection.kind === "node" ? (
            <>
              {node && node.type !== "start" && (
                <p className="workflow-panel__name">{nodeName(selection.id)}</p>
              )}
              <NodeFields
                key={selection.id}
                actions={actions}
                nodeId={selection.id}
                agentId={agentId}
                problems={problems}
              />
            </>
          ) : (
            <>
              <p className="workflow-panel__name">{edgeName(selection.id)}</p>
              <EdgeFields key={selection.id} actions={actions} edgeId={selection.id} problems={problems} />
            </>
          )}
          {!readOnly && node?.type !== "start" && (
            <div>
              <Button
                variant="danger-ghost"
                size="sm"
                onClick={() =>
                  selection.kind === "node"
                    ? actions.removeNodes([selection.id])
                    : actions.removeEdges([selection.id])
                }
              >
                <Icon name="trash" />
                {t(
                  selection.kind === "node"
                    ? "agentWorkflow.panel.deleteNode"
                    : "agentWorkflow.panel.deleteEdge",
                )}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
