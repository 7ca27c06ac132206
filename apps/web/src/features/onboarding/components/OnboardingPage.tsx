import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../../lib/api/api-error.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { PageLoading } from "../../../ui/Spinner.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { AuthCard } from "../../auth/components/AuthCard.tsx";
import { submitOnboarding, userQueryKey } from "../../user/api/user-api.ts";
import { useUser } from "../../user/hooks/use-user.ts";
import { type AboutYouErrors, validateAboutYou } from "../validate-onboarding.ts";
import { AboutYouStep } from "./AboutYouStep.tsx";
import { UseCaseStep } from "./UseCaseStep.tsx";

/** /app/onboarding: name and date of birth, then use case and referral; then home. */
export function OnboardingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("onboarding.title"));
  const user = useUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<1 | 2>(1);
  const [form, setForm] = useState({ firstName: "", dateOfBirth: "", useCase: "", referral: "" });
  const [errors, setErrors] = useState<AboutYouErrors>({});
  const finish = useMutation({
    mutationFn: () =>
      submitOnboarding({
        first_name: form.firstName.trim(),
        date_of_birth: form.dateOfBirth,
        use_case: form.useCase || undefined,
        referral_source: form.referral || undefined,
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(userQueryKey, updated);
      const invite = params.get("invite_code");
      navigate(invite ? `/app/home?${new URLSearchParams({ invite_code: invite })}` : "/app/home", {
        replace: true,
      });
    },
    onError: (error) => {
      // A name or date the server refused goes back to its field on the first step.
      if (isApiError(error) && error.code === "validation") {
        setErrors({
          first_name: error.fieldMessage("first_name"),
          date_of_birth: error.fieldMessage("date_of_birth"),
        });
        if (error.fieldMessage("first_name") || error.fieldMessage("date_of_birth")) setStep(1);
      }
    },
  });

  if (user.isPending) return <PageLoading />;
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  if (user.data.is_onboarding_completed && !finish.isPending && !finish.isSuccess) {
    return <Navigate to="/app/home" replace />;
  }

  const patch = (next: Partial<typeof form>) => setForm((current) => ({ ...current, ...next }));
  const next = () => {
    const found = validateAboutYou(form.firstName, form.dateOfBirth);
    setErrors(found);
    if (!found.first_name && !found.date_of_birth) setStep(2);
  };

  return (
    <AuthCard
      wide
      title={step === 1 ? t("onboarding.title") : t("onboarding.useCaseTitle")}
      subtitle={step === 1 ? t("onboarding.subtitle") : t("onboarding.useCaseSubtitle")}
    >
      <p className="visually-hidden" aria-live="polite">
        {t("onboarding.stepOf", { step, total: 2 })}
      </p>
      <div className="steps" aria-hidden="true">
        <span className="steps__item steps__item--done" />
        <span className={step === 2 ? "steps__item steps__item--done" : "steps__item"} />
      </div>
      {step === 1 ? (
        <AboutYouStep
          firstName={form.firstName}
          dateOfBirth={form.dateOfBirth}
          errors={errors}
          onChange={patch}
          onNext={next}
        />
      ) : (
        <UseCaseStep
          useCase={form.useCase}
          referral={form.referral}
          onChange={patch}
          onBack={() => setStep(1)}
          onFinish={() => finish.mutate()}
          pending={finish.isPending}
          error={isApiError(finish.error) && finish.error.code === "validation" ? null : finish.error}
        />
      )}
    </AuthCard>
  );
}
