import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import type { AgentTabProps } from "./tab-props.ts";

/**
 * The agent's Workflow tab. The editor (React Flow and its stylesheet, some 200 KB)
 * is loaded when the tab is first opened, not with the agent page; a failed load can be retried.
 */
export function WorkflowTab(props: AgentTabProps & { readOnly: boolean }) {
  const { t } = useTranslation();
  const editor = useQuery({
    queryKey: ["modules", "workflow-editor"],
    queryFn: () => import("../workflow/WorkflowEditor.tsx"),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // A module is not data: no structural sharing with an earlier answer.
    structuralSharing: false,
  });
  if (editor.isPending) return <SkeletonRows rows={4} />;
  if (editor.isError)
    return (
      <ErrorState
        title={t("agentWorkflow.loadFailed")}
        error={editor.error}
        onRetry={() => void editor.refetch()}
      />
    );
  const { WorkflowEditor } = editor.data;
  return <WorkflowEditor {...props} />;
}
