import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development (`npm run dev` at the root) Vite serves the app with hot reload and proxies API
// calls to the Chorus server on API_ORIGIN (default http://localhost:3000).
const apiOrigin = process.env.API_ORIGIN ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      // ws: the realtime speech-to-text WebSocket of the Live mode goes through the proxy too.
      "/v1": { target: apiOrigin, ws: true },
      "/v2": apiOrigin,
      "/docs": apiOrigin,
      "/openapi.json": apiOrigin,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // Modules run in source order even across chunks: main.tsx's first import configures Zod
    // (lib/zod-without-eval.ts) before any schema is built; without this, the shared chunk holding
    // Zod and the contract ran first, and Zod's eval check showed as a CSP violation on every page.
    rolldownOptions: { output: { strictExecutionOrder: true } },
  },
});
