import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SignInOutput } from 'aws-amplify/auth';
import { amplifyAuth } from '../../auth/amplify';
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

/** What Cognito asks for next. */
function outcomeOf(result: SignInOutput): SignInOutcome {
  switch (result.nextStep.signInStep) {
    case 'DONE':
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
}

/**
 * Signing in with e-mail and password, and its second step ('totp-code': answer
 * with confirmCode), as Cognito answers them; failures are thrown (the caller
 * shows them). Nothing is announced and nobody is sent anywhere: the sign-in
 * page (useSignIn) and the invitation page each go on their own way.
 */
export function usePasswordSignIn() {
  const { signOut } = useSession();

  const signInWith = useCallback(
    async (email: string, password: string): Promise<SignInOutcome> => {
      const attempt = async () => (await amplifyAuth()).signIn({ username: email, password, options: { authFlowType: runtimeConfig().authFlowType } });
      try {
        return outcomeOf(await attempt());
      } catch (error) {
        if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
        // A stale session (or another account's) is still stored in the browser: drop it and sign in as the person who typed.
        await signOut();
        return outcomeOf(await attempt());
      }
    },
    [signOut],
  );

  /** The second step, after 'totp-code': the authenticator app's code; a wrong one is thrown. */
  const confirmCode = useCallback(async (code: string) => outcomeOf(await (await amplifyAuth()).confirmSignIn({ challengeResponse: code })), []);

  return { signInWith, confirmCode };
}

/**
 * The sign-in page's sign-in: when it is complete, announces it, refreshes the
 * session and goes to `target`; without one, /auth's guard takes the user to
 * their opening screen (Settings > Opening Screen) as the session turns signed
 * in. Other outcomes are returned for the caller to handle.
 */
export function useSignIn() {
  const { refresh } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const { signInWith, confirmCode: confirmWith } = usePasswordSignIn();

  const finish = useCallback(
    async (outcome: SignInOutcome, target?: string): Promise<SignInOutcome> => {
      if (outcome !== 'done') return outcome;
      notify('success', 'Successfully logged in');
      await refresh();
      if (target) navigate(target, { replace: true });
      return outcome;
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
      return finish(await signInWith(email, password), target);
    },
    [location, navigate, signInWith, finish],
  );

  /** The second step, after 'totp-code': the authenticator app's code; a wrong one is thrown (the caller shows it). */
  const confirmCode = useCallback(async (code: string, target?: string) => finish(await confirmWith(code), target), [confirmWith, finish]);

  return { signInAndGo, confirmCode };
}

export const UNSUPPORTED_STEP = 'This account needs an extra sign-in step that Kobo does not support yet.';
