import { messages, speechLanguages } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import type { Repositories } from "../../ports/repositories.ts";
import type { SpeakerEmbedding } from "../../ports/speaker-analysis.ts";
import type { StagedUpload } from "../../ports/uploads.ts";
import type { CaptchaPurpose, CustomVoiceRecord, VoiceSampleRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { newId } from "../../shared/ids.ts";
import { joinSamples } from "../../speech/join-samples.ts";
import { analysisSampleRate } from "../custom/voice-sample-uploads.ts";
import { type AttemptWindow, attemptWindow } from "../professional/professional-voice-status.ts";
import { cutAudio, evenlySpreadExcerpts, selectedRanges } from "../professional/selected-audio.ts";
import { decodeStoredSample } from "../professional/stored-sample-audio.ts";
import { pickCaptchaText } from "./captcha-texts.ts";
import { comparableWords, wordDistance } from "./word-distance.ts";

export interface IssuedCaptcha {
  voiceId: string;
  text: string;
  issuedAt: Date;
  language: string;
  attempts: AttemptWindow;
}

/** A reading passes the text check when at most this share of the captcha's words differ. */
const allowedWordErrors = 0.25;
/** The voice match compares the reading with up to this many samples, this many excerpts of this length each. */
const referenceSamples = 4;
const excerptsPerSample = 3;
const excerptSeconds = 10;

/** The recognizer must know the voice's language; otherwise say so and point to manual verification (never pass blindly). */
function assertRecognizable(ctx: AuthenticatedContext, voice: CustomVoiceRecord): void {
  if (!ctx.ports.speechRecognizer.supportsLanguage(voice.language))
    throw new DomainError(
      "unsupported_language",
      messages.recognizerLanguageUnsupported(speechLanguages[voice.language] ?? voice.language, voice.id),
    );
}

async function attemptsOf(ctx: AuthenticatedContext, voiceId: string, purpose: CaptchaPurpose) {
  const all = await ctx.ports.store.professionalVoices.listAttempts(ctx.workspaceId, [voiceId]);
  return attemptWindow(
    all.filter((attempt) => attempt.purpose === purpose),
    ctx.ports.clock.now(),
  );
}

function assertAttemptsLeft(window: AttemptWindow): void {
  if (window.left === 0)
    throw new DomainError("max_verification_attempts_reached", messages.maxVerificationAttemptsReached);
}

/** A new text to read (never the previous one, so an old recording cannot be replayed). */
export async function issueCaptcha(
  ctx: AuthenticatedContext,
  voice: CustomVoiceRecord,
  purpose: CaptchaPurpose,
): Promise<IssuedCaptcha> {
  assertRecognizable(ctx, voice);
  const attempts = await attemptsOf(ctx, voice.id, purpose);
  assertAttemptsLeft(attempts);
  const previous = await ctx.ports.store.professionalVoices.findCaptcha(ctx.workspaceId, voice.id, purpose);
  const text = pickCaptchaText(Math.random, previous?.text);
  const issuedAt = ctx.ports.clock.now();
  await ctx.ports.store.professionalVoices.saveCaptcha({
    voiceId: voice.id,
    purpose,
    workspaceId: ctx.workspaceId,
    text,
    issuedAt,
  });
  return { voiceId: voice.id, text, issuedAt, language: voice.language, attempts };
}

/** The voice of the samples, from excerpts spread over the selected audio of up to four of them. */
async function sampleVoice(
  ctx: AuthenticatedContext,
  samples: readonly VoiceSampleRecord[],
): Promise<SpeakerEmbedding | null> {
  const pieces: Int16Array[] = [];
  for (const sample of samples.slice(0, referenceSamples)) {
    const decoded = await decodeStoredSample(ctx.ports, sample, {
      sampleRate: analysisSampleRate,
      denoise: sample.removeBackgroundNoise,
    });
    const excerpts = evenlySpreadExcerpts(selectedRanges(sample), excerptsPerSample, excerptSeconds);
    pieces.push(cutAudio(decoded.samples, decoded.sampleRate, excerpts));
  }
  return ctx.ports.speakerAnalyzer.embed(joinSamples(pieces), analysisSampleRate);
}

/**
 * Everything that refuses a captcha reading before the recording is looked at: a language the
 * recognizer knows, attempts left, a captcha issued, and samples to compare the reader with (a
 * designed voice has none and needs none). The verify routes run it before their upload is read.
 */
export async function assertCaptchaReadable(
  ctx: AuthenticatedContext,
  voice: CustomVoiceRecord,
  purpose: CaptchaPurpose,
  captchaPath: string,
) {
  assertRecognizable(ctx, voice);
  assertAttemptsLeft(await attemptsOf(ctx, voice.id, purpose));
  const captcha = await ctx.ports.store.professionalVoices.findCaptcha(ctx.workspaceId, voice.id, purpose);
  if (!captcha) throw new DomainError("invalid_request", messages.captchaNotIssued(captchaPath));
  const samples = await ctx.ports.store.customVoices.listSamples(ctx.workspaceId, [voice.id]);
  const needsVoiceMatch = voice.category !== "generated";
  if (needsVoiceMatch && samples.length === 0)
    throw new DomainError("invalid_request", messages.captchaNeedsSamples);
  return { captcha, samples, needsVoiceMatch };
}

/**
 * Checks a reading of the voice's captcha for real (issue 5 §3, §4): speech recognition constrained
 * to the captcha text must hear that text (word-level Levenshtein distance at most a quarter of its
 * words), and the reader's voice must match the voice's samples (speaker features; a designed voice
 * has no recorded speaker, so only its text is checked). Every attempt is recorded with its recording
 * (blob storage) and counts against the cap; an accepted one runs `onAccepted` in the same
 * transaction. A refused one is stored, then answered as `voice_verification_failed` saying why.
 */
export async function checkCaptchaReading(
  ctx: AuthenticatedContext,
  voice: CustomVoiceRecord,
  purpose: CaptchaPurpose,
  recording: StagedUpload | undefined,
  options: { captchaPath: string; onAccepted: (tx: Repositories) => Promise<void> },
): Promise<void> {
  const { captcha, samples, needsVoiceMatch } = await assertCaptchaReadable(
    ctx,
    voice,
    purpose,
    options.captchaPath,
  );
  if (!recording || recording.sizeBytes === 0)
    throw DomainError.invalidField(["body", "recording"], messages.voiceFilesRequired);
  const audio = await ctx.ports.audio.decodeStream(recording.read(), { sampleRate: analysisSampleRate });
  if (!audio || audio.durationSeconds <= 0)
    throw DomainError.invalidField(["body", "recording"], messages.couldNotDetermineDuration);

  const heard = await ctx.ports.speechRecognizer.recognize(audio, {
    language: voice.language,
    expectedText: captcha.text,
  });
  const expected = comparableWords(captcha.text);
  const distance = wordDistance(expected, comparableWords(heard.text));
  const textMatches = distance <= Math.max(1, Math.floor(expected.length * allowedWordErrors));
  let similarity = 1;
  if (needsVoiceMatch) {
    const reference = await sampleVoice(ctx, samples);
    const reader = await ctx.ports.speakerAnalyzer.embed(audio.samples, audio.sampleRate);
    similarity = reference && reader ? ctx.ports.speakerAnalyzer.similarity(reference, reader) : 0;
  }
  const voiceMatches = similarity >= ctx.ports.speakerAnalyzer.sameSpeakerThreshold;
  const accepted = textMatches && voiceMatches;
  const failure = accepted
    ? null
    : !textMatches && !voiceMatches
      ? "text_and_voice"
      : !textMatches
        ? "text"
        : "voice";

  const id = newId();
  const blobKey = `voice-verifications/${ctx.workspaceId}/${voice.id}/${id}`;
  await ctx.ports.blobs.put(blobKey, recording.read());
  try {
    await ctx.ports.store.transaction(async (tx) => {
      await tx.professionalVoices.insertAttempt({
        id,
        voiceId: voice.id,
        workspaceId: ctx.workspaceId,
        purpose,
        text: captcha.text,
        accepted,
        similarity: Math.round(similarity * 1000) / 1000,
        levenshteinDistance: distance,
        transcription: heard.text,
        failure,
        recordingBlobKey: blobKey,
        recordingMimeType: recording.mimeType,
        recordingSizeBytes: recording.sizeBytes,
        createdAt: ctx.ports.clock.now(),
      });
      if (accepted) {
        await tx.professionalVoices.deleteCaptcha(ctx.workspaceId, voice.id, purpose);
        await options.onAccepted(tx);
      }
    });
  } catch (error) {
    await ctx.ports.blobs.delete(blobKey);
    throw error;
  }
  if (failure === "text")
    throw new DomainError("voice_verification_failed", messages.captchaTextMismatch(distance));
  if (failure === "voice") throw new DomainError("voice_verification_failed", messages.captchaVoiceMismatch);
  if (failure)
    throw new DomainError("voice_verification_failed", messages.captchaTextAndVoiceMismatch(distance));
}
