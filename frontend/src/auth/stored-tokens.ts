/**
 * The Cognito tokens Amplify keeps in localStorage, read without loading Amplify
 * (auth/amplify.ts): the keys are Amplify v6's token store,
 * `CognitoIdentityServiceProvider.<app client id>.LastAuthUser` naming the user and
 * `CognitoIdentityServiceProvider.<app client id>.<user>.<idToken|accessToken|clockDrift>`.
 * Only tokens good for at least another minute are taken: anything else (none, expiring,
 * unreadable) goes through Amplify, which refreshes or signs out as it always has.
 * The server verifies every token it is sent; this only decides whether Amplify is needed.
 */
export interface StoredSession {
  idToken: string;
  claims: Record<string, unknown>;
}

/** How long a stored token must still be good for to be used without Amplify. */
const MARGIN_MS = 60_000;

function claimsOf(jwt: string | null): Record<string, unknown> | undefined {
  const body = jwt?.split('.')[1];
  if (!body) return undefined;
  try {
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** The one app client Amplify has a last user stored for, when there is exactly one. */
function onlyStoredClient(): string | undefined {
  const clients = Object.keys(localStorage)
    .map((key) => /^CognitoIdentityServiceProvider\.([^.]+)\.LastAuthUser$/.exec(key)?.[1])
    .filter((id) => id !== undefined);
  return clients.length === 1 ? clients[0] : undefined;
}

/**
 * The stored session of the app client `clientId`, when its tokens are good for another minute.
 * Without `clientId` (the prerendered page's inline script, which has no runtime config yet),
 * the one client with a stored user, if there is exactly one.
 */
export function storedSession(clientId?: string, now = Date.now()): StoredSession | undefined {
  try {
    const client = clientId ?? onlyStoredClient();
    if (!client) return undefined;
    const prefix = `CognitoIdentityServiceProvider.${client}`;
    const user = localStorage.getItem(`${prefix}.LastAuthUser`);
    if (!user) return undefined;
    const idToken = localStorage.getItem(`${prefix}.${user}.idToken`);
    const claims = claimsOf(idToken);
    const access = claimsOf(localStorage.getItem(`${prefix}.${user}.accessToken`));
    const drift = Number.parseInt(localStorage.getItem(`${prefix}.${user}.clockDrift`) ?? '0', 10) || 0;
    const good = (c: Record<string, unknown> | undefined) => typeof c?.exp === 'number' && c.exp * 1000 > now + drift + MARGIN_MS;
    if (!idToken || !claims || !good(claims) || !good(access) || typeof claims.sub !== 'string') return undefined;
    return { idToken, claims };
  } catch {
    // Storage refused (private browsing): Amplify decides.
    return undefined;
  }
}

/**
 * Whether Amplify has anything stored for the app client `clientId` (its last user), good
 * or not: without it there is no session to read or refresh, and Amplify is not needed to
 * know the caller is signed out.
 */
export function hasStoredUser(clientId: string): boolean {
  try {
    return localStorage.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`) !== null;
  } catch {
    return true; // Storage refused: Amplify decides.
  }
}

/** The Cognito groups an ID token's claims name (`cognito:groups`): how a super admin is told apart. */
export function groupsOf(claims: Record<string, unknown> | undefined): string[] {
  const groups = claims?.['cognito:groups'];
  return Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
}
