/**
 * Where the payment provider sends the person back to after checkout: the web app's return pages
 * (issue 4 §3). The server builds the provider's success and cancel URLs from them.
 */
export const checkoutReturnPaths = {
  success: "/app/subscription/checkout/success",
  cancel: "/app/subscription/checkout/cancel",
  /** Back from the portal or the payment-method page. */
  manage: "/app/subscription",
} as const;
