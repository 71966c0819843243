import { AsyncLocalStorage } from 'node:async_hooks';
import type { Domain } from '../../shared/routes';
import { DOMAIN_S3_ACCESS, type DomainS3Access } from '../../shared/s3-prefixes';

interface Running {
  domain: Domain;
  /** The function's grants in the uploads bucket: its domain's, or a job's own. */
  s3: DomainS3Access;
}

const store = new AsyncLocalStorage<Running>();

/**
 * Runs one request as the given domain's function. In AWS each domain is its
 * own Lambda with its own role; locally the gateway runs every domain in one
 * process, so the domain travels with the request and the S3 signers can
 * refuse what that function's role would not be allowed to do.
 */
export function runAsDomain<T>(domain: Domain, fn: () => T): T {
  return store.run({ domain, s3: DOMAIN_S3_ACCESS[domain] }, fn);
}

/**
 * Runs a job whose function has its domain's table grant but bucket grants of its own
 * (infra/lib/lambda-bundle.ts JOB_RUNS_AS): the company deletion lists and deletes, which
 * no route's function may.
 */
export function runAsJob<T>(domain: Domain, s3: DomainS3Access, fn: () => T): T {
  return store.run({ domain, s3 }, fn);
}

/** The domain whose request is running, or undefined outside a handler (scripts, unit tests). */
export function currentDomain(): Domain | undefined {
  return store.getStore()?.domain;
}

/** The running function's grants in the uploads bucket, or undefined outside a handler. */
export function currentS3Access(): DomainS3Access | undefined {
  return store.getStore()?.s3;
}
