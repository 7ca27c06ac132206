import type { Config } from "@chorus/config";
import type { DomainSettings } from "@chorus/domain";

/** The settings verbs read, from the validated configuration: the server's and the operator command's. */
export function domainSettingsOf(config: Config): DomainSettings {
  return {
    publicUrl: config.publicUrl,
    accessTokenTtlSeconds: config.tokens.accessTtlSeconds,
    refreshTokenTtlDays: config.tokens.refreshTtlDays,
    signUp: config.signUp,
    signInVerification: config.signInVerification,
    termsVersion: config.termsVersion,
    signInThrottle: config.abuse.signInThrottle,
    billing: config.billing,
    reservationLeaseSeconds: config.reservationLeaseSeconds,
    toolWebhookHttpHosts: config.toolWebhookHttpHosts,
  };
}
