import type { Ports } from "../../context.ts";
import type { JobHandler } from "../../jobs/job-handler.ts";
import type { ModelFineTuning, VoiceFineTuningRecord } from "../../records.ts";
import { fitVoiceProfile, type VoiceSampleAudio } from "../cloning/fit-voice-profile.ts";
import { genderOf } from "../custom/fit-custom-voice.ts";
import { analysisSampleRate } from "../custom/voice-sample-uploads.ts";
import { cutAudio, evenlySpreadExcerpts, secondsOf, slicesOf } from "./selected-audio.ts";
import { decodeStoredSample } from "./stored-sample-audio.ts";

/**
 * How much of each slice the fitter measures: six 12-second excerpts spread evenly over it. YIN
 * pitch tracking costs about 12 ms per second of audio, so measuring every second of 30 minutes
 * would take over 20 s per slice for no better median: the speaker's pitch, range, rate and timbre
 * are stable over a recording, and evenly spread excerpts see all of it (start, middle, end; tired
 * or fresh) while keeping the analysis near a second per slice.
 */
const excerptsPerSlice = 6;
const excerptSeconds = 12;

interface TrainingPayload {
  voiceId: string;
  modelId: string;
}

async function setModel(
  ports: Pick<Ports, "store" | "clock">,
  fineTuning: VoiceFineTuningRecord,
  modelId: string,
  model: ModelFineTuning,
  extra: Partial<VoiceFineTuningRecord> = {},
) {
  const current = await ports.store.professionalVoices.findFineTuning(
    fineTuning.workspaceId,
    fineTuning.voiceId,
  );
  await ports.store.professionalVoices.updateFineTuning(fineTuning.workspaceId, fineTuning.voiceId, {
    models: { ...(current?.models ?? fineTuning.models), [modelId]: model },
    updatedAt: ports.clock.now(),
    ...extra,
  });
}

/**
 * The training job (issue 5 §3): every sample's selected audio (trims and chosen speakers) is cut
 * into slices of at most 30 minutes (`slice_ids`); evenly spread excerpts of every slice are measured
 * and the existing fitter builds the voice profile from all of them (the nearest eSpeak-NG variant,
 * pitch and rate calibrated on the clone itself). Progress goes to `fine_tuning.progress[model]`.
 * Safe to run again: it starts from the stored samples each time and writes the result once.
 */
export const trainVoiceHandler: JobHandler = {
  async run({ ports, job, reportProgress }) {
    const { voiceId, modelId } = job.payload as unknown as TrainingPayload;
    const workspaceId = job.workspaceId!;
    const voice = await ports.store.customVoices.findInWorkspace(workspaceId, voiceId);
    const fineTuning = await ports.store.professionalVoices.findFineTuning(workspaceId, voiceId);
    if (!voice || !fineTuning) return; // deleted meanwhile
    const progress = async (value: number, message: string) => {
      await setModel(ports, fineTuning, modelId, { state: "fine_tuning", progress: value, message });
      await reportProgress(value);
    };
    await progress(0.02, "Reading the samples.");
    const samples = await ports.store.customVoices.listSamples(workspaceId, [voiceId]);
    const excerpts: VoiceSampleAudio[] = [];
    const sliceIds: string[] = [];
    let dataset = 0;
    for (const [index, sample] of samples.entries()) {
      const slices = slicesOf(sample);
      if (slices.length > 0) {
        const decoded = await decodeStoredSample(ports, sample, {
          sampleRate: analysisSampleRate,
          denoise: sample.removeBackgroundNoise,
        });
        for (const slice of slices) {
          sliceIds.push(slice.sliceId);
          dataset += secondsOf(slice.ranges);
          const chosen = evenlySpreadExcerpts(slice.ranges, excerptsPerSlice, excerptSeconds);
          excerpts.push({
            samples: cutAudio(decoded.samples, decoded.sampleRate, chosen),
            sampleRate: decoded.sampleRate,
          });
        }
      }
      await progress(
        0.05 + (0.55 * (index + 1)) / samples.length,
        `Analysed ${index + 1} of ${samples.length} samples.`,
      );
    }
    await progress(0.65, "Fitting the voice to the speaker.");
    const profile = await fitVoiceProfile(ports, {
      samples: excerpts,
      language: voice.language,
      gender: genderOf(voice.labels),
    });
    const now = ports.clock.now();
    await ports.store.transaction(async (tx) => {
      await tx.customVoices.update(workspaceId, voiceId, { profile, updatedAt: now });
      const current = await tx.professionalVoices.findFineTuning(workspaceId, voiceId);
      await tx.professionalVoices.updateFineTuning(workspaceId, voiceId, {
        models: {
          ...(current?.models ?? fineTuning.models),
          [modelId]: {
            state: "fine_tuned",
            progress: 1,
            message: `Fine-tuned on ${(dataset / 60).toFixed(1)} minutes of audio in ${sliceIds.length} slice${sliceIds.length === 1 ? "" : "s"}.`,
          },
        },
        datasetDurationSeconds: Math.round(dataset * 10) / 10,
        sliceIds,
        updatedAt: now,
      });
    });
  },
  async onGaveUp({ ports, job }, error) {
    const { voiceId, modelId } = job.payload as unknown as TrainingPayload;
    const fineTuning = await ports.store.professionalVoices.findFineTuning(job.workspaceId!, voiceId);
    if (!fineTuning) return;
    await setModel(ports, fineTuning, modelId, {
      state: "failed",
      progress: 0,
      message: `Training failed: ${error}`,
    });
  },
};
