import { tryTriggerMinimumCharacters } from "@chorus/contract";

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
 * The text a streaming client has sent but that has not been spoken yet, and the rule for when to
 * speak it (ElevenLabs' generation schedule): a generation starts once the buffer holds the
 * schedule's next length, cut after the last whole word so no word is split; `try_trigger_generation`
 * lowers the bar to the schedule's minimum; `flush` speaks everything. Text is never lost or
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
    const end = this.dueEnd(trigger);
    if (end === 0) return undefined;
    const taken = this.text.slice(0, end);
    this.text = this.text.slice(end);
    if (!taken.trim()) return undefined;
    this.generations++;
    return taken;
  }

  private dueEnd(trigger: TriggerKind): number {
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
