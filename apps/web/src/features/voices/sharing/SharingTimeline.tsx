import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";
import { Icon, type IconName } from "../../../ui/Icon.tsx";
import type { SharingEvent } from "./sharing-api.ts";

const icons: Record<SharingEvent["kind"], IconName> = {
  shared: "share",
  approved: "checkCircle",
  declined: "alert",
  added: "plus",
  removed: "close",
  disabled: "lock",
};

/** What happened to the voice in the library, newest first, with the moderator's reason on a decline. */
export function SharingTimeline({ events }: { events: readonly SharingEvent[] }) {
  const { t, i18n } = useTranslation();
  if (events.length === 0) return <p className="muted">{t("voiceLibrary.activity.noEvents")}</p>;
  return (
    <ol className="timeline" aria-label={t("voiceLibrary.activity.history")}>
      {keyed(events).map(({ key, event }) => (
        <li key={key} className={`timeline__item timeline__item--${event.kind}`}>
          <span className="timeline__icon" aria-hidden="true">
            <Icon name={icons[event.kind]} size={14} />
          </span>
          <div className="timeline__body">
            <span className="timeline__title">{t(`voiceLibrary.event.${event.kind}`)}</span>
            <time className="timeline__date" dateTime={new Date(event.date_unix * 1000).toISOString()}>
              {formatDate(event.date_unix, i18n.language)}
            </time>
            {event.message && <p className="timeline__message">{event.message}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Events have no id: kind and time name one, counted when two of a kind share a second. */
function keyed(events: readonly SharingEvent[]) {
  const seen = new Map<string, number>();
  return events.map((event) => {
    const base = `${event.kind}-${event.date_unix}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { key: `${base}-${count}`, event };
  });
}
