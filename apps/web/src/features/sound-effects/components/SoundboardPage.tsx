import type { Soundboard } from "@chorus/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Card } from "../../../ui/Card.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import {
  fetchSoundboard,
  reorderPads,
  soundboardQueryKey,
  unpinFromSoundboard,
} from "../api/sound-effects-api.ts";
import { SoundboardPad } from "./SoundboardPad.tsx";
import { SoundEffectsLayout } from "./SoundEffectsLayout.tsx";

/** /app/sound-effects/soundboard: the caller's pinned effects on pads 1–9 and 0. */
export function SoundboardPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const board = useQuery({ queryKey: soundboardQueryKey, queryFn: fetchSoundboard });
  const update = useMutation({
    mutationFn: (change: () => Promise<Soundboard>) => change(),
    onSuccess: (next) => queryClient.setQueryData(soundboardQueryKey, next),
    onError: (error) => toast.error(errorMessage(error)),
  });

  const move = (current: Soundboard, index: number, step: -1 | 1) => {
    const ids = current.pads.map((pad) => pad.sound_effect.sound_effect_id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + step, 0, moved);
    update.mutate(() => reorderPads(ids));
  };

  return (
    <SoundEffectsLayout>
      <Card>
        <QueryView query={board}>
          {(current) => (
            <div className="stack">
              <p className="muted">{t("soundEffects.soundboard.description", { max: current.max_pads })}</p>
              {current.pads.length === 0 ? (
                <EmptyState
                  icon="sparkles"
                  title={t("soundEffects.soundboard.empty")}
                  action={
                    <Link className="btn btn--secondary" to="/app/sound-effects/explore">
                      {t("soundEffects.tabs.explore")}
                    </Link>
                  }
                >
                  {t("soundEffects.soundboard.emptyHint")}
                </EmptyState>
              ) : (
                <ul className="sfx-board" aria-label={t("soundEffects.soundboard.listLabel")}>
                  {current.pads.map((pad, index) => (
                    <SoundboardPad
                      key={pad.sound_effect.sound_effect_id}
                      padKey={pad.key}
                      effect={pad.sound_effect}
                      first={index === 0}
                      last={index === current.pads.length - 1}
                      busy={update.isPending}
                      onMove={(step) => move(current, index, step)}
                      onUnpin={() =>
                        update.mutate(() => unpinFromSoundboard(pad.sound_effect.sound_effect_id))
                      }
                    />
                  ))}
                </ul>
              )}
              {current.pads.length >= current.max_pads && (
                <p className="muted">{t("soundEffects.soundboard.full")}</p>
              )}
            </div>
          )}
        </QueryView>
      </Card>
    </SoundEffectsLayout>
  );
}
