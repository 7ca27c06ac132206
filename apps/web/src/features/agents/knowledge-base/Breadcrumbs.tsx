import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { knowledgeBasePath } from "./knowledge-base-path.ts";

export interface Crumb {
  id: string;
  name?: string | null;
}

/**
 * Where an entry is: the knowledge base, then each folder of its `folder_path`, each a link; the
 * last one (`current`, the folder shown) is text marked as the current location.
 */
export function Breadcrumbs({ path, current }: { path: readonly Crumb[]; current?: Crumb }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("knowledgeBase.breadcrumbs")}>
      <ol className="kb-crumbs">
        <li>
          {current ? (
            <Link to={knowledgeBasePath()}>{t("knowledgeBase.title")}</Link>
          ) : (
            <span aria-current="location">{t("knowledgeBase.title")}</span>
          )}
        </li>
        {path.map((folder) => (
          <li key={folder.id}>
            <Link to={knowledgeBasePath(folder.id)}>{folder.name ?? folder.id}</Link>
          </li>
        ))}
        {current && (
          <li>
            <span aria-current="location">{current.name ?? current.id}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
