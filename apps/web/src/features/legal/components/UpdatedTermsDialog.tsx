import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { acceptUpdatedTerms, userQueryKey } from "../../user/api/user-api.ts";
import { useUser } from "../../user/hooks/use-user.ts";

/**
 * The Terms of Use changed since the person last accepted them (`show_compliance_terms`, spec 000
 * §2): a modal that stays until they accept. The terms open in a new tab, so nothing is lost here.
 */
export function UpdatedTermsDialog() {
  const { t } = useTranslation();
  const user = useUser();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: acceptUpdatedTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
  const open = user.data?.show_compliance_terms === true && !accept.isSuccess;
  return (
    <Dialog
      open={open}
      onClose={() => {}}
      dismissible={false}
      title={t("legal.updated.title")}
      footer={
        <Button variant="primary" data-autofocus loading={accept.isPending} onClick={() => accept.mutate()}>
          {t("legal.updated.accept")}
        </Button>
      }
    >
      <p>
        <Trans
          i18nKey="legal.updated.text"
          components={{
            terms: <Link to="/terms" target="_blank" rel="noopener" />,
            privacy: <Link to="/privacy" target="_blank" rel="noopener" />,
          }}
        />
      </p>
      {accept.isError && (
        <p className="field__error" role="alert">
          {errorMessage(accept.error)}
        </p>
      )}
    </Dialog>
  );
}
