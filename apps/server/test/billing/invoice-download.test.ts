import { messages } from "@chorus/contract";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorOf, subscribe } from "./checkout-support.ts";

describe.each(databaseKinds)("invoice download on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it("answers a paid invoice as a PDF to download, for the workspace's admins only", async () => {
    const account = await createTestAccount(server);
    await subscribe(server, account);
    const listed = await server.request("GET", "/v1/billing/invoices", { token: account.accessToken });
    const [invoice] = listed.json().invoices as { invoice_id: string }[];
    const url = `/v1/billing/invoices/${invoice!.invoice_id}/pdf`;

    const pdf = await server.request("GET", url, { token: account.accessToken });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain(`filename="invoice-${invoice!.invoice_id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The document's title names the invoice (pdfkit writes the info dictionary uncompressed).
    expect(pdf.rawPayload.toString("latin1")).toContain(`Invoice ${invoice!.invoice_id}`);

    const editor = await editorOf(server, account, await createTestAccount(server));
    const byEditor = await server.request("GET", url, { token: editor.accessToken });
    expect(byEditor.statusCode).toBe(403);
  });

  it("finds no invoice of another workspace, nor an unknown one", async () => {
    const account = await createTestAccount(server);
    const unknown = await server.request("GET", "/v1/billing/invoices/in_unknown/pdf", {
      token: account.accessToken,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: { status: "not_found", message: messages.invoiceNotFound } });
  });
});
