import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";

/** The bar at the bottom of the agent page while it has unsaved changes: save them or throw them away. */
export function SaveBar({
  visible,
  saving,
  onSave,
  onDiscard,
}: {
  visible: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <section className="agent-save-bar" aria-label={t("agents.save.label")}>
      <p className="agent-save-bar__text" role="status">
        {t("agents.save.unsaved")}
      </p>
      <div className="row">
        <Button onClick={onDiscard} disabled={saving}>
          {t("agents.save.discard")}
        </Button>
        <Button variant="primary" onClick={onSave} loading={saving}>
          {t("agents.save.save")}
        </Button>
      </div>
    </section>
  );
}
