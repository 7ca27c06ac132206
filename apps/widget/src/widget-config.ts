import type { WidgetConfigResponse } from "@chorus/contract";

export type WidgetConfig = WidgetConfigResponse;

/** Where the widget reaches Chorus: its HTTP base (no trailing slash) and WebSocket origin. */
export interface ServerAddress {
  http: string;
  webSocket: string;
}

/** `https://chorus.example/prefix/` → `{ http: "https://chorus.example/prefix", webSocket: "wss://…" }`. */
export function serverAddress(url: string): ServerAddress {
  const parsed = new URL(url, document.baseURI);
  const http = `${parsed.origin}${parsed.pathname.replace(/\/+$/, "")}`;
  return { http, webSocket: http.replace(/^http/, "ws") };
}

export class WidgetUnavailableError extends Error {}

/**
 * `GET /v1/convai/agents/{id}/widget`, without a key (and without cookies: the widget runs on other
 * sites' pages). A private agent answers only with its shareable-link token.
 */
export async function fetchWidgetConfig(
  server: ServerAddress,
  agentId: string,
  shareableToken: string | null,
): Promise<WidgetConfig> {
  const query = shareableToken ? `?shareable_token=${encodeURIComponent(shareableToken)}` : "";
  const response = await fetch(
    `${server.http}/v1/convai/agents/${encodeURIComponent(agentId)}/widget${query}`,
    {
      credentials: "omit",
      referrerPolicy: "no-referrer",
      headers: { accept: "application/json" },
    },
  );
  if (!response.ok) throw new WidgetUnavailableError(`The widget configuration answered ${response.status}`);
  const body = (await response.json()) as { widget_config: WidgetConfig };
  return body.widget_config;
}
