import { messages, type VoiceCollection } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { CollectionIcon } from "./CollectionIcon.tsx";
import { collectionIcons, defaultCollectionIcon } from "./collection-icons.ts";
import { collectionsQueryKey, createCollection, updateCollection } from "./collections-api.ts";

interface CollectionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The collection to rename; none to create one. */
  collection?: VoiceCollection;
  onSaved?: (collection: VoiceCollection) => void | Promise<void>;
}

/** Create a collection, or rename one: a title and an icon. */
export function CollectionDialog({ open, onClose, collection, onSaved }: CollectionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={
        collection ? t("voiceLibrary.collections.renameTitle") : t("voiceLibrary.collections.createTitle")
      }
    >
      <CollectionForm collection={collection} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

function CollectionForm({ collection, onClose, onSaved }: Omit<CollectionDialogProps, "open">) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(collection?.title ?? "");
  const [icon, setIcon] = useState<string>(collection?.icon ?? defaultCollectionIcon);
  const [missing, setMissing] = useState(false);
  const save = useMutation({
    mutationFn: () => {
      const input = { title: title.trim(), icon };
      return collection ? updateCollection(collection.collection_id, input) : createCollection(input);
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: collectionsQueryKey });
      await onSaved?.(saved);
      onClose();
    },
  });
  const error = save.error;
  const titleError = missing
    ? messages.collectionTitleRequired
    : isApiError(error)
      ? (error.fieldMessage("title") ?? null)
      : null;
  const general = error && !titleError ? errorMessage(error) : null;
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const empty = title.trim().length === 0;
        setMissing(empty);
        if (!empty) save.mutate();
      }}
    >
      <TextField
        label={t("voiceLibrary.collections.titleLabel")}
        placeholder={t("voiceLibrary.collections.titlePlaceholder")}
        value={title}
        maxLength={100}
        error={titleError}
        onChange={(event) => setTitle(event.target.value)}
      />
      <fieldset className="icon-picker">
        <legend className="field__label">{t("voiceLibrary.collections.icon")}</legend>
        <div className="icon-picker__options">
          {collectionIcons.map((choice) => (
            <label key={choice} className="icon-picker__option">
              <input
                type="radio"
                name="collection-icon"
                value={choice}
                checked={icon === choice}
                onChange={() => setIcon(choice)}
                className="icon-picker__input"
              />
              <CollectionIcon icon={choice} size={20} />
              <span className="visually-hidden">{t(`voiceLibrary.collections.icons.${choice}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {general && <Banner tone="danger">{general}</Banner>}
      <div className="dialog-actions">
        <Button onClick={onClose} disabled={save.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {collection ? t("common.saveChanges") : t("voiceLibrary.collections.create")}
        </Button>
      </div>
    </form>
  );
}
