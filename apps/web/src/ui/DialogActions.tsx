import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button.tsx";

/**
 * A dialog's closing row: Cancel, which cannot be pressed while the dialog's action runs, then the
 * action's own button(s).
 */
export function DialogActions({
  onCancel,
  pending = false,
  className,
  children,
}: {
  onCancel: () => void;
  pending?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={className ? `row ${className}` : "row"}>
      <Button onClick={onCancel} disabled={pending}>
        {t("common.cancel")}
      </Button>
      {children}
    </div>
  );
}
