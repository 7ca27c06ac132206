import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card.tsx";
import { CopyButton } from "../../../ui/CopyButton.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { agentLinkQueryKey, fetchAgentLink } from "../api/agents-api.ts";

/** `/talk/<agentId>?token=…` on this server: the agent's public talk-to page. */
export function talkUrl(agentId: string, token: string): string {
  return `${window.location.origin}/talk/${encodeURIComponent(agentId)}?token=${encodeURIComponent(token)}`;
}

/** The agent's shareable link (its token is made by the server the first time it is asked for). */
export function ShareableLink({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  const link = useQuery({
    queryKey: agentLinkQueryKey(agentId),
    queryFn: () => fetchAgentLink(agentId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Card title={t("agents.link.title")} description={t("agents.link.description")}>
      <QueryView query={link}>
        {(data) =>
          data.token ? (
            <div className="agent-inline-add">
              <TextField
                label={t("agents.link.label")}
                readOnly
                value={talkUrl(agentId, data.token.conversation_token)}
                onFocus={(event) => event.target.select()}
              />
              <CopyButton text={talkUrl(agentId, data.token.conversation_token)} size="md" />
            </div>
          ) : (
            <p className="muted">{t("agents.link.unavailable")}</p>
          )
        }
      </QueryView>
    </Card>
  );
}
