import type { EngineVoice, ProsodyControls } from "../../ports/speech.ts";
import { seededRandom } from "../../text-to-speech/seeded-random.ts";
import type { VoiceGender, VoiceTexture, VoiceTraits } from "./describe-voice.ts";

/** A voice as the engine speaks it: the designed parameters of one preview. */
export interface DesignedVoice {
  engine: EngineVoice & { language: string };
  prosody: ProsodyControls;
}

/**
 * eSpeak-NG variants by register and texture (checked against the bundled build in
 * design-parameters.test.ts): `f5` and `victor` carry breath noise, `whisperf`/`whisper` are
 * mostly unvoiced, `grandma` and `croak` add flutter (a rough, shaky voice), `grandma`/`grandpa`
 * are the old voices. The plain pools are the variants the cloning fitter starts from.
 */
export const designVariants = {
  plain: { female: ["f1", "f2", "f3", "f4"], male: ["m1", "m2", "m3", "m4", "m6"] },
  breathy: { female: ["f5"], male: ["victor"] },
  whisper: { female: ["whisperf"], male: ["whisper"] },
  raspy: { female: ["grandma"], male: ["croak"] },
  old: { female: ["grandma"], male: ["grandpa"] },
} as const satisfies Record<string, Record<VoiceGender, readonly string[]>>;

/** What eSpeak-NG can render (apply-voice-prosody.ts): pitch ×0.70–×1.66, rate 80–450 wpm around 175. */
const limits = { pitch: [0.7, 1.66], rate: [80 / 175, 450 / 175], pitchRange: [0.05, 1] } as const;
const clamp = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));

/** `guidance_scale` (0–100, ElevenLabs' default about 5): ×guidance/5 on the words' effects, within ×0.25–×2. */
export function guidanceFactor(guidanceScale: number | null | undefined): number {
  return clamp((guidanceScale ?? 5) / 5, [0.25, 2]);
}

/** The pool of variants a voice with these traits is spoken by. */
export function variantPool(
  gender: VoiceGender,
  texture: VoiceTexture | undefined,
  old: boolean,
): readonly string[] {
  if (texture) return designVariants[texture][gender];
  if (old) return designVariants.old[gender];
  return designVariants.plain[gender];
}

/** The register a variant belongs to (a remix keeps it unless the description names another). */
export function registerOfVariant(variant: string | undefined): VoiceGender | undefined {
  if (!variant) return undefined;
  for (const pool of Object.values(designVariants)) {
    if ((pool.female as readonly string[]).includes(variant)) return "female";
    if ((pool.male as readonly string[]).includes(variant)) return "male";
  }
  return undefined;
}

/** Small per-preview offsets, so the three previews of one request are three different voices. */
export interface PreviewVariation {
  /** Index into the variant pool (a different variant per preview where the pool allows). */
  variantIndex: number;
  pitch: number;
  rate: number;
  pitchRange: number;
}

/**
 * Three (or `count`) variations from a seed: a shuffled pool order and pitch ±6 %, rate ±5 %,
 * range ±0.05. The same seed gives the same variations; a seed's first preview is not special.
 */
export function previewVariations(seed: number, count: number, poolSize: number): PreviewVariation[] {
  const random = seededRandom(seed);
  const order = Array.from({ length: poolSize }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const spread = (amount: number) => 1 + amount * (2 * random() - 1);
  return Array.from({ length: count }, (_, i) => ({
    variantIndex: order[i % order.length]!,
    pitch: spread(0.06),
    rate: spread(0.05),
    pitchRange: 0.05 * (2 * random() - 1),
  }));
}

/**
 * A designed voice from a description's traits (issue 5 §2): the accent's eSpeak-NG language
 * (English, American, when none is named), the register's variant pool by texture and age, and
 * the words' pitch, rate and range moves scaled by `strength` (guidance) in the log domain, on top
 * of the variation. `gender` falls back to the variation's choice when the description names none.
 */
export function designedVoiceFor(
  traits: VoiceTraits,
  strength: number,
  variation: PreviewVariation,
  fallbackGender: VoiceGender,
): DesignedVoice {
  const gender = traits.gender ?? fallbackGender;
  const pool = variantPool(gender, traits.texture, traits.age === "old");
  const variant = pool[variation.variantIndex % pool.length]!;
  const espeakLanguage = traits.accent?.espeakLanguage ?? "en-us";
  const language = traits.accent?.language ?? "en";
  return {
    engine: { engine: "espeak", engineVoiceId: `${espeakLanguage}+${variant}`, language },
    prosody: {
      pitch: clamp(traits.pitch ** strength * variation.pitch, limits.pitch),
      rate: clamp(traits.rate ** strength * variation.rate, limits.rate),
      pitchRange: clamp(0.5 + traits.pitchRange * strength + variation.pitchRange, limits.pitchRange),
    },
  };
}

/**
 * A remix (issue 5 §2): the existing voice moved by the description. Pitch, rate and range move by
 * `promptStrength` of the words' effect (× guidance); gender, texture, age and accent words switch the
 * engine voice only when `promptStrength` is at least 0.5, so a light remix keeps the voice's identity.
 */
export function remixedVoiceFor(
  start: DesignedVoice,
  traits: VoiceTraits,
  promptStrength: number,
  guidance: number,
  variation: PreviewVariation,
  /** The voice's own register when its engine voice does not tell (Flite voices). */
  ownGender: VoiceGender,
): DesignedVoice {
  const strength = promptStrength * guidance;
  // Flite voices (English only) have no variants: a remix that switches voice moves to eSpeak-NG.
  const isEspeak = start.engine.engine === "espeak";
  const [espeakBase, currentVariant] = isEspeak
    ? (start.engine.engineVoiceId.split("+") as [string, string | undefined])
    : ["en-us", undefined];
  let engine: DesignedVoice["engine"] = start.engine;
  if (promptStrength >= 0.5) {
    const espeakLanguage = traits.accent?.espeakLanguage ?? espeakBase;
    const language = traits.accent?.language ?? start.engine.language;
    const register = registerOfVariant(currentVariant) ?? ownGender;
    const gender = traits.gender ?? register;
    let variant = currentVariant;
    if (traits.texture || traits.age === "old" || (traits.gender && traits.gender !== register)) {
      const pool = variantPool(gender, traits.texture, traits.age === "old");
      variant = pool[variation.variantIndex % pool.length];
    }
    if (traits.accent || variant !== currentVariant)
      engine = {
        engine: "espeak",
        engineVoiceId: variant ? `${espeakLanguage}+${variant}` : espeakLanguage,
        language,
      };
  }
  return {
    engine,
    prosody: {
      pitch: clamp(start.prosody.pitch * traits.pitch ** strength * variation.pitch, limits.pitch),
      rate: clamp(start.prosody.rate * traits.rate ** strength * variation.rate, limits.rate),
      pitchRange: clamp(
        start.prosody.pitchRange + traits.pitchRange * strength + variation.pitchRange,
        limits.pitchRange,
      ),
    },
  };
}
