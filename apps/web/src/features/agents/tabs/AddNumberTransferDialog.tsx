import { toolLimits } from "@chorus/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { SegmentedControl } from "../../../ui/SegmentedControl.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import {
  confirmsPhrase,
  destinationLimits,
  isPhoneNumber,
  isSipUri,
  type NumberTransfer,
  normalizePhoneNumber,
} from "../editor/transfer-checks.ts";
import { TextAreaField } from "../fields/TextAreaField.tsx";

type DestinationKind = "phone" | "sip_uri";
const kinds: readonly DestinationKind[] = ["phone", "sip_uri"];

interface AddNumberTransferDialogProps {
  open: boolean;
  onClose: () => void;
  onAdd: (transfer: NumberTransfer) => void;
}

/**
 * A new transfer to a phone number or SIP address. Calls would leave Chorus for someone else's
 * line, so the Add button waits until the fixed phrase is typed (spec 001 §5), in the page's language.
 */
export function AddNumberTransferDialog({ open, onClose, onAdd }: AddNumberTransferDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("agents.transfers.addNumberTitle")}
      description={t("agents.transfers.addNumberDescription")}
    >
      <AddNumberTransferForm onClose={onClose} onAdd={onAdd} />
    </Dialog>
  );
}

function AddNumberTransferForm({ onClose, onAdd }: Omit<AddNumberTransferDialogProps, "open">) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<DestinationKind>("phone");
  const [destination, setDestination] = useState("");
  const [condition, setCondition] = useState("");
  const [typed, setTyped] = useState("");
  // Problems show once a field is left, not while the first digits are typed.
  const [left, setLeft] = useState({ destination: false, condition: false });
  const phrase = t("agents.transfers.phrase");

  const validDestination = kind === "phone" ? isPhoneNumber(destination) : isSipUri(destination);
  const confirmed = confirmsPhrase(typed, phrase, i18n.language);
  const ready = validDestination && condition.trim() !== "" && confirmed;
  const destinationError =
    left.destination && !validDestination
      ? t(kind === "phone" ? "agents.transfers.phoneInvalid" : "agents.transfers.sipInvalid")
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    onAdd({
      transfer_destination:
        kind === "phone"
          ? { type: "phone", phone_number: normalizePhoneNumber(destination) }
          : { type: "sip_uri", sip_uri: destination.trim() },
      condition: condition.trim(),
    });
  };

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <SegmentedControl
        label={t("agents.transfers.destinationKind")}
        name="transfer-destination-kind"
        options={kinds}
        optionLabel={(option) => t(`agents.transfers.kinds.${option}`)}
        value={kind}
        onChange={(next) => {
          setKind(next);
          setDestination("");
          setLeft((current) => ({ ...current, destination: false }));
        }}
      />
      {kind === "phone" ? (
        <TextField
          label={t("agents.transfers.phoneNumber")}
          hint={t("agents.transfers.phoneNumberHint")}
          type="tel"
          autoComplete="off"
          placeholder="+14155550123"
          maxLength={destinationLimits.phoneCharacters}
          value={destination}
          error={destinationError}
          onChange={(event) => setDestination(event.target.value)}
          onBlur={() => setLeft((current) => ({ ...current, destination: true }))}
          data-autofocus
        />
      ) : (
        <TextField
          label={t("agents.transfers.sipUri")}
          hint={t("agents.transfers.sipUriHint")}
          autoComplete="off"
          spellCheck={false}
          placeholder="sip:support@example.com"
          maxLength={destinationLimits.sipUriCharacters}
          value={destination}
          error={destinationError}
          onChange={(event) => setDestination(event.target.value)}
          onBlur={() => setLeft((current) => ({ ...current, destination: true }))}
        />
      )}
      <TextAreaField
        label={t("agents.transfers.numberCondition")}
        hint={t("agents.transfers.conditionHint")}
        rows={2}
        required
        maxLength={toolLimits.descriptionCharacters}
        value={condition}
        error={left.condition && !condition.trim() ? t("agents.transfers.conditionRequired") : undefined}
        onChange={(event) => setCondition(event.target.value)}
        onBlur={() => setLeft((current) => ({ ...current, condition: true }))}
      />
      <TextField
        label={t("agents.transfers.confirm", { phrase })}
        hint={t("agents.transfers.confirmHint")}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className="row" style={{ justifyContent: "flex-end" }}>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button type="submit" variant="primary" disabled={!ready}>
          {t("agents.transfers.addNumber")}
        </Button>
      </div>
    </form>
  );
}
