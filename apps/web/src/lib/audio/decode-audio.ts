export interface DecodedAudio {
  durationSeconds: number;
  /** The loudest sample in each slice, scaled to the loudest slice (0–1). */
  peaks: number[];
}

function audioContextClass(): typeof AudioContext | null {
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext ??
    null
  );
}

/**
 * Decodes audio in the browser with the Web Audio API (`decodeAudioData`). Resolves null when the
 * browser cannot read the format (video containers, some codecs): callers then show less, not an error.
 */
export async function decodeAudio(blob: Blob, bars = 120): Promise<DecodedAudio | null> {
  const Context = audioContextClass();
  if (!Context) return null;
  const context = new Context();
  try {
    const buffer = await context.decodeAudioData(await blob.arrayBuffer());
    const channel = buffer.getChannelData(0);
    const slice = Math.max(1, Math.floor(channel.length / bars));
    const peaks: number[] = [];
    for (let bar = 0; bar < bars; bar += 1) {
      let loudest = 0;
      const end = Math.min(channel.length, (bar + 1) * slice);
      for (let index = bar * slice; index < end; index += 1) {
        const value = Math.abs(channel[index] ?? 0);
        if (value > loudest) loudest = value;
      }
      peaks.push(loudest);
    }
    const top = Math.max(...peaks, 1e-6);
    return { durationSeconds: buffer.duration, peaks: peaks.map((peak) => peak / top) };
  } catch {
    return null;
  } finally {
    void context.close();
  }
}
