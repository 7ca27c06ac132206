import { useTranslation } from "react-i18next";

/**
 * Where a dialog's folder browser is: the top, then each folder opened, each a button that goes
 * back there; the last one is text marked as the current location. `onGo` gets the trail to keep.
 */
export function FolderTrail<Place extends { id: string; name: string }>({
  topName,
  trail,
  onGo,
}: {
  topName: string;
  trail: readonly Place[];
  onGo: (trail: Place[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("knowledgeBase.breadcrumbs")}>
      <ol className="kb-crumbs">
        <li>
          {trail.length === 0 ? (
            <span aria-current="location">{topName}</span>
          ) : (
            <button type="button" className="kb-crumb-button" onClick={() => onGo([])}>
              {topName}
            </button>
          )}
        </li>
        {trail.map((place, index) => (
          <li key={place.id}>
            {index === trail.length - 1 ? (
              <span aria-current="location">{place.name}</span>
            ) : (
              <button
                type="button"
                className="kb-crumb-button"
                onClick={() => onGo(trail.slice(0, index + 1))}
              >
                {place.name}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
