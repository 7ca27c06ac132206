import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";
import { Badge, type BadgeTone } from "../../../ui/Badge.tsx";
import { Card } from "../../../ui/Card.tsx";
import { DataTable } from "../../../ui/DataTable.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { formatMoney } from "../../subscription/plan-pricing.ts";
import { fetchInvoices, usageKeys } from "../api/usage-api.ts";

const statusTones: Record<"open" | "paid" | "void", BadgeTone> = {
  open: "warning",
  paid: "success",
  void: "neutral",
};

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
                </tr>
              ))}
            </DataTable>
          )
        }
      </QueryView>
    </Card>
  );
}
