import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";

/**
 * Keeps unsaved changes from being lost by accident: leaving for another page of the app asks
 * first (a tab change on the same page does not), and closing or reloading the browser tab gets
 * the browser's own warning.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);
  const blocked = blocker.state === "blocked";
  return (
    <Dialog
      open={blocked}
      onClose={() => blocker.reset?.()}
      title={t("agents.leave.title")}
      description={t("agents.leave.text")}
      footer={
        <>
          <Button onClick={() => blocker.reset?.()} data-autofocus>
            {t("agents.leave.stay")}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t("agents.leave.leave")}
          </Button>
        </>
      }
    />
  );
}
