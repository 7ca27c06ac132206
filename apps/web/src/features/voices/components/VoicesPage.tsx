import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { emptyVoiceFilters } from "../api/voices-api.ts";
import { AddVoiceDialog } from "../clone/AddVoiceDialog.tsx";
import { CollectionsTab } from "../collections/CollectionsTab.tsx";
import { useVoices } from "../hooks/use-voices.ts";
import { ExploreTab } from "../library/ExploreTab.tsx";
import { MyVoicesList } from "../mine/MyVoicesList.tsx";
import { VoiceSafetyNotices } from "../safety/VoiceSafetyNotices.tsx";
import { VoiceTabs } from "../tabs/VoiceTabs.tsx";
import { voiceTabOf } from "../tabs/voice-tabs.ts";
import "../voices.css";
import { WorkspaceVoicesTab } from "../workspace/WorkspaceVoicesTab.tsx";
import { DefaultVoiceGroups } from "./DefaultVoiceGroups.tsx";
import { VoiceCard } from "./VoiceCard.tsx";
import { VoiceFilterBar } from "./VoiceFilterBar.tsx";

/**
 * /app/voices: tabs (`?tab=`, tabs/voice-tabs.ts) for the premade voices with search, filters and
 * previews (the default), the shared library (Explore), my voices, the other members' voices and
 * collections. "Add voice" opens the clone/design chooser.
 */
export function VoicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("voices.title"));
  const [params] = useSearchParams();
  const tab = voiceTabOf(params.get("tab"));
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title={t("voices.title")}
        description={t("voices.description")}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            <Icon name="plus" />
            {t("voices.add.button")}
          </Button>
        }
      />
      <VoiceTabs current={tab} />
      {tab === "explore" && <ExploreTab />}
      {tab === "mine" && <MyVoicesList onAdd={() => setAdding(true)} />}
      {tab === "defaults" && <VoiceLibrary />}
      {tab === "workspace" && <WorkspaceVoicesTab />}
      {tab === "collections" && <CollectionsTab />}
      <AddVoiceDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

/** The Default voices tab: the premade voices with search, filters and previews. */
function VoiceLibrary() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(emptyVoiceFilters);
  const deferred = useDeferredValue(filters);
  const voices = useVoices(deferred, "default");
  // A search or a filter answers with the matches only: one grid, not groups.
  const filtering = Object.values(deferred).some(Boolean);
  return (
    <div className="stack">
      <VoiceFilterBar filters={filters} onChange={setFilters} />
      <Card flush>
        <QueryView
          query={voices}
          loading={
            <div className="card__body">
              <SkeletonRows />
            </div>
          }
        >
          {(data) => (
            <>
              <VoiceSafetyNotices voices={data.voices} />
              {data.voices.length === 0 ? (
                <EmptyState icon="mic" title={t("voices.empty")} />
              ) : filtering ? (
                <ul className="voice-grid voice-grid--padded" aria-label={t("voices.listLabel")}>
                  {data.voices.map((voice) => (
                    <VoiceCard key={voice.voice_id} voice={voice} />
                  ))}
                </ul>
              ) : (
                <DefaultVoiceGroups voices={data.voices} />
              )}
            </>
          )}
        </QueryView>
      </Card>
    </div>
  );
}
