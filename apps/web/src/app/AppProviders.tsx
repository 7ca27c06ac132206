import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../lib/i18n/i18n.ts";
import { ToastProvider } from "../ui/Toast.tsx";
import { queryClient } from "./query-client.ts";
import { SessionEffects } from "./SessionEffects.tsx";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SessionEffects />
          {children}
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
