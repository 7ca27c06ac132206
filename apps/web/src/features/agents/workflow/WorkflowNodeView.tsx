import { Handle, type NodeProps, Position } from "@xyflow/react";
import { memo } from "react";
import { Icon, type IconName } from "../../../ui/Icon.tsx";
import type { WorkflowFlowNode } from "./workflow-flow.ts";

const kindIcons: Record<WorkflowFlowNode["data"]["kind"], IconName> = {
  start: "play",
  end: "check",
  override_agent: "bot",
  standalone_agent: "share",
  phone_number: "smartphone",
  tool: "settings",
  say: "message",
  update_state: "edit",
};

/**
 * A node on the canvas: its kind, name and what it does, with a dot to join from below (none on
 * an end node) and one to join into above (none on the start node). A node with a problem is
 * outlined in the danger colour and says so in its accessible name.
 */
export const WorkflowNodeView = memo(function WorkflowNodeView({
  data,
  selected,
}: NodeProps<WorkflowFlowNode>) {
  const { kind, text, problem } = data;
  const classes = [
    "workflow-node",
    `workflow-node--${kind}`,
    selected && "workflow-node--selected",
    problem && "workflow-node--problem",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={classes}>
      {kind !== "start" && <Handle type="target" position={Position.Top} />}
      <div className="workflow-node__kind">
        <Icon name={kindIcons[kind]} size={14} />
        <span>{text.kind}</span>
        {problem && (
          <span className="workflow-node__problem">
            <Icon name="alert" size={14} />
          </span>
        )}
      </div>
      {text.title !== text.kind && <div className="workflow-node__title">{text.title}</div>}
      {text.detail && <div className="workflow-node__detail">{text.detail}</div>}
      {kind !== "end" && <Handle type="source" position={Position.Bottom} />}
    </div>
  );
});
