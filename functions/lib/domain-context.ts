import { AsyncLocalStorage } from 'node:async_hooks';
import type { Domain } from '../../shared/routes';

const store = new AsyncLocalStorage<Domain>();

/**
 * Runs one request as the given domain's function. In AWS each domain is its
 * own Lambda with its own role; locally the gateway runs every domain in one
 * process, so the domain travels with the request and the S3 signers can
 * refuse what that function's role would not be allowed to do.
 */
export function runAsDomain<T>(domain: Domain, fn: () => T): T {
  return store.run(domain, fn);
}

/** The domain whose request is running, or undefined outside a handler (scripts, unit tests). */
export function currentDomain(): Domain | undefined {
  return store.getStore();
}
