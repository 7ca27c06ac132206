import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/api/error-message.ts";
import { Button } from "./Button.tsx";
import { Icon, type IconName } from "./Icon.tsx";

/** A data view that could not load: what went wrong and a way to try again. */
export function ErrorState({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="state state--error" role="alert">
      <div className="state__icon">
        <Icon name="alert" size={20} />
      </div>
      <p className="state__title">{title ?? t("errors.loadFailed")}</p>
      <p className="state__text">{errorMessage(error)}</p>
      {onRetry && (
        <div className="state__actions">
          <Button onClick={onRetry}>
            <Icon name="refresh" />
            {t("common.retry")}
          </Button>
        </div>
      )}
    </div>
  );
}

export function EmptyState({
  icon = "sparkles",
  title,
  children,
  action,
}: {
  icon?: IconName;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="state">
      <div className="state__icon">
        <Icon name={icon} size={20} />
      </div>
      <p className="state__title">{title}</p>
      {children && <p className="state__text">{children}</p>}
      {action && <div className="state__actions">{action}</div>}
    </div>
  );
}
