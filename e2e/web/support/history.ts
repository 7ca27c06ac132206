import type { Page } from "playwright-core";

/**
 * Opens the history page, opens the Share dialog of the item showing `text` and answers its public
 * link once the dialog has it (the dialog stays open; Escape closes it).
 */
export async function shareLinkFromHistory(page: Page, baseUrl: string, text: string): Promise<string> {
  await page.goto(`${baseUrl}/app/history`);
  const item = page
    .getByRole("list", { name: "Generations" })
    .getByRole("listitem")
    .filter({ hasText: text });
  await item.waitFor({ timeout: 20_000 });
  await item.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share this generation" });
  await dialog.waitFor();
  const field = dialog.getByLabel("Public link");
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = await field.inputValue().catch(() => "");
    if (link.includes("/share/")) return link;
    if (Date.now() > deadline) throw new Error("the Share dialog never showed a public link");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
