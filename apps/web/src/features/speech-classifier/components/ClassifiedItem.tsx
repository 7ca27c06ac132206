import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { formatDate } from "../../../lib/format.ts";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { fetchHistoryAudio } from "../../history/api/history-api.ts";
import { failLoading, loadBlob, startLoading } from "../../player/player-store.ts";
import { fetchClassifiedItem } from "../api/speech-classifier-api.ts";

/** The history item the watermark named: what was said, by which voice, when; play it or open the history. */
export function ClassifiedItem({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const item = useQuery({ queryKey: ["history", "item", id], queryFn: () => fetchClassifiedItem(id) });
  const title = (item.data?.text ?? "").slice(0, 80);
  const play = async () => {
    const track = { title, subtitle: item.data?.voice_name ?? undefined, historyItemId: id };
    const token = startLoading(track);
    try {
      await loadBlob(token, await fetchHistoryAudio(id), track);
    } catch (error) {
      failLoading(token, errorMessage(error));
    }
  };
  return (
    <section className="classified-item" aria-label={t("speechClassifier.item.label")}>
      <h3 className="classified-item__heading">{t("speechClassifier.item.heading")}</h3>
      {item.isPending ? (
        <Spinner label={t("speechClassifier.item.loading")} />
      ) : item.isError ? (
        <p className="field__hint">{t("speechClassifier.item.unavailable", { id })}</p>
      ) : (
        <>
          <blockquote className="classified-item__text">{item.data.text}</blockquote>
          <p className="field__hint">
            {t("speechClassifier.item.meta", {
              voice: item.data.voice_name ?? item.data.voice_id ?? "",
              date: formatDate(item.data.date_unix, i18n.language),
            })}
          </p>
          <div className="row">
            <Button variant="secondary" size="sm" onClick={() => void play()}>
              <Icon name="play" />
              {t("speechClassifier.item.play")}
            </Button>
            <Link className="btn btn--ghost btn--sm" to="/app/history">
              <Icon name="history" />
              {t("speechClassifier.item.openHistory")}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
