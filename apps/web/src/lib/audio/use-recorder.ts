import { useCallback, useEffect, useRef, useState } from "react";

export type RecorderStatus = "idle" | "starting" | "recording" | "unsupported" | "denied";

interface Recording {
  stream: MediaStream;
  recorder: MediaRecorder;
  context: AudioContext;
  frame: number;
  timer: number;
  startedAt: number;
}

/** The first container this browser can record into (Chromium: webm/opus, Safari: mp4). */
function recordingType(): string {
  const candidates = ["audio/webm;codecs=opus", "audio/webm", "audio/mp4", "audio/ogg"];
  return candidates.find((type) => MediaRecorder.isTypeSupported(type)) ?? "";
}

/**
 * Records the microphone with MediaRecorder and reports a live level (0–1, RMS of the analyser's
 * waveform) for the meter. `onRecorded` receives the finished recording as a File.
 */
export function useRecorder(onRecorded: (file: File) => void) {
  const supported = typeof window !== "undefined" && "MediaRecorder" in window && !!navigator.mediaDevices;
  const [status, setStatus] = useState<RecorderStatus>(supported ? "idle" : "unsupported");
  const [level, setLevel] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const active = useRef<Recording | null>(null);
  const deliver = useRef(onRecorded);
  deliver.current = onRecorded;

  const release = useCallback(() => {
    const current = active.current;
    if (!current) return;
    cancelAnimationFrame(current.frame);
    clearInterval(current.timer);
    for (const track of current.stream.getTracks()) track.stop();
    void current.context.close();
    active.current = null;
    setLevel(0);
  }, []);

  const start = useCallback(async () => {
    if (!supported || active.current) return;
    setStatus("starting");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setStatus("denied");
      return;
    }
    const type = recordingType();
    const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const mime = recorder.mimeType || type || "audio/webm";
      const extension = mime.includes("mp4") ? "m4a" : mime.includes("ogg") ? "ogg" : "webm";
      const stamp = new Date().toISOString().slice(11, 19).replaceAll(":", "-");
      deliver.current(new File(chunks, `recording-${stamp}.${extension}`, { type: mime.split(";")[0] }));
    };
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const startedAt = Date.now();
    const current: Recording = { stream, recorder, context, frame: 0, timer: 0, startedAt };
    const measure = () => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const value of samples) sum += value * value;
      // RMS of speech sits around 0.05–0.3; ×3 makes normal speech fill most of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 3));
      current.frame = requestAnimationFrame(measure);
    };
    current.frame = requestAnimationFrame(measure);
    current.timer = window.setInterval(() => setElapsed((Date.now() - startedAt) / 1000), 250);
    active.current = current;
    setElapsed(0);
    recorder.start();
    setStatus("recording");
  }, [supported]);

  const stop = useCallback(() => {
    const current = active.current;
    if (!current) return;
    current.recorder.stop();
    release();
    setStatus("idle");
  }, [release]);

  useEffect(() => release, [release]);

  return { status, level, elapsed, start, stop };
}
