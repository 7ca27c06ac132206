import type { User } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { useToast } from "../../../ui/Toast.tsx";
import { userQueryKey } from "../../user/api/user-api.ts";
import {
  completeChecklist,
  completeChecklistItem,
  hideChecklist,
  initiateChecklist,
} from "../api/checklist-api.ts";

type Checklist = User["onboarding_checklist"];

/** The checklist transitions; each answers the new checklist, which is written into the cached user. */
export function useChecklistActions() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const store = (checklist: Checklist) =>
    queryClient.setQueryData<User>(userQueryKey, (user) =>
      user ? { ...user, onboarding_checklist: checklist } : user,
    );
  const options = { onSuccess: store, onError: (error: unknown) => toast.error(errorMessage(error)) };
  return {
    initiate: useMutation({ mutationFn: initiateChecklist, ...options }),
    hide: useMutation({ mutationFn: hideChecklist, ...options }),
    complete: useMutation({ mutationFn: completeChecklist, ...options }),
    completeItem: useMutation({ mutationFn: completeChecklistItem, ...options }),
  };
}

/** Marks a step done after the person did it elsewhere (e.g. created a key); silent on failure. */
export function useMarkChecklistItem() {
  const queryClient = useQueryClient();
  return (itemId: string) => {
    const user = queryClient.getQueryData<User>(userQueryKey);
    if (!user?.onboarding_checklist.initiated || user.onboarding_checklist.items[itemId]) return;
    completeChecklistItem(itemId)
      .then((checklist) =>
        queryClient.setQueryData<User>(userQueryKey, (current) =>
          current ? { ...current, onboarding_checklist: checklist } : current,
        ),
      )
      .catch(() => undefined);
  };
}
