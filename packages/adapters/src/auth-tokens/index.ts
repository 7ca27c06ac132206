export { joseJwtSigner } from "./jose-jwt-signer.ts";
export { inProcessAuthTokenCache } from "./token-cache.ts";
