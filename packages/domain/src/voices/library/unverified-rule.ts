/**
 * Spec 001 §4: "A voice is unverified when it is not verified and either requires verification or
 * the user is in probation." An unverified voice cannot go live in the library, and a live voice
 * that becomes unverified leaves the listing until it is verified (its copies keep working).
 */
export function isUnverified(
  verification: { isVerified: boolean; requiresVerification: boolean },
  ownerInProbation: boolean,
): boolean {
  return !verification.isVerified && (verification.requiresVerification || ownerInProbation);
}
