import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Card } from "../../../ui/Card.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { agentsPath } from "../agent-path.ts";
import { agentQueryKey, fetchAgent } from "../api/agents-api.ts";
import "../agents.css";
import { AgentEditor } from "./AgentEditor.tsx";

/** /app/agents/:agentId: one agent's settings on its tabs (`?tab=`), saved together from the save bar; its tests. */
export function AgentDetailPage() {
  const { agentId = "" } = useParams();
  const { t } = useTranslation();
  const agent = useQuery({
    queryKey: agentQueryKey(agentId),
    queryFn: () => fetchAgent(agentId),
    retry: false,
  });
  useDocumentTitle(agent.data?.name ?? t("agents.title"));
  if (agent.data) return <AgentEditor key={agentId} loaded={agent.data} />;
  return (
    <>
      <PageHeader
        title={t("agents.title")}
        description={<Link to={agentsPath}>{t("agents.detail.back")}</Link>}
      />
      <QueryView
        query={agent}
        loading={
          <Card>
            <SkeletonRows />
          </Card>
        }
      >
        {() => null}
      </QueryView>
    </>
  );
}
