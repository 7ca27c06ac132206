import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { useToast } from "../../../ui/Toast.tsx";
import { pinToSoundboard, soundboardQueryKey } from "../api/sound-effects-api.ts";

/** Pins an effect to the caller's soundboard, with a toast either way. */
export function usePin() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinToSoundboard,
    onSuccess: (board) => {
      queryClient.setQueryData(soundboardQueryKey, board);
      toast.success(t("soundEffects.effect.pinnedToast"));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
