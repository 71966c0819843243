import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { confirmSignIn, signIn, type SignInOutput } from 'aws-amplify/auth';
import { runtimeConfig } from '../../config';
import { useSession } from '../../auth/session';
import { useNotify } from '../../app/notifications';
import { errorName } from './auth-errors';

export type SignInOutcome = 'done' | 'confirm-sign-up' | 'reset-password' | 'totp-code' | 'unsupported';

/** `location.state.from` when it is an in-app path (set by RequireAuth). */
export function rememberedPath(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

/**
 * Signs in with e-mail and password and, when that is complete, announces it,
 * refreshes the session and goes to `target`; without one, /auth's guard takes
 * the user to their opening screen (Settings > Opening Screen) as the session
 * turns signed in. Other outcomes are returned for the caller to handle
 * ('totp-code': answer with confirmCode); failures are thrown (the caller shows them).
 */
export function useSignIn() {
  const { refresh, signOut } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();

  const finish = useCallback(
    async (result: SignInOutput, target?: string): Promise<SignInOutcome> => {
      switch (result.nextStep.signInStep) {
        case 'DONE':
          notify('success', 'Successfully logged in');
          await refresh();
          if (target) navigate(target, { replace: true });
          return 'done';
        case 'CONFIRM_SIGN_UP':
          return 'confirm-sign-up';
        case 'RESET_PASSWORD':
          return 'reset-password';
        case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
          // Two-step verification is on (Settings > Privacy & Security): the code from the authenticator app.
          return 'totp-code';
        default:
          return 'unsupported';
      }
    },
    [navigate, notify, refresh],
  );

  const signInAndGo = useCallback(
    async (email: string, password: string, target?: string): Promise<SignInOutcome> => {
      // RedirectIfSignedIn sends a signed-in visitor of /auth to state.from the moment the
      // session flips; point it at the same place so both redirects agree.
      if (target && rememberedPath(location.state) !== target) {
        navigate(location.pathname + location.search, { replace: true, state: { ...((location.state as object | null) ?? {}), from: target } });
      }
      const attempt = () => signIn({ username: email, password, options: { authFlowType: runtimeConfig().authFlowType } });
      let result;
      try {
        result = await attempt();
      } catch (error) {
        if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
        // A stale session is still stored in the browser: drop it and sign in as the person who typed.
        await signOut();
        result = await attempt();
      }
      return finish(result, target);
    },
    [location, navigate, signOut, finish],
  );

  /** The second step, after 'totp-code': the authenticator app's code; a wrong one is thrown (the caller shows it). */
  const confirmCode = useCallback(async (code: string, target?: string) => finish(await confirmSignIn({ challengeResponse: code }), target), [finish]);

  return { signInAndGo, confirmCode };
}

export const UNSUPPORTED_STEP = 'This account needs an extra sign-in step that Kobo does not support yet.';
