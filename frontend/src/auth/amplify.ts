/**
 * Amplify, loaded when it is needed rather than on every page. A signed-in user opening
 * a dashboard page needs only the ID token Amplify left in localStorage (stored-tokens.ts):
 * Amplify (about 40 KB compressed, and its start-up work on a slow phone) comes in only to
 * sign in, sign up, refresh an expiring token, change the password or MFA, or sign out.
 * Every call into Amplify goes through amplifyAuth(), which configures it once first.
 */
import { loadConfig, runtimeConfig, type RuntimeConfig } from '../config';

type AuthModule = typeof import('aws-amplify/auth');
type HubModule = typeof import('aws-amplify/utils');

let loading: Promise<{ auth: AuthModule; hub: HubModule }> | undefined;
let loaded: (value: HubModule['Hub']) => void = () => {};
/** Resolves with Amplify's Hub once Amplify has been loaded by anyone (it never loads it itself). */
export const amplifyLoaded: Promise<HubModule['Hub']> = new Promise((resolve) => (loaded = resolve));

/** Amplify's configuration for the stack's user pool (the runtime config). */
export function amplifyConfig(config: RuntimeConfig) {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        signUpVerificationMethod: 'code' as const,
        loginWith: {
          email: true,
          ...(config.oauthDomain && config.socialProviders.length
            ? {
                oauth: {
                  domain: config.oauthDomain,
                  scopes: ['email', 'openid', 'profile'],
                  redirectSignIn: [`${window.location.origin}/dashboard`],
                  redirectSignOut: [`${window.location.origin}/`],
                  responseType: 'code' as const,
                  providers: config.socialProviders,
                },
              }
            : {}),
        },
      },
    },
  };
}

const configOrLoad = (): Promise<RuntimeConfig> => {
  try {
    return Promise.resolve(runtimeConfig());
  } catch {
    return loadConfig();
  }
};

/** Amplify's auth functions, Amplify configured. Loads it on the first call. */
export function amplifyAuth(): Promise<AuthModule> {
  loading ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth'), import('aws-amplify/utils'), configOrLoad()]).then(([{ Amplify }, auth, hub, config]) => {
    Amplify.configure(amplifyConfig(config));
    loaded(hub.Hub);
    return { auth, hub };
  });
  return loading.then((m) => m.auth);
}
