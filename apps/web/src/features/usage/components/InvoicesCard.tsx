import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { formatDate } from "../../../lib/format.ts";
import { Badge, type BadgeTone } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { DataTable } from "../../../ui/DataTable.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { formatMoney } from "../../subscription/plan-pricing.ts";
import { fetchInvoices, saveInvoicePdf, usageKeys } from "../api/usage-api.ts";

const statusTones: Record<"open" | "paid" | "void", BadgeTone> = {
  open: "warning",
  paid: "success",
  void: "neutral",
};

/** Saves one invoice's PDF; a failure says so in a toast. */
function InvoiceDownloadButton({ invoiceId, date }: { invoiceId: string; date: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useMutation({
    mutationFn: () => saveInvoicePdf(invoiceId),
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={save.isPending}
      aria-label={t("usage.invoices.downloadOne", { date })}
      onClick={() => save.mutate()}
    >
      <Icon name="download" />
      {t("usage.invoices.pdf")}
    </Button>
  );
}

/** The workspace's invoices, newest first (admins): date, what it was for, amount and whether it is paid. */
export function InvoicesCard() {
  const { t, i18n } = useTranslation();
  const invoices = useQuery({ queryKey: usageKeys.invoices, queryFn: fetchInvoices });
  return (
    <Card title={t("usage.invoices.title")} flush>
      <QueryView
        query={invoices}
        loading={
          <div className="card__body">
            <SkeletonRows rows={2} />
          </div>
        }
      >
        {(data) =>
          data.invoices.length === 0 ? (
            <EmptyState icon="book" title={t("usage.invoices.empty")}>
              {t("usage.invoices.emptyText")}
            </EmptyState>
          ) : (
            <DataTable
              columns={[
                { key: "date", label: t("usage.invoices.date") },
                { key: "description", label: t("usage.invoices.description") },
                { key: "amount", label: t("usage.invoices.amount") },
                { key: "status", label: t("usage.invoices.status") },
                { key: "download", label: t("usage.invoices.download"), actions: true },
              ]}
            >
              {data.invoices.map((invoice) => (
                <tr key={invoice.invoice_id}>
                  <td className="cell-secondary">{formatDate(invoice.created_at_unix, i18n.language)}</td>
                  <td className="cell-primary">{invoice.description}</td>
                  <td className="tabular">
                    {formatMoney(invoice.amount_due_cents, invoice.currency, i18n.language)}
                  </td>
                  <td>
                    <Badge tone={statusTones[invoice.status]}>
                      {t(`usage.invoices.statuses.${invoice.status}`)}
                    </Badge>
                  </td>
                  <td className="table__actions">
                    <InvoiceDownloadButton
                      invoiceId={invoice.invoice_id}
                      date={formatDate(invoice.created_at_unix, i18n.language)}
                    />
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </QueryView>
    </Card>
  );
}
