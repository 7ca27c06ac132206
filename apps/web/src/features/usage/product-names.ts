import { type UsageProduct, usageProducts } from "@chorus/contract";
import { useTranslation } from "react-i18next";

const known = new Set<string>(usageProducts);

/** A product key of `usage.get` (`text_to_speech`) as shown; unknown keys are made readable as they are. */
export function useProductName(): (product: string) => string {
  const { t } = useTranslation();
  return (product) =>
    known.has(product)
      ? t(`usage.products.${product as UsageProduct}`)
      : product.replace(/_/g, " ").replace(/^./, (first) => first.toUpperCase());
}
