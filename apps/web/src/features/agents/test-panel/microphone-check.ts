/** Why a voice call could not use the microphone. */
export type MicrophoneProblem = "microphoneDenied" | "microphoneMissing" | "microphoneUnavailable";

/** The microphone problem a failure stands for (getUserMedia's DOMException names), or null for any other failure. */
export function microphoneProblemOf(error: unknown): MicrophoneProblem | null {
  switch ((error as { name?: unknown } | null)?.name) {
    case "NotAllowedError":
    case "SecurityError":
      return "microphoneDenied";
    case "NotFoundError":
    case "OverconstrainedError":
      return "microphoneMissing";
    case "NotReadableError":
    case "AbortError":
      return "microphoneUnavailable";
    default:
      return null;
  }
}

/**
 * Asks for the microphone once before a voice call (the browser's prompt, when it asks), so a refusal
 * is known before a single-use call URL is spent; the stream is closed at once, the client opens its own.
 */
export async function checkMicrophone(): Promise<MicrophoneProblem | null> {
  if (!navigator.mediaDevices?.getUserMedia) return "microphoneUnavailable";
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (error) {
    return microphoneProblemOf(error) ?? "microphoneUnavailable";
  }
}
