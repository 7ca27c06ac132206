import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { AuthCard } from "../../auth/components/AuthCard.tsx";

const paragraphs = ["p1", "p2", "p3", "p4"] as const;

/**
 * /terms and /privacy (spec 000 §2 names both): what holds on a self-hosted Chorus server, stated plainly.
 * The operator of the server, not Chorus's makers, is the party a person deals with.
 */
function LegalPage({ kind }: { kind: "terms" | "privacy" }) {
  const { t } = useTranslation();
  const title = t(`legal.${kind}.title`);
  useDocumentTitle(title);
  return (
    <AuthCard wide icon="shield" title={title} footer={<Link to="/sign-in">{t("legal.back")}</Link>}>
      <div className="stack-sm">
        {paragraphs.map((key) => (
          <p key={key}>{t(`legal.${kind}.${key}`)}</p>
        ))}
      </div>
    </AuthCard>
  );
}

export function TermsPage() {
  return <LegalPage kind="terms" />;
}

export function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
