import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";

/**
 * Spec 001 §8's choice when someone else saved the agent since it was opened here: overwrite their
 * changes with these (the same change, without the version check) or discard these and reload.
 */
export function ConflictDialog({
  open,
  overwriting,
  onOverwrite,
  onDiscard,
  onClose,
}: {
  open: boolean;
  overwriting: boolean;
  onOverwrite: () => void;
  onDiscard: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const discard = async () => {
    setReloading(true);
    setError(null);
    try {
      await onDiscard();
    } catch (caught) {
      setError(caught);
    } finally {
      setReloading(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!overwriting && !reloading}
      title={t("agents.conflict.title")}
      description={t("agents.conflict.text")}
      footer={
        <>
          <Button onClick={discard} loading={reloading} disabled={overwriting}>
            {t("agents.conflict.discard")}
          </Button>
          <Button
            variant="primary"
            onClick={onOverwrite}
            loading={overwriting}
            disabled={reloading}
            data-autofocus
          >
            {t("agents.conflict.overwrite")}
          </Button>
        </>
      }
    >
      {error ? <Banner tone="danger">{errorMessage(error)}</Banner> : null}
    </Dialog>
  );
}
