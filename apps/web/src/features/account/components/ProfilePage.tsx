import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { PageLoading } from "../../../ui/Spinner.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { useUser } from "../../user/hooks/use-user.ts";
import { DeleteAccountCard } from "./DeleteAccountCard.tsx";
import { PersonalDetailsCard } from "./PersonalDetailsCard.tsx";
import { PublicNameCard } from "./PublicNameCard.tsx";

/** /app/settings/profile. */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("profile.title"));
  const user = useUser();
  return (
    <>
      <PageHeader title={t("profile.title")} description={t("profile.description")} />
      {user.isPending ? (
        <PageLoading />
      ) : user.isError ? (
        <ErrorState error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <div className="stack-lg">
          <PersonalDetailsCard
            // Saved values (here or from the language switcher) reset the form to them.
            key={[
              user.data.user_id,
              user.data.locale,
              user.data.first_name,
              user.data.agrees_to_product_updates,
            ].join("|")}
            user={user.data}
          />
          <PublicNameCard user={user.data} />
          <DeleteAccountCard user={user.data} />
        </div>
      )}
    </>
  );
}
