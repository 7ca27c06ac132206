import { messages } from "@chorus/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { formatDate } from "../../../lib/format.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import {
  dictionariesQueryKey,
  dictionaryQueryKey,
  downloadVersion,
  fetchDictionary,
  renameOrArchive,
  saveRules,
} from "../api/dictionaries-api.ts";
import { type RuleRow, rowFromRule, rowProblems, ruleFromRow } from "../rule-rows.ts";
import { RulesEditor } from "./RulesEditor.tsx";

/** /app/pronunciation-dictionaries/:dictionaryId: rename, edit rules (each save is a version), versions, PLS. */
export function DictionaryEditorPage() {
  const { dictionaryId = "" } = useParams();
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const dictionary = useQuery({
    queryKey: dictionaryQueryKey(dictionaryId),
    queryFn: () => fetchDictionary(dictionaryId),
    retry: false,
  });
  useDocumentTitle(dictionary.data?.name ?? t("pronunciation.title"));
  const [rows, setRows] = useState<RuleRow[]>([]);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const loadedVersion = dictionary.data?.latest_version_id;
  // Reload the editor when a new version arrives (after a save, or from elsewhere).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the version on purpose
  useEffect(() => {
    if (!dictionary.data) return;
    setRows(dictionary.data.rules.map(rowFromRule));
    setName(dictionary.data.name);
    setShowProblems(false);
  }, [loadedVersion]);
  const readOnly = dictionary.data?.permission_on_resource === "viewer";
  const problems = showProblems ? rowProblems(rows) : new Map();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dictionariesQueryKey });

  const save = useMutation({
    mutationFn: () => saveRules(dictionaryId, rows.map(ruleFromRow)),
    onSuccess: (result) => {
      toast.success(t("pronunciation.saved", { count: result.version_rules_num }));
      void refresh();
    },
  });
  const rename = useMutation({
    mutationFn: () => renameOrArchive(dictionaryId, { name: name.trim() }),
    onSuccess: () => {
      toast.success(t("pronunciation.renamed"));
      void refresh();
    },
    onError: (error) => setNameError(isApiError(error) ? (error.fieldMessage("name") ?? null) : null),
  });
  const archive = useMutation({
    mutationFn: (archived: boolean) => renameOrArchive(dictionaryId, { archived }),
    onSuccess: (_, archived) => {
      toast.success(archived ? t("pronunciation.archivedToast") : t("pronunciation.restoredToast"));
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const download = useMutation({
    mutationFn: (versionId: string) =>
      downloadVersion(dictionaryId, versionId, dictionary.data?.name ?? "dictionary"),
    onError: (error) => toast.error(errorMessage(error)),
  });

  const submitRules = () => {
    setShowProblems(true);
    if (rowProblems(rows).size === 0) save.mutate();
  };

  return (
    <>
      <PageHeader
        title={dictionary.data?.name ?? t("pronunciation.title")}
        description={<Link to="/app/pronunciation-dictionaries">{t("pronunciation.back")}</Link>}
        actions={
          dictionary.data &&
          !readOnly && (
            <Button
              onClick={() => archive.mutate(!dictionary.data.archived_time_unix)}
              loading={archive.isPending}
            >
              {dictionary.data.archived_time_unix ? t("pronunciation.restore") : t("pronunciation.archive")}
            </Button>
          )
        }
      />
      <QueryView
        query={dictionary}
        loading={
          <Card>
            <SkeletonRows />
          </Card>
        }
      >
        {(data) => (
          <div className="stack">
            {readOnly && <Banner tone="info">{messages.pronunciationEditorRoleRequired}</Banner>}
            {data.archived_time_unix ? <Banner tone="info">{t("pronunciation.archivedNote")}</Banner> : null}
            <Card>
              <form
                className="row"
                style={{ alignItems: "flex-end", flexWrap: "wrap" }}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  const missing = !name.trim() ? messages.pronunciationDictionaryNameRequired : null;
                  setNameError(missing);
                  if (!missing) rename.mutate();
                }}
              >
                <div style={{ flex: 1, minWidth: 220 }}>
                  <TextField
                    label={t("pronunciation.name")}
                    value={name}
                    error={nameError}
                    readOnly={readOnly}
                    onChange={(event) => setName(event.target.value)}
                  />
                </div>
                {!readOnly && (
                  <Button type="submit" loading={rename.isPending} disabled={name.trim() === data.name}>
                    {t("pronunciation.rename")}
                  </Button>
                )}
              </form>
            </Card>
            <Card>
              <div className="stack">
                <h2 className="card__title">{t("pronunciation.rules")}</h2>
                <p className="muted">{t("pronunciation.rulesHint")}</p>
                {save.isError && <Banner tone="danger">{errorMessage(save.error)}</Banner>}
                <form
                  className="stack"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    submitRules();
                  }}
                >
                  <RulesEditor rows={rows} onChange={setRows} problems={problems} readOnly={readOnly} />
                  {!readOnly && (
                    <div className="row" style={{ justifyContent: "flex-end" }}>
                      <Button type="submit" variant="primary" loading={save.isPending}>
                        {t("pronunciation.save")}
                      </Button>
                    </div>
                  )}
                </form>
              </div>
            </Card>
            <Card>
              <div className="stack-sm">
                <h2 className="card__title">{t("pronunciation.versions")}</h2>
                <ul className="stack-sm" aria-label={t("pronunciation.versions")}>
                  {(data.versions ?? []).map((version, index) => (
                    <li key={version.version_id} className="row" style={{ justifyContent: "space-between" }}>
                      <span>
                        {t("pronunciation.version", { number: (data.versions?.length ?? 0) - index })} ·{" "}
                        {t("pronunciation.ruleCount", { count: version.version_rules_num })} ·{" "}
                        {formatDate(version.creation_time_unix, i18n.language)}{" "}
                        {version.version_id === data.latest_version_id && (
                          <Badge tone="success">{t("pronunciation.latest")}</Badge>
                        )}
                      </span>
                      <Button
                        variant="ghost"
                        loading={download.isPending && download.variables === version.version_id}
                        onClick={() => download.mutate(version.version_id)}
                      >
                        <Icon name="download" />
                        {t("pronunciation.downloadPls")}
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            </Card>
          </div>
        )}
      </QueryView>
    </>
  );
}
