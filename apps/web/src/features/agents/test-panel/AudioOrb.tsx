import { useEffect, useRef } from "react";

interface AudioOrbProps {
  /** The microphone's and the agent's levels now (0–1). */
  levels: () => { input: number; output: number };
  speaking: boolean;
}

/**
 * A circle that swells with the sound of the call, read every animation frame: the agent's voice
 * while it speaks, the microphone while it listens. The level reaches the style as a custom
 * property (no React render per frame); the words around it say who is speaking.
 */
export function AudioOrb({ levels, speaking }: AudioOrbProps) {
  const orb = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    let shown = 0;
    const draw = () => {
      const { input, output } = levels();
      const level = Math.min(1, Math.max(0, speaking ? output : input));
      // Rise fast, fall slowly, so the orb breathes with speech rather than flickering.
      shown = level > shown ? level : shown * 0.9 + level * 0.1;
      orb.current?.style.setProperty("--orb-level", shown.toFixed(3));
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [levels, speaking]);

  return (
    <div className="test-orb" aria-hidden="true">
      <div ref={orb} className={speaking ? "test-orb__core test-orb__core--speaking" : "test-orb__core"} />
    </div>
  );
}
