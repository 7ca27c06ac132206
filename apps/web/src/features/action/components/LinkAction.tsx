import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Spinner } from "../../../ui/Spinner.tsx";
import { AuthCard } from "../../auth/components/AuthCard.tsx";
import { useRunOnce } from "../hooks/use-run-once.ts";

interface LinkActionProps<T> {
  run: () => Promise<T>;
  success: (result: T) => { title: string; text?: string; action?: ReactNode };
  /** Prefix for the error text (spec 000 §8: "Unable to update email, " plus the body). */
  errorPrefix?: string;
  errorAction?: ReactNode;
}

/** One email-link action: a spinner while it runs, then its result or its error. */
export function LinkAction<T>({ run, success, errorPrefix = "", errorAction }: LinkActionProps<T>) {
  const { t } = useTranslation();
  const action = useRunOnce(run);

  if (action.isSuccess) {
    const shown = success(action.data);
    return (
      <AuthCard icon="checkCircle" tone="success" title={shown.title} subtitle={shown.text}>
        {shown.action}
      </AuthCard>
    );
  }
  if (action.isError) {
    return (
      <AuthCard
        icon="alert"
        tone="danger"
        title={t("action.failedTitle")}
        subtitle={<span role="alert">{errorPrefix + errorMessage(action.error)}</span>}
      >
        {errorAction}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("action.working")}>
      <div className="row" style={{ justifyContent: "center", padding: 16 }}>
        <Spinner large label={t("common.loading")} />
      </div>
    </AuthCard>
  );
}
