// First: the contract's schemas are built as their modules load, and must be built jitless.
import "./lib/zod-without-eval.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./app/AppProviders.tsx";
import { router } from "./app/router.tsx";
import { initSession } from "./lib/auth/session.ts";
import { initialLocaleShown } from "./lib/i18n/i18n.ts";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/controls.css";
import "./styles/surfaces.css";
import "./styles/overlays.css";
import "./styles/layout.css";
import "./styles/speech.css";
import "./styles/speech-classifier.css";

// Ask for an access token with the refresh cookie straight away, before the first route renders.
void initSession();

// A visitor whose language is not English waits for its strings (one small chunk) rather than seeing English first.
void initialLocaleShown.then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
