import { z } from "zod";
import { uiLocales } from "../../catalogues/ui-locales.ts";
import { SubscriptionResponseSchema } from "./subscription-schemas.ts";

export const SeatTypeSchema = z.enum(["workspace_admin", "workspace_member", "workspace_lite_member"]);

export const OnboardingChecklistSchema = z.object({
  initiated: z.boolean(),
  hidden: z.boolean(),
  completed: z.boolean(),
  items: z.record(z.string(), z.boolean()),
});

export const GeoLocationSchema = z.object({
  country: z.string().nullish(),
  region: z.string().nullish(),
  city: z.string().nullish(),
});

/**
 * `User` as the official SDK parses it (every required field present), followed by the
 * account fields of spec 000 §3 that the web app needs. The SDK passes unknown keys through.
 */
export const UserSchema = z
  .object({
    user_id: z.string(),
    workspace_id: z.string(),
    subscription: SubscriptionResponseSchema,
    is_new_user: z.boolean(),
    can_use_delayed_payment_methods: z.boolean(),
    is_onboarding_completed: z.boolean(),
    is_onboarding_checklist_completed: z.boolean(),
    show_compliance_terms: z.boolean().nullish(),
    first_name: z.string().nullish(),
    is_api_key_hashed: z.boolean().nullish(),
    xi_api_key_preview: z.string().nullish(),
    referral_link_code: z.string().nullish(),
    partnerstack_partner_default_link: z.string().nullish(),
    created_at: z.number().int(),
    seat_type: SeatTypeSchema,
    // Chorus account fields (spec 000 §3)
    email: z.string(),
    is_email_verified: z.boolean(),
    locale: z.enum(uiLocales),
    agrees_to_product_updates: z.boolean(),
    geo_location: GeoLocationSchema,
    requires_bipa_terms: z.boolean(),
    accepted_bipa_terms: z.boolean(),
    onboarding_checklist: OnboardingChecklistSchema,
    public_user_id: z.string(),
    public_user_name: z.string().nullish(),
    created_at_unix: z.number().int(),
    mfa_factors: z.array(z.enum(["totp", "sms"])),
    workspace_role: z.enum(["owner", "admin", "editor", "member", "viewer"]),
    /** What the person said in onboarding they use Chorus for (home follows it); null when skipped. */
    onboarding_use_case: z.string().nullish(),
  })
  .meta({ id: "User" });

export type User = z.infer<typeof UserSchema>;
