import { messages, pronunciationFileExtensions, pronunciationRuleLimits } from "@chorus/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { formatFileSize } from "../../../lib/format.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { FileDropzone } from "../../../ui/FileDropzone.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { createFromFile, createFromRules } from "../api/dictionaries-api.ts";
import { newRow, type RuleRow, rowProblems, ruleFromRow } from "../rule-rows.ts";
import { RulesEditor } from "./RulesEditor.tsx";

interface CreateDictionaryDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** A new dictionary from rules typed here, or from a PLS, XML or TXT file. */
export function CreateDictionaryDialog({ open, onClose, onCreated }: CreateDictionaryDialogProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<"rules" | "file">("rules");
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [rows, setRows] = useState<RuleRow[]>([newRow()]);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const problems = showProblems ? rowProblems(rows) : new Map();

  const create = useMutation({
    mutationFn: async () =>
      mode === "file"
        ? (await createFromFile({ name: name.trim(), file: file! })).id
        : (await createFromRules({ name: name.trim(), rules: rows.map(ruleFromRow) })).id,
    onSuccess: (id) => {
      setName("");
      setRows([newRow()]);
      setFile(null);
      setShowProblems(false);
      onCreated(id);
    },
    onError: (error) => {
      if (isApiError(error)) {
        setNameError(error.fieldMessage("name") ?? null);
        setFileError(error.fieldMessage("file") ?? null);
      }
    },
  });

  const submit = () => {
    const missingName = !name.trim() ? messages.pronunciationDictionaryNameRequired : null;
    setNameError(missingName);
    setShowProblems(true);
    if (missingName) return;
    if (mode === "rules" && rowProblems(rows).size > 0) return;
    if (mode === "file" && !file) {
      setFileError(messages.pronunciationFileRequired);
      return;
    }
    create.mutate();
  };

  const pick = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    const lower = chosen.name.toLowerCase();
    if (!pronunciationFileExtensions.some((extension) => lower.endsWith(extension))) {
      setFileError(messages.pronunciationFileType);
      return;
    }
    if (chosen.size > pronunciationRuleLimits.fileBytes) {
      setFileError(messages.pronunciationFileTooLarge(pronunciationRuleLimits.fileBytes));
      return;
    }
    setFileError(null);
    setFile(chosen);
    if (!name.trim()) setName(chosen.name.replace(/\.[^.]+$/, ""));
  };

  return (
    <Dialog open={open} onClose={onClose} wide title={t("pronunciation.create.title")}>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {create.isError && !nameError && !fileError && (
          <Banner tone="danger">{errorMessage(create.error)}</Banner>
        )}
        <TextField
          label={t("pronunciation.name")}
          value={name}
          error={nameError}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="choice-grid" style={{ gridTemplateColumns: "1fr 1fr" }}>
          <legend className="field__label" style={{ marginBottom: 6 }}>
            {t("pronunciation.create.source")}
          </legend>
          <label className="choice">
            <input type="radio" name="source" checked={mode === "rules"} onChange={() => setMode("rules")} />
            <span className="choice__title">{t("pronunciation.create.fromRules")}</span>
            <span className="choice__hint">{t("pronunciation.create.fromRulesHint")}</span>
          </label>
          <label className="choice">
            <input type="radio" name="source" checked={mode === "file"} onChange={() => setMode("file")} />
            <span className="choice__title">{t("pronunciation.create.fromFile")}</span>
            <span className="choice__hint">{t("pronunciation.create.fromFileHint")}</span>
          </label>
        </fieldset>
        {mode === "rules" ? (
          <RulesEditor rows={rows} onChange={setRows} problems={problems} />
        ) : (
          <div className="stack-sm">
            <FileDropzone
              onFiles={pick}
              multiple={false}
              title={t("pronunciation.create.dropTitle")}
              hint={t("pronunciation.create.dropHint", {
                size: formatFileSize(pronunciationRuleLimits.fileBytes),
              })}
              inputLabel={t("pronunciation.create.fileInput")}
              accept={pronunciationFileExtensions.join(",")}
            />
            {file && (
              <p>
                {file.name} · {formatFileSize(file.size)}
              </p>
            )}
            {fileError && (
              <p className="field__error" role="alert">
                {fileError}
              </p>
            )}
          </div>
        )}
        <div className="row" style={{ justifyContent: "flex-end" }}>
          <Button onClick={onClose} disabled={create.isPending}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" variant="primary" loading={create.isPending}>
            {t("pronunciation.create.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
