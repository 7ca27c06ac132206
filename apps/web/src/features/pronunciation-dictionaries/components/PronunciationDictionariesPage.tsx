import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { DataTable } from "../../../ui/DataTable.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { useWorkspace } from "../../workspace/hooks/use-workspace.ts";
import { dictionariesQueryKey, fetchDictionaries } from "../api/dictionaries-api.ts";
import { dictionaryPath } from "../dictionary-path.ts";
import { CreateDictionaryDialog } from "./CreateDictionaryDialog.tsx";

/** /app/pronunciation-dictionaries: the workspace's dictionaries, a new one from rules or a file. */
export function PronunciationDictionariesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("pronunciation.title"));
  const navigate = useNavigate();
  const workspace = useWorkspace();
  const canEdit = workspace.data?.role !== "viewer";
  const [showArchived, setShowArchived] = useState(false);
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: [...dictionariesQueryKey, "list", showArchived],
    queryFn: () => fetchDictionaries(showArchived),
  });
  const openCreate = () => setCreating(true);

  return (
    <>
      <PageHeader
        title={t("pronunciation.title")}
        description={t("pronunciation.description")}
        actions={
          canEdit && (
            <Button variant="primary" onClick={openCreate}>
              <Icon name="plus" />
              {t("pronunciation.create.button")}
            </Button>
          )
        }
      />
      <label className="row" style={{ gap: 6, marginBottom: 12 }}>
        <input
          type="checkbox"
          checked={showArchived}
          onChange={(event) => setShowArchived(event.target.checked)}
        />
        {t("pronunciation.showArchived")}
      </label>
      <Card flush>
        <QueryView
          query={list}
          loading={
            <div className="card__body">
              <SkeletonRows />
            </div>
          }
        >
          {(data) =>
            data.pronunciation_dictionaries.length === 0 ? (
              <EmptyState
                icon="book"
                title={t("pronunciation.empty")}
                action={
                  canEdit && (
                    <Button variant="primary" onClick={openCreate}>
                      <Icon name="plus" />
                      {t("pronunciation.create.button")}
                    </Button>
                  )
                }
              >
                {t("pronunciation.emptyText")}
              </EmptyState>
            ) : (
              <DataTable
                columns={[
                  { key: "name", label: t("pronunciation.name") },
                  { key: "rules", label: t("pronunciation.rules") },
                  { key: "created", label: t("pronunciation.created") },
                ]}
              >
                {data.pronunciation_dictionaries.map((dictionary) => (
                  <tr key={dictionary.id}>
                    <td>
                      <Link to={dictionaryPath(dictionary.id)}>{dictionary.name}</Link>{" "}
                      {dictionary.archived_time_unix ? <Badge>{t("pronunciation.archived")}</Badge> : null}
                    </td>
                    <td>{t("pronunciation.ruleCount", { count: dictionary.latest_version_rules_num })}</td>
                    <td>{formatDate(dictionary.creation_time_unix, i18n.language)}</td>
                  </tr>
                ))}
              </DataTable>
            )
          }
        </QueryView>
      </Card>
      <CreateDictionaryDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          void navigate(dictionaryPath(id));
        }}
      />
    </>
  );
}
