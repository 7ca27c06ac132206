import { type AgentResponse, workflowProblems } from "@chorus/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { agentConversationsPath } from "../../conversations/conversation-path.ts";
import { type AgentTab, agentsPath, agentTabOf } from "../agent-path.ts";
import { dataCollectionProblems } from "../editor/data-collection-checks.ts";
import { useAgentEditor } from "../hooks/use-agent-editor.ts";
import { AdvancedTab } from "../tabs/AdvancedTab.tsx";
import { AgentTab as AgentSettingsTab } from "../tabs/AgentTab.tsx";
import { AnalysisTab } from "../tabs/AnalysisTab.tsx";
import { KnowledgeBaseTab } from "../tabs/KnowledgeBaseTab.tsx";
import { SecurityTab } from "../tabs/SecurityTab.tsx";
import { TestsTab } from "../tabs/TestsTab.tsx";
import { ToolsTab } from "../tabs/ToolsTab.tsx";
import type { AgentTabProps } from "../tabs/tab-props.ts";
import { VoiceTab } from "../tabs/VoiceTab.tsx";
import { WidgetTab } from "../tabs/WidgetTab.tsx";
import { WorkflowTab } from "../tabs/WorkflowTab.tsx";
import { TestAgentPanel } from "../test-panel/TestAgentPanel.tsx";
import { AgentDetailLayout } from "./AgentDetailLayout.tsx";
import { AgentTabs, agentPanelId, agentTabId } from "./AgentTabs.tsx";
import { ConflictDialog } from "./ConflictDialog.tsx";
import { SaveBar } from "./SaveBar.tsx";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard.tsx";

/** The loaded agent's editor: header, tabs, the tab's settings, the save bar and the save's dialogs. */
export function AgentEditor({ loaded }: { loaded: AgentResponse }) {
  const { t } = useTranslation();
  const editor = useAgentEditor(loaded);
  const [params, setParams] = useSearchParams();
  const tab = agentTabOf(params.get("tab"));
  const readOnly = editor.base.access_info.role === "viewer";
  const [showClientProblems, setShowClientProblems] = useState(false);
  const [conflictOpen, setConflictOpen] = useState(false);
  useEffect(() => setConflictOpen(editor.conflict), [editor.conflict]);

  const select = (next: AgentTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "agent") updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );

  const save = () => {
    setShowClientProblems(true);
    if (dataCollectionProblems(editor.draft.dataCollection).size > 0) {
      select("analysis");
      return;
    }
    // The server refuses a workflow with problems: the Workflow tab lists them and shows where.
    if (workflowProblems(editor.draft.workflow, { agentId: editor.base.agent_id }).length > 0) {
      select("workflow");
      return;
    }
    editor.save();
  };
  const discard = () => {
    setShowClientProblems(false);
    editor.discard();
  };

  const problemTab = editor.problems.firstTab;
  const props: AgentTabProps = {
    agentId: editor.base.agent_id,
    draft: editor.draft,
    change: editor.change,
    problems: editor.problems,
  };
  const saveFailed = editor.saveError && !editor.conflict;
  return (
    <>
      <PageHeader
        title={editor.base.name}
        description={<Link to={agentsPath}>{t("agents.detail.back")}</Link>}
        actions={
          <Link className="btn btn--secondary" to={agentConversationsPath(editor.base.agent_id)}>
            <Icon name="message" />
            {t("conversations.nav")}
          </Link>
        }
      />
      <AgentDetailLayout testPanel={<TestAgentPanel agentId={editor.base.agent_id} unsaved={editor.dirty} />}>
        <AgentTabs current={tab} onSelect={select} flagged={problemTab} />
        <div className="agent-panel" role="tabpanel" id={agentPanelId} aria-labelledby={agentTabId(tab)}>
          <div className="stack">
            {readOnly && <Banner tone="info">{t("agents.detail.readOnly")}</Banner>}
            {saveFailed && (
              <Banner
                tone="danger"
                title={t("agents.save.failed")}
                actions={
                  problemTab && problemTab !== tab ? (
                    <Button size="sm" onClick={() => select(problemTab)}>
                      {t("agents.save.showProblem", { tab: t(`agents.tabs.${problemTab}`) })}
                    </Button>
                  ) : undefined
                }
              >
                {errorMessage(editor.saveError)}
              </Banner>
            )}
            {tab === "tests" ? (
              // Tests are saved on their own (not by the save bar), and a viewer still reads the results.
              <TestsTab agentId={editor.base.agent_id} readOnly={readOnly} unsaved={editor.dirty} />
            ) : (
              <fieldset className="agent-fieldset" disabled={readOnly}>
                <legend className="visually-hidden">{t(`agents.tabs.${tab}`)}</legend>
                {tab === "agent" && <AgentSettingsTab {...props} />}
                {tab === "voice" && <VoiceTab {...props} />}
                {tab === "analysis" && <AnalysisTab {...props} showClientProblems={showClientProblems} />}
                {tab === "tools" && <ToolsTab {...props} />}
                {tab === "knowledge-base" && <KnowledgeBaseTab {...props} />}
                {tab === "workflow" && <WorkflowTab {...props} readOnly={readOnly} />}
                {tab === "security" && <SecurityTab {...props} />}
                {tab === "advanced" && <AdvancedTab {...props} />}
                {tab === "widget" && <WidgetTab {...props} />}
              </fieldset>
            )}
          </div>
        </div>
      </AgentDetailLayout>
      <SaveBar visible={editor.dirty && !readOnly} saving={editor.saving} onSave={save} onDiscard={discard} />
      <ConflictDialog
        open={conflictOpen}
        overwriting={editor.saving}
        onOverwrite={editor.overwrite}
        onDiscard={async () => {
          await editor.reload();
          setShowClientProblems(false);
        }}
        onClose={() => setConflictOpen(false)}
      />
      <UnsavedChangesGuard when={editor.dirty && !readOnly} />
    </>
  );
}
