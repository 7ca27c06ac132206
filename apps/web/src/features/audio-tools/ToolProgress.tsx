import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../lib/format.ts";
import "./audio-tools.css";

/** Where a long audio-tool request stands: sending the file, the server working, the answer arriving. */
export type ToolPhase =
  | { kind: "uploading"; fraction: number }
  | { kind: "processing" }
  | { kind: "receiving"; bytes: number };

/** A progress bar and a line saying what is happening (announced politely to screen readers). */
export function ToolProgress({ phase, working }: { phase: ToolPhase; working: string }) {
  const { t } = useTranslation();
  const text =
    phase.kind === "uploading"
      ? t("audioSource.uploading", { percent: Math.round(phase.fraction * 100) })
      : phase.kind === "processing"
        ? working
        : t("audioSource.receiving", { size: formatFileSize(phase.bytes) });
  return (
    <div className="stack-sm" aria-live="polite">
      <progress
        className="tool-progress"
        max={1}
        value={phase.kind === "uploading" ? phase.fraction : undefined}
        aria-label={text}
      />
      <p className="muted">{text}</p>
    </div>
  );
}
