import { randomBytes } from 'node:crypto';

/*
 * The bearer tokens Kobo hands out in links (a shared document's, an invitation's): 32 random
 * bytes (256 bits), base64url, 43 characters no one guesses or enumerates. The threat model
 * (docs/threat-model.md) says how each is kept and revoked.
 */

export const SECRET_TOKEN_BYTES = 32;

/** A new link token. */
export const newSecretToken = () => randomBytes(SECRET_TOKEN_BYTES).toString('base64url');

/** What a link token looks like (a path parameter that is not one is refused before any read). */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
