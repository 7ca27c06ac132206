import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../../lib/auth/use-session.ts";
import { useToast } from "../../../ui/Toast.tsx";
import { promoErrorText } from "../billing-errors.ts";
import { usePromoValidation } from "../hooks/use-promo-validation.ts";
import { rememberPendingCoupon, takePendingCoupon } from "../pending-coupon.ts";

/**
 * Spec 000 §2: `?coupon=CODE` on any page. In the app (`check`) the code is validated: valid, it is
 * saved and the person goes to the subscription page where the discount shows; invalid, it is
 * cleared with "Invalid promocode". On the signed-out pages (`remember`) it is kept until sign-in and
 * the person is asked to sign in (spec 000 §8 "Please sign in"). The parameter leaves the address
 * either way, so a reload does not ask again.
 */
export function CouponFromUrl({ mode }: { mode: "check" | "remember" }) {
  const { t } = useTranslation();
  const toast = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const handled = useRef<string | null>(null);
  const validation = usePromoValidation((promo) => {
    toast.success(t("subscription.promo.saved", { code: promo.code }));
    navigate("/app/subscription");
  });
  const { mutate } = validation;

  useEffect(() => {
    if (session.status === "loading") return;
    const params = new URLSearchParams(location.search);
    const fromUrl = params.get("coupon");
    if (fromUrl !== null) {
      params.delete("coupon");
      const search = params.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
        { replace: true },
      );
    }
    if (mode === "remember") {
      if (fromUrl && session.status === "signed_out") {
        rememberPendingCoupon(fromUrl);
        toast.info(t("subscription.promo.signIn"));
      }
      return;
    }
    if (session.status !== "signed_in") return;
    const code = fromUrl ?? takePendingCoupon();
    // One check per arrival: React's development double effect and the URL rewrite above re-run this.
    if (code === null || handled.current === `${location.key}:${code}`) return;
    handled.current = `${location.key}:${code}`;
    mutate(code, { onError: (error) => toast.error(promoErrorText(error, t)) });
  }, [location, mode, session.status, navigate, mutate, toast, t]);

  return null;
}
