import { knowledgeBaseLimits } from "@chorus/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { DialogActions } from "../../../ui/DialogActions.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { fetchCrawl, knowledgeBaseQueryKey, startCrawl, stopCrawl } from "./knowledge-base-api.ts";

const limits = knowledgeBaseLimits.crawl;
const running = (status: string | null | undefined) => status === "queued" || status === "processing";

/** A started crawl's status and page counts, read again every two seconds until it ends. */
function CrawlProgress({ crawlJobId, onClose }: { crawlJobId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const crawl = useQuery({
    queryKey: [...knowledgeBaseQueryKey, "crawl", crawlJobId],
    queryFn: () => fetchCrawl(crawlJobId),
    refetchInterval: (query) => (running(query.state.data?.status) ? 2000 : false),
  });
  const stop = useMutation({ mutationFn: () => stopCrawl(crawlJobId), onSuccess: () => crawl.refetch() });
  const job = crawl.data;
  return (
    <div className="stack">
      {crawl.isError && <Banner tone="danger">{errorMessage(crawl.error)}</Banner>}
      {stop.isError && <Banner tone="danger">{errorMessage(stop.error)}</Banner>}
      <p role="status" aria-live="polite">
        {job ? t(`knowledgeBase.crawl.status.${job.status ?? "queued"}`) : t("knowledgeBase.crawl.loading")}
        {job &&
          ` · ${t("knowledgeBase.crawl.progress", {
            scraped: job.pages_scraped ?? 0,
            skipped: job.pages_skipped ?? 0,
            failed: job.pages_failed ?? 0,
          })}`}
      </p>
      <div className="row kb-dialog-actions">
        {running(job?.status) && (
          <Button onClick={() => stop.mutate()} loading={stop.isPending}>
            {t("knowledgeBase.crawl.stop")}
          </Button>
        )}
        <Button variant="primary" onClick={onClose}>
          {t("knowledgeBase.crawl.close")}
        </Button>
      </div>
    </div>
  );
}

function CrawlForm({ folderId, onStarted, onClose }: CrawlDialogProps & { onStarted: (id: string) => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState("");
  const [maxPages, setMaxPages] = useState(String(limits.maxPages.default));
  const [pattern, setPattern] = useState("");
  const [missing, setMissing] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () =>
      startCrawl({ url: url.trim(), maxPages: Number(maxPages), pattern: pattern.trim() }, folderId),
    onSuccess: (started) => onStarted(started.id),
  });
  const serverField = (field: string) =>
    start.error && isApiError(start.error) ? start.error.fieldMessage(field) : undefined;
  const urlError = missing ?? serverField("url");
  const pagesError = serverField("max_pages");
  const patternError = serverField("pattern");
  const showBanner = start.isError && !urlError && !pagesError && !patternError;
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const empty = !url.trim() && t("knowledgeBase.crawl.urlRequired");
        setMissing(empty || null);
        if (!empty) start.mutate();
      }}
    >
      {showBanner && <Banner tone="danger">{errorMessage(start.error)}</Banner>}
      <TextField
        label={t("knowledgeBase.crawl.url")}
        hint={t("knowledgeBase.crawl.urlHint")}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        value={url}
        error={urlError}
        onChange={(event) => setUrl(event.target.value)}
      />
      <TextField
        label={t("knowledgeBase.crawl.maxPages")}
        hint={t("knowledgeBase.crawl.maxPagesHint", { max: limits.maxPages.max })}
        type="number"
        min={1}
        max={limits.maxPages.max}
        value={maxPages}
        error={pagesError}
        onChange={(event) => setMaxPages(event.target.value)}
      />
      <TextField
        label={t("knowledgeBase.crawl.pattern")}
        hint={t("knowledgeBase.crawl.patternHint")}
        optional
        autoComplete="off"
        maxLength={limits.patternCharacters}
        value={pattern}
        error={patternError}
        onChange={(event) => setPattern(event.target.value)}
      />
      <DialogActions className="kb-dialog-actions" onCancel={onClose} pending={start.isPending}>
        <Button type="submit" variant="primary" loading={start.isPending}>
          {t("knowledgeBase.crawl.submit")}
        </Button>
      </DialogActions>
    </form>
  );
}

interface CrawlDialogProps {
  folderId: string | null;
  onClose: () => void;
}

/** "Crawl a website": the site's pages become URL documents in a new folder; progress shows as it runs. */
export function CrawlDialog({ open, ...props }: CrawlDialogProps & { open: boolean }) {
  const { t } = useTranslation();
  const [crawlJobId, setCrawlJobId] = useState<string | null>(null);
  const close = () => {
    setCrawlJobId(null);
    props.onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={t("knowledgeBase.crawl.title")}>
      {open &&
        (crawlJobId ? (
          <CrawlProgress crawlJobId={crawlJobId} onClose={close} />
        ) : (
          <CrawlForm {...props} onClose={close} onStarted={setCrawlJobId} />
        ))}
    </Dialog>
  );
}
