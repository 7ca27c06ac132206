import type { Voice } from "@chorus/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "../../../ui/Badge.tsx";
import { CollectionMenu } from "../collections/CollectionMenu.tsx";
import { CategoryBadge } from "../mine/MyVoicesList.tsx";
import { LibraryBadge } from "../sharing/LibraryBadge.tsx";
import { PreviewButton } from "./PreviewButton.tsx";

/**
 * A voice of the workspace in a list (Workspace tab, a collection): its preview when it has one, its
 * name opening its page, what it is, the collection menu and any extra actions.
 */
export function VoiceRow({ voice, actions }: { voice: Voice; actions?: ReactNode }) {
  const name = voice.name ?? voice.voice_id;
  const labels = Object.entries(voice.labels ?? {}).filter(([key]) => key !== "description");
  return (
    <li className="voice-card">
      {voice.preview_url && <PreviewButton id={voice.voice_id} name={name} url={voice.preview_url} />}
      <div className="voice-card__body">
        <Link className="voice-card__name" to={`/app/voices/${encodeURIComponent(voice.voice_id)}`}>
          {name}
        </Link>
        <div className="voice-card__tags">
          <CategoryBadge voice={voice} />
          <LibraryBadge voice={voice} />
          {labels.map(([key, value]) => (
            <Badge key={key}>{value}</Badge>
          ))}
        </div>
        {voice.description && <p className="voice-card__description">{voice.description}</p>}
      </div>
      <div className="row">
        <CollectionMenu
          voiceId={voice.voice_id}
          voiceName={name}
          collectionIds={voice.collection_ids ?? []}
        />
        {actions}
      </div>
    </li>
  );
}
