import { type CommandIo, UsageError } from "./command-io.ts";

/**
 * `chorus stripe sync-catalogue`: creates (or re-prices) the Stripe products and prices of every
 * self-serve plan, each findable by its lookup key, so checkout can name them. Safe to run again.
 */
export async function stripeSyncCatalogue(io: CommandIo): Promise<void> {
  if (!io.syncStripeCatalogue)
    throw new UsageError("stripe sync-catalogue needs PAYMENT_PROVIDER=stripe and STRIPE_SECRET_KEY");
  const result = await io.syncStripeCatalogue();
  for (const key of result.created) io.out(`created   ${key}`);
  for (const key of result.replaced) io.out(`re-priced ${key}`);
  io.out(
    `${result.created.length} created, ${result.replaced.length} re-priced, ${result.unchanged.length} unchanged`,
  );
}
