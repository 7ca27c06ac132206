import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { ApiError, hasCode } from "../../../lib/api/api-error.ts";
import { ReauthDialog } from "./ReauthDialog.tsx";

type WithReauth = <T>(action: () => Promise<T>) => Promise<T>;

const ReauthContext = createContext<WithReauth | null>(null);

/** Rejection when the person closes the password prompt; callers treat it as "nothing happened". */
export const reauthCancelled = new ApiError(0, "reauth_cancelled", "");

/**
 * Sensitive actions (MFA changes, account deletion) need a recent sign-in: the server answers
 * 403 `recent_sign_in_required`. `withReauth(action)` then asks for the password (and a code
 * when two-step verification is on), calls /v1/auth/reauthenticate and runs the action again.
 */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pending = useRef<{ resolve: () => void; reject: (error: unknown) => void } | null>(null);

  const askForPassword = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        setOpen(true);
      }),
    [],
  );

  const withReauth = useCallback<WithReauth>(
    async (action) => {
      try {
        return await action();
      } catch (error) {
        if (!hasCode(error, "recent_sign_in_required")) throw error;
        await askForPassword();
        return action();
      }
    },
    [askForPassword],
  );

  const settle = (confirmed: boolean) => {
    setOpen(false);
    if (confirmed) pending.current?.resolve();
    else pending.current?.reject(reauthCancelled);
    pending.current = null;
  };

  const value = useMemo(() => withReauth, [withReauth]);
  return (
    <ReauthContext.Provider value={value}>
      {children}
      <ReauthDialog open={open} onConfirmed={() => settle(true)} onCancel={() => settle(false)} />
    </ReauthContext.Provider>
  );
}

export function useReauth(): WithReauth {
  const value = useContext(ReauthContext);
  if (!value) throw new Error("useReauth needs a ReauthProvider");
  return value;
}
