import { seatTypeForRole, type UiLocale, type User, uiLocales, type WorkspaceRole } from "@chorus/contract";
import type { CurrentUser } from "@chorus/domain";
import { presentSubscriptionResponse } from "./subscription-presenter.ts";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** `GET /v1/user`: the SDK's required fields first, then the account fields of spec 000 §3. */
export function presentUser(current: CurrentUser): User {
  const { user, workspace, member } = current;
  const checklist = user.checklist;
  return {
    user_id: user.id,
    workspace_id: workspace.id,
    subscription: presentSubscriptionResponse(current.subscription, current.voiceUsage),
    is_new_user: !user.onboardingCompletedAt,
    can_use_delayed_payment_methods: false,
    is_onboarding_completed: !!user.onboardingCompletedAt,
    is_onboarding_checklist_completed: checklist.completed,
    show_compliance_terms: current.mustAcceptTerms,
    first_name: user.firstName,
    is_api_key_hashed: true,
    xi_api_key_preview: current.apiKeyHint,
    referral_link_code: null,
    partnerstack_partner_default_link: null,
    created_at: unix(user.createdAt),
    seat_type: seatTypeForRole(member.role),
    email: user.email,
    is_email_verified: !!user.emailVerifiedAt,
    locale: (uiLocales as readonly string[]).includes(user.locale) ? (user.locale as UiLocale) : "en-US",
    agrees_to_product_updates: user.agreesToProductUpdates,
    geo_location: { country: user.geoCountry, region: user.geoRegion, city: user.geoCity },
    requires_bipa_terms: current.requiresBipaTerms,
    accepted_bipa_terms: !!user.bipaAcceptedAt,
    onboarding_checklist: checklist,
    public_user_id: user.publicUserId,
    public_user_name: user.publicUserName,
    created_at_unix: unix(user.createdAt),
    mfa_factors: current.mfaFactors,
    workspace_role: member.role as WorkspaceRole,
    onboarding_use_case: user.onboarding?.useCase ?? null,
  };
}
