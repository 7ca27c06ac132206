// Sign-up, sign-in, tokens, verification codes and MFA (app-only endpoints the web app uses).
export {};
