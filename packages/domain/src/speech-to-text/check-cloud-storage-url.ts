import { messages } from "@chorus/contract";
import { DomainError } from "../shared/domain-error.ts";
import { checkPublicHttpsUrl } from "../shared/public-https-url.ts";

export { isPublicAddress } from "../shared/public-https-url.ts";

/** `cloud_storage_url`: a public https address (shared/public-https-url.ts), refused on its field. */
export const checkCloudStorageUrl = (text: string): URL =>
  checkPublicHttpsUrl(text, (reason) =>
    DomainError.invalidField(["body", "cloud_storage_url"], messages.cloudStorageUrlInvalid(reason)),
  );
