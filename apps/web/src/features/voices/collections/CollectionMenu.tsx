import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Icon } from "../../../ui/Icon.tsx";
import { Menu, MenuItem } from "../../../ui/Menu.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { voicesQueryKey } from "../api/voices-api.ts";
import { CollectionDialog } from "./CollectionDialog.tsx";
import { CollectionIcon } from "./CollectionIcon.tsx";
import { addToCollection, removeFromCollection } from "./collections-api.ts";
import { useCollections } from "./use-collections.ts";
import "../library/library.css";

interface CollectionMenuProps {
  voiceId: string;
  voiceName: string;
  /** The collections the voice is in (`Voice.collection_ids`). */
  collectionIds: readonly string[];
  /** Show the word "Collections" next to the icon (detail pages); lists show the icon alone. */
  withLabel?: boolean;
}

/**
 * "Add to collection": the workspace's collections with a check on those holding the voice; picking
 * one puts the voice in or takes it out, and "New collection" makes one with the voice in it.
 * A voice the workspace cannot use is refused with the server's "cannot be added to a collection".
 */
export function CollectionMenu({ voiceId, voiceName, collectionIds, withLabel }: CollectionMenuProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const collections = useCollections();
  const [creating, setCreating] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: voicesQueryKey });

  const toggle = async (collectionId: string, title: string, inIt: boolean) => {
    try {
      if (inIt) await removeFromCollection(collectionId, voiceId);
      else await addToCollection(collectionId, voiceId);
      await refresh();
      toast.success(
        inIt
          ? t("voiceLibrary.collections.removed", { name: voiceName, title })
          : t("voiceLibrary.collections.added", { name: voiceName, title }),
      );
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const label = t("voiceLibrary.collections.menuLabel", { name: voiceName });
  return (
    <>
      <Menu
        label={label}
        labelTrigger={!withLabel}
        triggerClassName={withLabel ? "btn btn--secondary" : "btn btn--ghost btn--sm btn--icon"}
        trigger={
          <>
            <Icon name="book" />
            {withLabel && t("voiceLibrary.collections.menu")}
          </>
        }
      >
        {(close) => (
          <>
            <div className="menu__label">{t("voiceLibrary.collections.menuTitle")}</div>
            {collections.isPending && <div className="menu__label">{t("common.loading")}</div>}
            {collections.isError && <div className="menu__label">{errorMessage(collections.error)}</div>}
            {collections.data?.collections.length === 0 && (
              <div className="menu__label">{t("voiceLibrary.collections.noneYet")}</div>
            )}
            {collections.data?.collections.map((collection) => {
              const inIt = collectionIds.includes(collection.collection_id);
              return (
                <button
                  key={collection.collection_id}
                  type="button"
                  role="menuitemcheckbox"
                  aria-checked={inIt}
                  className="menu__item"
                  onClick={() => {
                    close();
                    void toggle(collection.collection_id, collection.title, inIt);
                  }}
                >
                  <span className="menu__check" aria-hidden="true">
                    {inIt && <Icon name="check" />}
                  </span>
                  <CollectionIcon icon={collection.icon} size={16} />
                  <span className="menu__text">{collection.title}</span>
                </button>
              );
            })}
            <div className="menu__separator" />
            <MenuItem icon="plus" close={close} onSelect={() => setCreating(true)}>
              {t("voiceLibrary.collections.newWithVoice")}
            </MenuItem>
          </>
        )}
      </Menu>
      <CollectionDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={async (collection) => {
          await toggle(collection.collection_id, collection.title, false);
        }}
      />
    </>
  );
}
