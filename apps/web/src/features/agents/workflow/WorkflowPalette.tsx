import { useReactFlow } from "@xyflow/react";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import type { WorkflowActions } from "./use-workflow-actions.ts";
import { type PaletteKind, paletteKinds } from "./workflow-edits.ts";

/**
 * The buttons that add a node: each goes to the middle of the visible canvas (moved down past
 * nodes already there) and is selected, so its settings open beside the canvas.
 */
export function WorkflowPalette({
  actions,
  canvasRef,
}: {
  actions: WorkflowActions;
  canvasRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const flow = useReactFlow();
  const add = (kind: PaletteKind) => {
    const box = canvasRef.current?.getBoundingClientRect();
    if (!box) return actions.add(kind, { x: 0, y: 0 });
    const corner = flow.screenToFlowPosition({ x: box.left, y: box.top });
    const far = flow.screenToFlowPosition({ x: box.right, y: box.bottom });
    const visible = { ...corner, width: far.x - corner.x, height: far.y - corner.y };
    // The node's top-left corner, so that the node (about 200 × 60) sits in the middle.
    actions.add(
      kind,
      { x: visible.x + visible.width / 2 - 100, y: visible.y + visible.height / 2 - 30 },
      visible,
    );
  };
  return (
    <fieldset className="workflow-palette">
      <legend className="visually-hidden">{t("agentWorkflow.palette")}</legend>
      <span className="workflow-palette__label" aria-hidden="true">
        {t("agentWorkflow.palette")}
      </span>
      {paletteKinds.map((kind) => (
        <Button key={kind} size="sm" disabled={actions.readOnly} onClick={() => add(kind)}>
          <Icon name="plus" />
          {t(`agentWorkflow.kinds.${kind}`)}
        </Button>
      ))}
    </fieldset>
  );
}
