import type { SpeechClassification } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../ui/Badge.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { ClassifiedItem } from "./ClassifiedItem.tsx";
import { ConfidenceMeter } from "./ConfidenceMeter.tsx";

/** The verdict, the confidence meter, and the generation when the workspace owns it. */
export function ClassificationResult({ result }: { result: SpeechClassification }) {
  const { t } = useTranslation();
  const generated = result.generated_by_chorus;
  return (
    <div className="classification" role="status" aria-live="polite">
      <div className="classification__verdict">
        <Icon name={generated ? "sparkles" : "user"} size={24} />
        <div>
          <p className="classification__title">
            {generated ? t("speechClassifier.verdict.generated") : t("speechClassifier.verdict.notGenerated")}
          </p>
          <Badge tone={generated ? "accent" : "success"}>
            {generated ? t("speechClassifier.badge.generated") : t("speechClassifier.badge.notGenerated")}
          </Badge>
        </div>
      </div>
      <ConfidenceMeter confidence={result.confidence} generated={generated} />
      <p className="field__hint">
        {generated
          ? result.history_item_id
            ? t("speechClassifier.explain.yours")
            : t("speechClassifier.explain.notYours")
          : t("speechClassifier.explain.notGenerated")}
      </p>
      {result.history_item_id && <ClassifiedItem id={result.history_item_id} />}
    </div>
  );
}
