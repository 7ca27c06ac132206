import type { Voice, VoiceSharing } from "@chorus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { formatDate } from "../../../lib/format.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { useUser } from "../../user/hooks/use-user.ts";
import { voicesQueryKey } from "../api/voices-api.ts";
import { LibraryStatus } from "./LibraryStatus.tsx";
import { noticePeriodText } from "./notice-period.ts";
import { SharingSettingsForm } from "./SharingSettingsForm.tsx";
import { saveSharing } from "./sharing-api.ts";
import {
  draftFromSharing,
  type SharingDraft,
  type SharingErrors,
  type SharingField,
  sharingBody,
  sharingDraftErrors,
} from "./sharing-draft.ts";
import { useVoiceSharing } from "./use-voice-sharing.ts";

/** States in which the voice is in the library or on its way there: settings apply as they are saved. */
const inLibrary = ["pending_review", "live", "requires_verification"];
const dayMs = 86_400_000;

/** "Share in the library" on a voice of the workspace: where it stands, its settings, share or stop. */
export function SharingPanel({ voice }: { voice: Voice }) {
  const { t } = useTranslation();
  const sharing = useVoiceSharing(voice.voice_id);
  return (
    <Card title={t("voiceLibrary.sharing.title")} description={t("voiceLibrary.sharing.intro")}>
      <QueryView query={sharing} loading={<SkeletonRows rows={2} />}>
        {(data) => <SharingEditor key={data.library_state ?? ""} voice={voice} sharing={data} />}
      </QueryView>
    </Card>
  );
}

function SharingEditor({ voice, sharing }: { voice: Voice; sharing: VoiceSharing }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const role = useUser().data?.workspace_role;
  const [draft, setDraft] = useState<SharingDraft>(() => draftFromSharing(sharing));
  /** Set once an action was tried: whether the rules were checked for a voice in the library (description required). */
  const [checkedFor, setCheckedFor] = useState<boolean | null>(null);
  const [serverErrors, setServerErrors] = useState<SharingErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<"share" | "stop" | null>(null);
  const state = sharing.library_state ?? "not_shared";
  const shared = inLibrary.includes(state);
  // Owners and admins share any voice of the workspace, editors the ones they made (the server decides).
  const mayChange = role === "owner" || role === "admin" || (role === "editor" && voice.is_owner === true);
  const errors =
    checkedFor === null
      ? serverErrors
      : { ...sharingDraftErrors(draft, { shared: checkedFor }), ...serverErrors };

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [...voicesQueryKey, "one", voice.voice_id] });
  /** Sends the settings (and `enabled`); field errors go under their fields, anything else above the buttons. */
  const send = async (enabled?: boolean) => {
    setSaving(true);
    setFailure(null);
    setServerErrors({});
    try {
      await saveSharing(voice.voice_id, {
        ...sharingBody(draft, sharing),
        ...(enabled === undefined ? {} : { enabled }),
      });
      await refresh();
      return true;
    } catch (error) {
      const fields: SharingErrors = {};
      if (isApiError(error))
        for (const field of ["description", "notice_period", "fiat_rate", "labels"] as SharingField[]) {
          const message = error.fieldMessage(field);
          if (message) fields[field] = message;
        }
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error));
      throw error;
    } finally {
      setSaving(false);
    }
  };
  const valid = (forShared: boolean) => {
    setCheckedFor(forShared);
    return Object.keys(sharingDraftErrors(draft, { shared: forShared })).length === 0;
  };
  const edit = (next: SharingDraft) => {
    setDraft(next);
    setServerErrors({});
  };

  const notice = noticePeriodText(t, sharing.notice_period ?? draft.noticePeriod);
  const noticeEnd = formatDate(
    Math.floor((Date.now() + (sharing.notice_period ?? 0) * dayMs) / 1000),
    i18n.language,
  );
  return (
    <div className="stack">
      <LibraryStatus sharing={sharing} />
      {!mayChange && <p className="muted">{t("voiceLibrary.sharing.notAllowed")}</p>}
      <SharingSettingsForm draft={draft} onChange={edit} errors={errors} disabled={!mayChange || saving} />
      {failure && <Banner tone="danger">{failure}</Banner>}
      {mayChange && (
        <div className="sharing-actions">
          {shared ? (
            <>
              <Button
                variant="primary"
                loading={saving && confirm === null}
                onClick={() => {
                  if (!valid(true)) return;
                  send()
                    .then(() => toast.success(t("voiceLibrary.sharing.saved")))
                    .catch(() => undefined);
                }}
              >
                {t("common.saveChanges")}
              </Button>
              <Button variant="danger-ghost" disabled={saving} onClick={() => setConfirm("stop")}>
                {t("voiceLibrary.sharing.stop")}
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="primary"
                disabled={saving}
                onClick={() => {
                  if (valid(true)) setConfirm("share");
                }}
              >
                <Icon name="globe" />
                {state === "not_shared"
                  ? t("voiceLibrary.sharing.share")
                  : t("voiceLibrary.sharing.shareAgain")}
              </Button>
              <Button
                loading={saving && confirm === null}
                onClick={() => {
                  if (!valid(false)) return;
                  send()
                    .then(() => toast.success(t("voiceLibrary.sharing.saved")))
                    .catch(() => undefined);
                }}
              >
                {t("voiceLibrary.sharing.saveOnly")}
              </Button>
            </>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirm === "share"}
        onClose={() => setConfirm(null)}
        title={t("voiceLibrary.sharing.shareTitle", { name: voice.name ?? voice.voice_id })}
        confirmLabel={t("voiceLibrary.sharing.shareConfirm")}
        onConfirm={async () => {
          await send(true);
          toast.success(t("voiceLibrary.sharing.submitted"));
        }}
      >
        <p>{t("voiceLibrary.sharing.shareText")}</p>
        <p>{t("voiceLibrary.sharing.shareNotice", { notice: noticePeriodText(t, draft.noticePeriod) })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === "stop"}
        onClose={() => setConfirm(null)}
        title={t("voiceLibrary.sharing.stopTitle", { name: voice.name ?? voice.voice_id })}
        confirmLabel={t("voiceLibrary.sharing.stop")}
        danger
        onConfirm={async () => {
          await send(false);
          toast.success(t("voiceLibrary.sharing.stopped"));
        }}
      >
        {state === "live" && (sharing.notice_period ?? 0) > 0 ? (
          <p>
            {t("voiceLibrary.sharing.stopLive", {
              notice,
              date: noticeEnd,
              count: sharing.cloned_by_count ?? 0,
            })}
          </p>
        ) : state === "live" ? (
          <p>{t("voiceLibrary.sharing.stopNoNotice")}</p>
        ) : (
          <p>{t("voiceLibrary.sharing.stopPending")}</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
