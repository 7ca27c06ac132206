import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { PageLoading } from "../../../ui/Spinner.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { useUser } from "../../user/hooks/use-user.ts";
import { useWorkspace } from "../../workspace/hooks/use-workspace.ts";
import { BipaBanner, VerifyEmailBanner } from "./AccountBanners.tsx";
import { ChecklistCard } from "./ChecklistCard.tsx";
import { PendingInvitesCard } from "./PendingInvitesCard.tsx";
import { PlanCard } from "./PlanCard.tsx";
import { QuickStart } from "./QuickStart.tsx";

/** /app/home: welcome, account notices, invitations, the getting-started checklist and the plan. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("nav.home"));
  const user = useUser();
  const workspace = useWorkspace();
  if (user.isPending) return <PageLoading />;
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  const name = user.data.first_name;

  return (
    <div className="stack-lg">
      <PageHeader
        title={name ? t("home.greeting", { name }) : t("home.greetingAnonymous")}
        description={workspace.data ? t("home.subtitle", { workspace: workspace.data.name }) : undefined}
      />
      <VerifyEmailBanner user={user.data} />
      <BipaBanner user={user.data} />
      <PendingInvitesCard />
      <div className="home-grid">
        <ChecklistCard user={user.data} />
        <PlanCard user={user.data} />
      </div>
      <QuickStart useCase={user.data.onboarding_use_case} />
    </div>
  );
}
