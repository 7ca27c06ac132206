import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../ui/Card.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { VoiceRow } from "../rows/VoiceRow.tsx";
import { useWorkspaceVoices } from "./use-workspace-voices.ts";

/** The Workspace tab: voices the other members made or added, usable by everyone in the workspace. */
export function WorkspaceVoicesTab() {
  const { t } = useTranslation();
  const voices = useWorkspaceVoices();
  return (
    <Card flush>
      <QueryView
        query={voices}
        loading={
          <div className="card__body">
            <SkeletonRows />
          </div>
        }
      >
        {(data) =>
          data.voices.length === 0 ? (
            <EmptyState
              icon="users"
              title={t("voiceLibrary.workspace.empty")}
              action={
                <Link className="btn btn--secondary" to="/app/workspace/members">
                  {t("voiceLibrary.workspace.members")}
                </Link>
              }
            >
              {t("voiceLibrary.workspace.emptyText")}
            </EmptyState>
          ) : (
            <ul className="voice-list" aria-label={t("voiceLibrary.workspace.listLabel")}>
              {data.voices.map((voice) => (
                <VoiceRow key={voice.voice_id} voice={voice} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </Card>
  );
}
