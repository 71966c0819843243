import { AsyncLocalStorage } from 'node:async_hooks';

/** The person a request acts for, as history entries name them. */
export interface Actor {
  userId: string;
  name: string;
}

const store = new AsyncLocalStorage<Actor>();

/**
 * Runs a member's request as that person: every history entry the services
 * write while it runs (services/documents/store.ts and
 * services/customers/store.ts `historyItem`) names them. Set by the route
 * factory (functions/lib/http.ts) from the same profile read that gives the
 * caller's company and role, so naming the author costs no extra read.
 */
export function runAsActor<T>(actor: Actor, fn: () => T): T {
  return store.run(actor, fn);
}

/** The member whose request is running; undefined for public routes, scripts and tests that call services directly. */
export function currentActor(): Actor | undefined {
  return store.getStore();
}

/** The name a user's history entries carry: first and last name, else the e-mail. */
export function displayName(p: { firstName?: string; lastName?: string; email?: string } | null | undefined, fallback: string): string {
  return [p?.firstName, p?.lastName].filter(Boolean).join(' ').trim() || p?.email || fallback;
}
