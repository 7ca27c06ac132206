import type { ConversationResponse } from "@chorus/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Card } from "../../../ui/Card.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { agentPath } from "../../agents/agent-path.ts";
import { useWorkspace } from "../../workspace/hooks/use-workspace.ts";
import {
  conversationAudioQueryKey,
  conversationQueryKey,
  fetchConversation,
} from "../api/conversations-api.ts";
import "../conversations.css";
import { isOngoing } from "../conversation-format.ts";
import { conversationsPath } from "../conversation-path.ts";
import { ConversationTagsCard } from "../tags/ConversationTagsCard.tsx";
import { CreateTicketButton } from "../tickets/CreateTicketButton.tsx";
import { ConversationDetails } from "./ConversationDetails.tsx";
import { ConversationFeedbackCard } from "./ConversationFeedbackCard.tsx";
import { ConversationTranscript } from "./ConversationTranscript.tsx";
import { DeleteConversationButton } from "./DeleteConversationButton.tsx";
import { RecordingPlayer } from "./RecordingPlayer.tsx";
import { useRecording } from "./use-recording.ts";

/** While the call runs or settles (cost, recording), the page looks again this often. */
const ongoingRefreshMs = 2_000;

/** /app/conversations/:conversationId: one conversation's recording, transcript, details and feedback. */
export function ConversationPage() {
  const { conversationId = "" } = useParams();
  const { t } = useTranslation();
  const conversation = useQuery({
    queryKey: conversationQueryKey(conversationId),
    queryFn: () => fetchConversation(conversationId),
    retry: false,
    refetchInterval: (query) =>
      query.state.data && isOngoing(query.state.data.status) ? ongoingRefreshMs : false,
  });
  // A deleted conversation's cached copy (and recording) goes when the page does, not while it is
  // still shown: removed under a mounted query, it would be asked for again and answer 404.
  const queryClient = useQueryClient();
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (!deleted.current) return;
      queryClient.removeQueries({ queryKey: conversationQueryKey(conversationId) });
      queryClient.removeQueries({ queryKey: conversationAudioQueryKey(conversationId) });
    },
    [queryClient, conversationId],
  );
  // Raising tickets takes an editor, as changing agents does.
  const workspace = useWorkspace();
  const canEdit = workspace.data !== undefined && workspace.data.role !== "viewer";
  const agentName = conversation.data?.agent_name || conversation.data?.agent_id;
  const title = agentName ? t("conversations.detail.title", { agent: agentName }) : t("conversations.title");
  useDocumentTitle(title);
  return (
    <>
      <PageHeader
        title={title}
        description={<Link to={conversationsPath}>{t("conversations.detail.back")}</Link>}
        actions={
          conversation.data && (
            <>
              {canEdit && <CreateTicketButton conversation={conversation.data} />}
              <DeleteConversationButton
                conversationId={conversationId}
                onDeleted={() => (deleted.current = true)}
              />
            </>
          )
        }
      />
      <QueryView
        query={conversation}
        loading={
          <Card>
            <SkeletonRows />
          </Card>
        }
      >
        {(loaded) => <ConversationView conversation={loaded} />}
      </QueryView>
    </>
  );
}

function ConversationView({ conversation }: { conversation: ConversationResponse }) {
  const { t } = useTranslation();
  const ongoing = isOngoing(conversation.status);
  // The recording is written when the call ends: asked for once the conversation is over.
  const hasAudio = conversation.has_audio && !ongoing;
  const recording = useRecording(conversation.conversation_id, hasAudio);
  const { player } = recording;
  const seek =
    hasAudio && !recording.failed
      ? (seconds: number) => {
          player.seek(seconds);
          player.play();
        }
      : undefined;
  return (
    <div className="conv-layout">
      <div className="stack">
        {ongoing && <Banner tone="info">{t("conversations.detail.ongoing")}</Banner>}
        {!ongoing && <RecordingPlayer recording={recording} hasAudio={hasAudio} />}
        <ConversationTranscript
          transcript={conversation.transcript}
          onSeek={seek}
          time={player.playing || player.time > 0 ? player.time : null}
        />
      </div>
      <div className="stack">
        <ConversationDetails conversation={conversation} />
        <p>
          <Link to={agentPath(conversation.agent_id)}>{t("conversations.detail.openAgent")}</Link>
        </p>
        <ConversationTagsCard key={`tags-${conversation.conversation_id}`} conversation={conversation} />
        <ConversationFeedbackCard key={conversation.conversation_id} conversation={conversation} />
      </div>
    </div>
  );
}
