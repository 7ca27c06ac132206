import { type ConversationResponse, conversationTagLimits } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import {
  assignTags,
  conversationTagsQueryKey,
  createTag,
  unassignTag,
} from "../api/conversation-tags-api.ts";
import { conversationQueryKey, conversationsQueryKey } from "../api/conversations-api.ts";
import "./conversation-tags.css";
import { tagWithTitle } from "./tag-titles.ts";
import { useConversationTags } from "./use-conversation-tags.ts";

const max = conversationTagLimits.perConversation;

/**
 * The conversation's tags as chips, each with a remove button, and one field to add another: the
 * workspace's tags are suggested as you type (a datalist), Enter adds, and a title no tag has yet
 * makes a new tag first.
 */
export function ConversationTagsCard({ conversation }: { conversation: ConversationResponse }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { query: tags, byId } = useConversationTags();
  const suggestionsId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const id = conversation.conversation_id;
  const carried = conversation.tag_ids;
  const full = carried.length >= max;
  const titleOf = (tagId: string) => byId.get(tagId)?.title ?? t("conversationTags.unknown");

  // The conversation's page and every list page show its tags (the list's filter too).
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: conversationQueryKey(id) }),
      queryClient.invalidateQueries({ queryKey: [...conversationsQueryKey, "list"] }),
    ]);

  const add = useMutation({
    mutationFn: async (title: string) => {
      const existing = tagWithTitle(tags.data ?? [], title);
      const tag = existing ?? (await createTag(title));
      await assignTags(id, [tag.tag_id]);
      return { tag, created: !existing };
    },
    onSuccess: async ({ tag, created }) => {
      setText("");
      await refresh();
      toast.success(t(created ? "conversationTags.created" : "conversationTags.added", { title: tag.title }));
    },
    // A new tag exists even when putting it on the conversation failed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationTagsQueryKey }),
  });
  const remove = useMutation({
    mutationFn: (tagId: string) => unassignTag(id, tagId),
    onSuccess: async (_, tagId) => {
      await refresh();
      toast.success(t("conversationTags.removed", { title: titleOf(tagId) }));
      // The chip's button is gone: keep the keyboard in the card.
      input.current?.focus();
    },
  });
  const busy = add.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = text.trim();
    if (!title) return;
    const existing = tagWithTitle(tags.data ?? [], title);
    if (existing && carried.includes(existing.tag_id)) {
      setProblem(t("conversationTags.already", { title: existing.title }));
      return;
    }
    add.mutate(title);
  };

  return (
    <Card title={t("conversationTags.title")}>
      {tags.isPending ? (
        <SkeletonRows rows={1} />
      ) : tags.isError ? (
        <ErrorState
          title={t("conversationTags.loadFailed")}
          error={tags.error}
          onRetry={() => void tags.refetch()}
        />
      ) : (
        <div className="stack">
          {carried.length === 0 ? (
            <p className="conv-tags__none">{t("conversationTags.none")}</p>
          ) : (
            <ul className="conv-tags" aria-label={t("conversationTags.title")}>
              {carried.map((tagId) => (
                <li key={tagId} className="conv-tag">
                  <span className="chip-text">{titleOf(tagId)}</span>
                  <button
                    type="button"
                    className="chip-remove"
                    aria-label={t("conversationTags.remove", { title: titleOf(tagId) })}
                    disabled={busy}
                    aria-busy={remove.isPending && remove.variables === tagId ? true : undefined}
                    onClick={() => remove.mutate(tagId)}
                  >
                    <Icon name="close" size={12} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form className="conv-tag-add" onSubmit={submit}>
            <TextField
              ref={input}
              label={t("conversationTags.field")}
              hint={full ? t("conversationTags.full", { max }) : undefined}
              error={problem}
              placeholder={t("conversationTags.placeholder")}
              list={suggestionsId}
              autoComplete="off"
              maxLength={conversationTagLimits.titleCharacters}
              value={text}
              disabled={full}
              onChange={(event) => {
                setText(event.target.value);
                setProblem(null);
              }}
            />
            <datalist id={suggestionsId}>
              {(tags.data ?? [])
                .filter((tag) => !carried.includes(tag.tag_id))
                .map((tag) => (
                  <option key={tag.tag_id} value={tag.title} />
                ))}
            </datalist>
            <Button type="submit" loading={add.isPending} disabled={full || busy || !text.trim()}>
              <Icon name="plus" />
              {t("conversationTags.add")}
            </Button>
          </form>
          {(add.isError || remove.isError) && (
            <Banner tone="danger">{errorMessage(add.error ?? remove.error)}</Banner>
          )}
        </div>
      )}
    </Card>
  );
}
