import { liveGenerationMaximumCharacters, tryTriggerMinimumCharacters } from "@chorus/contract";

export interface LiveTextBufferOptions {
  /** Characters to collect before the 1st, 2nd, … generation; the last value repeats. */
  chunkLengthSchedule: readonly number[];
  /** `auto_mode`: no schedule, generate each complete sentence as soon as it is in. */
  autoMode: boolean;
}

/** How a piece of text was asked to be spoken. */
export type TriggerKind = "schedule" | "try_trigger" | "flush";

const sentenceEnd = /[.!?;:…。！？](["')\]]*)\s/g;

/** The end of the last whole word (after the last whitespace), or 0 when the text holds no break yet. */
function lastWordBreak(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) if (/\s/.test(text[i]!)) return i + 1;
  return 0;
}

function lastSentenceBreak(text: string): number {
  let end = 0;
  for (const match of text.matchAll(sentenceEnd)) end = match.index + match[0].length;
  return end;
}

/**
 * Where to cut a buffer longer than one generation may be: after the last sentence (auto mode) or
 * word within the first `maximum` characters, else at `maximum` itself (never inside a surrogate pair).
 * Only the head is looked at, so the cost is bounded whatever has piled up behind it.
 */
function cutWithin(text: string, maximum: number, bySentence: boolean): number {
  const head = text.slice(0, maximum);
  const end = (bySentence ? lastSentenceBreak(head) : 0) || lastWordBreak(head) || maximum;
  const code = text.charCodeAt(end - 1);
  return code >= 0xd800 && code <= 0xdbff ? end - 1 : end;
}

/**
 * The text a streaming client has sent but that has not been spoken yet, and the rule for when to
 * speak it (ElevenLabs' generation schedule): a generation starts once the buffer holds the
 * schedule's next length, cut after the last whole word so no word is split; `try_trigger_generation`
 * lowers the bar to the schedule's minimum; `flush` speaks everything. No generation is longer than
 * `liveGenerationMaximumCharacters`: more is cut into parts, taken one per call. Text is never lost or
 * spoken twice: what `take` returns is removed, the rest stays.
 */
export class LiveTextBuffer {
  private text = "";
  private generations = 0;

  constructor(private readonly options: LiveTextBufferOptions) {}

  append(text: string): void {
    this.text += text;
  }

  /** Characters waiting (for the inactivity rule and tests). */
  get pending(): string {
    return this.text;
  }

  /** Drops everything not spoken yet (a context closed before flushing). */
  discard(): void {
    this.text = "";
  }

  /** The next text to speak under `trigger`, or undefined if nothing is due. */
  take(trigger: TriggerKind): string | undefined {
    for (;;) {
      const end = this.dueEnd(trigger);
      if (end === 0) return undefined;
      const taken = this.text.slice(0, end);
      this.text = this.text.slice(end);
      // Only spaces: nothing to speak; look again at what follows (the buffer shrank, so this ends).
      if (!taken.trim()) continue;
      this.generations++;
      return taken;
    }
  }

  private dueEnd(trigger: TriggerKind): number {
    if (this.text.length > liveGenerationMaximumCharacters)
      return cutWithin(this.text, liveGenerationMaximumCharacters, this.options.autoMode);
    if (trigger === "flush") return this.text.length;
    if (this.options.autoMode) return lastSentenceBreak(this.text);
    const schedule = this.options.chunkLengthSchedule;
    const threshold =
      trigger === "try_trigger"
        ? tryTriggerMinimumCharacters
        : schedule[Math.min(this.generations, schedule.length - 1)]!;
    if (this.text.length < threshold) return 0;
    return lastWordBreak(this.text);
  }
}
