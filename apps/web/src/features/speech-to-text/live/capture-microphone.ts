/** Samples per ScriptProcessor block: about 85 ms at 48 kHz, a steady pace for chunks and the meter. */
const blockSize = 4096;

export interface MicrophoneCapture {
  /** The AudioContext's rate, which the samples handed out have. */
  sampleRate: number;
  stop(): void;
}

/**
 * Opens the microphone and hands out its mono float samples block by block. A ScriptProcessorNode
 * rather than an AudioWorklet: it needs no separate module file (which the built app would have to
 * serve under the page's script policy), and every browser still runs it. Rejects with the
 * getUserMedia error (`NotAllowedError` when the person or the browser refuses).
 */
export async function captureMicrophone(
  onSamples: (samples: Float32Array) => void,
): Promise<MicrophoneCapture> {
  // The browser's voice processing is off: its gain control boosts (and clips) the first words
  // while it settles, and the recognizer hears undistorted audio best.
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false },
  });
  const context = new AudioContext();
  await context.resume();
  const source = context.createMediaStreamSource(stream);
  const processor = context.createScriptProcessor(blockSize, 1, 1);
  // The processor only runs while connected to the output; a muted gain keeps the voice out of the speakers.
  const mute = context.createGain();
  mute.gain.value = 0;
  processor.onaudioprocess = (event) => onSamples(new Float32Array(event.inputBuffer.getChannelData(0)));
  source.connect(processor);
  processor.connect(mute);
  mute.connect(context.destination);
  return {
    sampleRate: context.sampleRate,
    stop() {
      processor.onaudioprocess = null;
      source.disconnect();
      processor.disconnect();
      for (const track of stream.getTracks()) track.stop();
      void context.close();
    },
  };
}
