import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
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
import { useVoices } from "../hooks/use-voices.ts";
import { MyVoicesList } from "../mine/MyVoicesList.tsx";
import { VoiceSafetyNotices } from "../safety/VoiceSafetyNotices.tsx";
import "../voices.css";
import { VoiceCard } from "./VoiceCard.tsx";
import { VoiceFilterBar } from "./VoiceFilterBar.tsx";

/**
 * /app/voices: the premade voice library with search, filters and previews, and (`?tab=mine`) the
 * workspace's own cloned and designed voices. "Add voice" opens the clone/design chooser.
 */
export function VoicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("voices.title"));
  const [params] = useSearchParams();
  const mine = params.get("tab") === "mine";
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
      <nav className="tabs" aria-label={t("voices.tabsLabel")}>
        <Link to="/app/voices" aria-current={mine ? undefined : "page"}>
          {t("voices.tabs.library")}
        </Link>
        <Link to="/app/voices?tab=mine" aria-current={mine ? "page" : undefined}>
          {t("voices.tabs.mine")}
        </Link>
      </nav>
      {mine ? <MyVoicesList onAdd={() => setAdding(true)} /> : <VoiceLibrary />}
      <AddVoiceDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

function VoiceLibrary() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(emptyVoiceFilters);
  const deferred = useDeferredValue(filters);
  const voices = useVoices(deferred);
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
              ) : (
                <ul className="voice-list" aria-label={t("voices.listLabel")}>
                  {data.voices.map((voice) => (
                    <VoiceCard key={voice.voice_id} voice={voice} />
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryView>
      </Card>
    </div>
  );
}
