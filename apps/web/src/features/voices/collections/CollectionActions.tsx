import type { VoiceCollection } from "@chorus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Menu, MenuItem } from "../../../ui/Menu.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { voicesQueryKey } from "../api/voices-api.ts";
import { voiceTabPath } from "../tabs/voice-tabs.ts";
import { CollectionDialog } from "./CollectionDialog.tsx";
import { collectionsQueryKey, deleteCollection } from "./collections-api.ts";

/** A collection's menu: rename (title and icon) and delete (its voices stay where they are). */
export function CollectionActions({
  collection,
  labelled,
}: {
  collection: VoiceCollection;
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Menu
        label={t("voiceLibrary.collections.actions", { title: collection.title })}
        labelTrigger={!labelled}
        triggerClassName={labelled ? "btn btn--secondary" : "btn btn--ghost btn--sm btn--icon"}
        trigger={
          <>
            <Icon name="settings" />
            {labelled && t("voiceLibrary.collections.manage")}
          </>
        }
      >
        {(close) => (
          <>
            <MenuItem icon="edit" close={close} onSelect={() => setRenaming(true)}>
              {t("voiceLibrary.collections.rename")}
            </MenuItem>
            <MenuItem icon="trash" danger close={close} onSelect={() => setDeleting(true)}>
              {t("voiceLibrary.collections.delete")}
            </MenuItem>
          </>
        )}
      </Menu>
      <CollectionDialog open={renaming} onClose={() => setRenaming(false)} collection={collection} />
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t("voiceLibrary.collections.deleteTitle", { title: collection.title })}
        confirmLabel={t("voiceLibrary.collections.delete")}
        danger
        onConfirm={async () => {
          await deleteCollection(collection.collection_id);
          queryClient.removeQueries({ queryKey: [...collectionsQueryKey, collection.collection_id] });
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: collectionsQueryKey }),
            queryClient.invalidateQueries({ queryKey: voicesQueryKey }),
          ]);
          toast.success(t("voiceLibrary.collections.deleted", { title: collection.title }));
          navigate(voiceTabPath("collections"));
        }}
      >
        {t("voiceLibrary.collections.deleteText")}
      </ConfirmDialog>
    </>
  );
}
