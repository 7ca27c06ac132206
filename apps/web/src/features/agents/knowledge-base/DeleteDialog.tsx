import { useState } from "react";
import { useTranslation } from "react-i18next";
import { hasCode } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { DialogActions } from "../../../ui/DialogActions.tsx";
import { deleteEntries, deleteEntry } from "./knowledge-base-api.ts";
import type { Movable } from "./MoveDialog.tsx";

const inUse = "knowledge_base_document_in_use";

/** An entry the server did not delete, with its reason. */
interface Failure {
  id: string;
  name: string;
  message: string;
  inUse: boolean;
}

interface DeleteFormProps {
  entries: Movable[];
  onClose: () => void;
  /** Some or all were deleted (the list is read again); `done` when nothing is left to decide. */
  onDeleted: (deleted: Movable[], done: boolean) => void;
}

/**
 * Deletes one entry (DELETE, refused with 409 while agents use it) or several (bulk delete, answered
 * per entry). Entries agents use are listed with the server's reason, and "Delete anyway" sends them
 * again with `force=true`, which also takes them off those agents.
 */
function DeleteForm({ entries, onClose, onDeleted }: DeleteFormProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [error, setError] = useState<string | null>(null);
  const forceable = failures.filter((failure) => failure.inUse);

  const run = async (targets: Movable[], force: boolean) => {
    setPending(true);
    setError(null);
    try {
      if (targets.length === 1) {
        const [only] = targets;
        try {
          await deleteEntry(only!.id, force);
          setFailures([]);
          onDeleted(targets, true);
        } catch (caught) {
          if (!hasCode(caught, inUse)) throw caught;
          setFailures([{ ...only!, message: errorMessage(caught), inUse: true }]);
        }
        return;
      }
      const answer = await deleteEntries(
        targets.map((target) => target.id),
        force,
      );
      const left: Failure[] = [];
      const deleted: Movable[] = [];
      for (const target of targets) {
        const result = answer[target.id];
        if (result?.status === "success") deleted.push(target);
        else if (result)
          left.push({ ...target, message: result.error_message, inUse: result.error_status === inUse });
      }
      setFailures(left);
      if (deleted.length > 0 || left.length === 0) onDeleted(deleted, left.length === 0);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="stack">
      {failures.length === 0 && <p className="muted">{t("knowledgeBase.deleteText")}</p>}
      {error && <Banner tone="danger">{error}</Banner>}
      {failures.length > 0 && (
        <Banner
          tone="danger"
          title={forceable.length > 0 ? t("knowledgeBase.inUse") : t("knowledgeBase.notDeleted")}
        >
          {entries.length === 1 ? (
            failures[0]!.message
          ) : (
            <ul className="kb-failures">
              {failures.map((failure) => (
                <li key={failure.id}>
                  <strong>{failure.name}</strong>: {failure.message}
                </li>
              ))}
            </ul>
          )}
        </Banner>
      )}
      {forceable.length > 0 && <p className="muted">{t("knowledgeBase.deleteAnywayText")}</p>}
      <DialogActions className="kb-dialog-actions" onCancel={onClose} pending={pending}>
        {failures.length === 0 ? (
          <Button variant="danger" loading={pending} data-autofocus onClick={() => void run(entries, false)}>
            {t("knowledgeBase.delete")}
          </Button>
        ) : (
          forceable.length > 0 && (
            <Button
              variant="danger"
              loading={pending}
              data-autofocus
              onClick={() => void run(forceable, true)}
            >
              {t("knowledgeBase.deleteAnyway")}
            </Button>
          )
        )}
      </DialogActions>
    </div>
  );
}

/** Delete one entry or several, with the agents-in-use refusal and "Delete anyway". */
export function DeleteDialog({
  entries,
  onClose,
  onDeleted,
}: {
  entries: Movable[] | null;
  onClose: () => void;
  onDeleted: DeleteFormProps["onDeleted"];
}) {
  const { t } = useTranslation();
  const title =
    entries && entries.length === 1
      ? t("knowledgeBase.deleteTitle", { name: entries[0]!.name })
      : t("knowledgeBase.deleteTitleMany", { count: entries?.length ?? 0 });
  return (
    <Dialog open={entries !== null} onClose={onClose} title={title}>
      {entries && <DeleteForm entries={entries} onClose={onClose} onDeleted={onDeleted} />}
    </Dialog>
  );
}
