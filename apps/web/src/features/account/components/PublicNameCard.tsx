import { type User, updatePublicUserName } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { savePublicUserName, userQueryKey } from "../../user/api/user-api.ts";

const publicNameSchema = updatePublicUserName.request.body.shape.public_user_name;

/** The name shown on shared items; checked with the contract's rule before it is sent. */
export function PublicNameCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.public_user_name ?? "");
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => savePublicUserName(name.trim()),
    onSuccess: () => {
      toast.success(t("profile.publicNameSaved"));
      void queryClient.invalidateQueries({ queryKey: userQueryKey, exact: true });
    },
    onError: (caught) => {
      if (isApiError(caught) && caught.code === "validation") setError(caught.message);
      else toast.error(errorMessage(caught));
    },
  });
  const submit = () => {
    const check = publicNameSchema.safeParse(name.trim());
    setError(check.success ? null : (check.error.issues[0]?.message ?? null));
    if (check.success) save.mutate();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Card
        title={t("profile.publicNameTitle")}
        footer={
          <Button
            type="submit"
            variant="primary"
            loading={save.isPending}
            disabled={name.trim() === (user.public_user_name ?? "")}
          >
            {t("common.save")}
          </Button>
        }
      >
        <TextField
          label={t("profile.publicName")}
          hint={t("profile.publicNameHint")}
          value={name}
          error={error}
          autoComplete="username"
          spellCheck={false}
          onChange={(event) => setName(event.target.value)}
        />
      </Card>
    </form>
  );
}
