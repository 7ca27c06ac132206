import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Card } from "../../../ui/Card.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { emptyVoiceFilters } from "../api/voices-api.ts";
import { useVoices } from "../hooks/use-voices.ts";
import { VoiceCard } from "./VoiceCard.tsx";
import { VoiceFilterBar } from "./VoiceFilterBar.tsx";

/** /app/voices: the premade voice library with search, filters and previews. */
export function VoicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("voices.title"));
  const [filters, setFilters] = useState(emptyVoiceFilters);
  const deferred = useDeferredValue(filters);
  const voices = useVoices(deferred);
  return (
    <>
      <PageHeader title={t("voices.title")} description={t("voices.description")} />
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
            {(data) =>
              data.voices.length === 0 ? (
                <EmptyState icon="mic" title={t("voices.empty")} />
              ) : (
                <ul className="voice-list" aria-label={t("voices.listLabel")}>
                  {data.voices.map((voice) => (
                    <VoiceCard key={voice.voice_id} voice={voice} />
                  ))}
                </ul>
              )
            }
          </QueryView>
        </Card>
      </div>
    </>
  );
}
