import { type ConversationResponse, createConversationFeedback } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Field } from "../../../ui/Field.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SegmentedControl } from "../../../ui/SegmentedControl.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import {
  type ConversationFeedback,
  conversationQueryKey,
  sendConversationFeedback,
} from "../api/conversations-api.ts";

const ratings = ["1", "2", "3", "4", "5"] as const;
/** The longest comment the server takes (the contract's limit). */
const commentLimit =
  createConversationFeedback.request.body.shape.comment.unwrap().unwrap().maxLength ?? undefined;

/**
 * The reviewer's verdict on the conversation: like or dislike (sent at once; pressing the chosen
 * one again takes it back), and a rating from 1 to 5 with a comment, saved together.
 */
export function ConversationFeedbackCard({ conversation }: { conversation: ConversationResponse }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const id = conversation.conversation_id;
  const saved = conversation.metadata.feedback;
  const [score, setScore] = useState(saved.overall_score ?? null);
  const [rating, setRating] = useState(saved.rating ? String(saved.rating) : "");
  const [comment, setComment] = useState(saved.comment ?? "");

  const feedback = useMutation({
    mutationFn: (body: ConversationFeedback) => sendConversationFeedback(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationQueryKey(id) }),
  });

  const judge = (next: "like" | "dislike") => {
    const value = score === next ? null : next;
    const before = score;
    setScore(value);
    feedback.mutate({ feedback: value }, { onError: () => setScore(before) });
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    feedback.mutate(
      { rating: rating ? Number(rating) : null, comment: comment.trim() || null },
      { onSuccess: () => toast.success(t("conversations.feedback.saved")) },
    );
  };
  const unchanged =
    rating === (saved.rating ? String(saved.rating) : "") && comment.trim() === (saved.comment ?? "");

  return (
    <Card title={t("conversations.feedback.title")}>
      <div className="stack">
        <fieldset className="row conv-verdict" aria-label={t("conversations.feedback.overall")}>
          <Button
            aria-pressed={score === "like"}
            variant={score === "like" ? "accent" : "secondary"}
            onClick={() => judge("like")}
          >
            <Icon name="thumbsUp" />
            {t("conversations.feedback.like")}
          </Button>
          <Button
            aria-pressed={score === "dislike"}
            variant={score === "dislike" ? "accent" : "secondary"}
            onClick={() => judge("dislike")}
          >
            <Icon name="thumbsDown" />
            {t("conversations.feedback.dislike")}
          </Button>
        </fieldset>
        <form className="stack" onSubmit={save}>
          <div className="stack-sm">
            <span className="field__label" aria-hidden="true">
              {t("conversations.feedback.rating")}
            </span>
            <SegmentedControl
              label={t("conversations.feedback.rating")}
              name={`${id}-rating`}
              options={ratings}
              optionLabel={(value) => value}
              value={rating as (typeof ratings)[number]}
              onChange={setRating}
            />
          </div>
          <Field label={t("conversations.feedback.comment")} optional>
            {(a11y) => (
              <textarea
                className="textarea"
                rows={3}
                maxLength={commentLimit}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                {...a11y}
              />
            )}
          </Field>
          {feedback.isError && <Banner tone="danger">{errorMessage(feedback.error)}</Banner>}
          <div>
            <Button
              type="submit"
              loading={feedback.isPending}
              disabled={unchanged || (!rating && !comment.trim())}
            >
              {t("conversations.feedback.save")}
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}
