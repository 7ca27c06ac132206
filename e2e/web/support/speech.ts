import type { Page } from "playwright-core";

/**
 * Generates `text` on the speech synthesis page with the first voice of the library and waits until
 * the bottom player has the audio (the generation is then logged as a history item).
 */
export async function generateSpeechInBrowser(page: Page, baseUrl: string, text: string): Promise<void> {
  await page.goto(`${baseUrl}/app/speech-synthesis`);
  await page.getByRole("heading", { name: "Speech synthesis", level: 1 }).waitFor();
  await page.getByLabel("Text", { exact: true }).fill(text);
  const pick = page.getByRole("button", { name: /^Use voice / }).first();
  await pick.waitFor();
  await pick.click();
  await page.getByText(/^Speaking as /).waitFor();
  await page.getByRole("button", { name: "Generate speech" }).click();
  const player = page.getByRole("region", { name: "Audio player" });
  await player.waitFor();
  const deadline = Date.now() + 60_000;
  for (;;) {
    const state = await player.getAttribute("data-state");
    if (state && /^(ready|playing|paused|ended)$/.test(state)) return;
    if (state === "error") throw new Error("speech generation failed in the browser");
    if (Date.now() > deadline) throw new Error(`the player never got the audio (state ${state})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
