import middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { MAX_JSON_BODY_BYTES } from '../../shared/constants';
import { textIssues } from '../../shared/schemas/text';
import type { Role, RoleSet } from '../../shared/roles';
import { routeNamed, routes, type Access, type AccessOf, type Domain, type RouteDef, type RouteName } from '../../shared/routes';
import { config } from './config';
import { runAsDomain } from './domain-context';
import { answerMismatch } from './answer-check';
import { runAsActor } from './actor';
import { timed } from './timings';
import { isTransient } from './dynamo-errors';
import { runOnce } from './request-key';
import { AppError, BadRequestError, ForbiddenError, NotFoundError, PayloadTooLargeError, TryAgainError, UnauthorizedError, checked } from './errors';
export { fieldErrors } from './errors';
import { logger } from './logger';
import { openCursor, sealCursor, type CursorScope } from './cursor';
import { assertWritable, readCaller } from '../services/membership';
import { isOnRoster } from '../services/admin/roster';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyStructuredResultV2;
export type ApiHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

export interface User {
  userId: string;
  email: string;
  isSuperAdmin: boolean;
}
export interface Member extends User {
  companyId: string;
  /** From the caller's membership (their profile), never from the request. */
  role: Role;
  /** The caller's name as history shows it (from the same profile read). */
  name: string;
}

/** The answer to anyone but a super admin on an admin route. */
export const ADMIN_FORBIDDEN_MESSAGE = 'Only Kobo super admins may do this';

/** The answer to a member whose role the route table does not list for the route. */
export const ROLE_FORBIDDEN_MESSAGE = 'Your role does not allow this';

type CallerFor<A extends Access> = A extends 'public' ? undefined : A extends 'user' | 'admin' ? User : Member;

interface Spec<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, P extends z.ZodType | undefined> {
  body?: B;
  query?: Q;
  params?: P;
  /**
   * The schema of a successful answer, as it goes on the wire (a page's cursor
   * sealed): an export of shared/schemas/, whose output type the front end takes it as
   * (unparsed: with KOBO_CHECK_RESPONSES=1 the answer must be exactly the schema's output).
   * Every route declares one but a 204 route, which answers no body.
   */
  response?: z.ZodType;
  /** Status of a successful answer (default 200). */
  status?: number;
  /** The largest body the route takes (default MAX_JSON_BODY_BYTES). */
  maxBodyBytes?: number;
  /**
   * The route reads its body itself, as the bytes sent (a webhook whose signature covers
   * them): route() neither parses nor refuses it; `rawBodyOf(event)` gives it, size-checked.
   */
  rawBody?: true;
  /**
   * An idempotent route's (shared/routes.ts) answer to a retry of a request it already carried
   * out: the record `ref` the first try made, read again (lib/request-key.ts).
   */
  replay?: (caller: Member, ref: string) => Promise<unknown>;
}
type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface Request<A extends Access, B, Q, P> {
  caller: CallerFor<A>;
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  event: ApiEvent;
}

const json = (status: number, body: unknown): ApiResult => ({
  statusCode: status,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: body === undefined ? '' : JSON.stringify(body),
});

const parse = checked;

/**
 * Keys no request body may carry at any depth. JSON.parse makes `__proto__` an
 * own key, which a zod record or a non-strict object would silently drop (or
 * a careless spread would turn into a prototype); refuse them outright.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** No request needs deeper JSON; deeper bodies would only make validators recurse. */
export const MAX_JSON_DEPTH = 16;

/** Walks the parsed body without recursion: the first forbidden key's path, or a BadRequestError when nested too deep. */
function forbiddenKey(body: unknown): string | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH) throw new BadRequestError(`The request body is nested more than ${MAX_JSON_DEPTH} levels deep`);
    for (const [key, child] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(key)) return [...path, key].join('.');
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}

function readBody(event: ApiEvent, maxBytes: number): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > maxBytes) throw new PayloadTooLargeError(maxBytes);
  const type = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw new AppError(415, 'unsupported_media_type', 'Send the body as application/json');
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new BadRequestError('The request body is not valid JSON');
  }
  const bad = forbiddenKey(body);
  if (bad) throw new BadRequestError(`Invalid request body: ${bad}: Unknown field`, { [bad]: 'Unknown field' });
  return body;
}

/** The body as sent (a webhook's signature covers these bytes), at most `maxBytes`; '' when there is none. */
export function rawBodyOf(event: ApiEvent, maxBytes = MAX_JSON_BODY_BYTES): string {
  if (event.body === undefined || event.body === null) return '';
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > maxBytes) throw new PayloadTooLargeError(maxBytes);
  return raw;
}

/** The answer to a body sent to a route that takes none. */
export const NO_BODY_MESSAGE = 'This request takes no body: send none, or {}';

const isEmptyObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;

/** The token's claims, as the HTTP API JWT authorizer (or the local gateway) passed them on. */
export function userFromEvent(event: ApiEvent): User {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (!claims || typeof sub !== 'string') throw new UnauthorizedError();
  const rawGroups = claims['cognito:groups'];
  // API Gateway flattens array claims into a string like "[a b]".
  const groups = Array.isArray(rawGroups)
    ? rawGroups.map(String)
    : typeof rawGroups === 'string'
      ? rawGroups.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean)
      : [];
  return { userId: sub, email: String(claims.email ?? ''), isSuperAdmin: groups.includes('super_admin') };
}

/** The answer to a token from a sign-in before the user signed out on every device. */
export const SIGNED_OUT_MESSAGE = 'You were signed out on every device. Sign in again to continue.';

/**
 * When the token's session began, in epoch seconds: `auth_time` (Cognito keeps
 * the sign-in's time in refreshed tokens too), else `iat`. API Gateway passes
 * numeric claims on as strings.
 */
export function signedInAt(event: ApiEvent): number | undefined {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  for (const key of ['auth_time', 'iat']) {
    const value = Number(claims?.[key]);
    if (claims?.[key] !== undefined && Number.isFinite(value)) return value;
  }
  return undefined;
}

/**
 * Settings > Privacy & Security > Sign out on every device records the second
 * it happened; a token whose sign-in is not later than that is refused with
 * 401, so every other device loses access at its next request (Cognito itself
 * only revokes refresh tokens: access and id tokens stay valid until they expire).
 * The same second counts as before: a session that began then cannot be told apart.
 */
export function refuseRevokedSession(event: ApiEvent, sessionsRevokedAt: number | undefined): void {
  if (sessionsRevokedAt === undefined) return;
  const since = signedInAt(event);
  if (since === undefined || since <= sessionsRevokedAt) throw new UnauthorizedError(SIGNED_OUT_MESSAGE);
}

/**
 * Who is calling, checked against the route's entry in the table: a member
 * route refuses a role it does not list, before any input is read or any
 * service runs. Every signed-in call reads the caller's profile once (readCaller):
 * the membership for member routes, and for all the sign-out-everywhere time.
 */
async function callerFor(def: RouteDef, event: ApiEvent): Promise<User | Member | undefined> {
  if (def.access === 'public') return undefined;
  const user = userFromEvent(event);
  if (def.access === 'admin' && !user.isSuperAdmin) throw new ForbiddenError(ADMIN_FORBIDDEN_MESSAGE);
  const [{ membership, sessionsRevokedAt }, onRoster] = await Promise.all([readCaller(user.userId), def.access === 'admin' ? isOnRoster(user.userId) : true]);
  refuseRevokedSession(event, sessionsRevokedAt);
  // The role taken away a moment ago: the token still carries the group until it expires, the roster does not.
  if (!onRoster) throw new ForbiddenError(ADMIN_FORBIDDEN_MESSAGE);
  if (def.access === 'user' || def.access === 'admin') return user;
  if (!membership) throw new ForbiddenError('Please set up your company to continue', 'no_company');
  if (def.access === 'member' && !def.roles.includes(membership.role)) throw new ForbiddenError(ROLE_FORBIDDEN_MESSAGE);
  // A company whose subscription lapsed reads and exports, and writes only to pay (402 otherwise); one waiting to be deleted, only to stop that (409).
  if (def.method !== 'GET') await assertWritable(membership.companyId, def.name);
  return { ...user, ...membership };
}

/** The one error mapper: typed errors keep their status; anything else is a 500 without internals. */
export function errorResult(error: unknown, requestId: string): ApiResult {
  // A refusal that passes (DynamoDB's throttling, a conflict, a timeout; a keyed claim gone): 503 with Retry-After, logged once.
  if (error instanceof TryAgainError || (!(error instanceof AppError) && isTransient(error))) {
    logger.warn('request failed for now', { error: error as Error });
    const tryAgain = new TryAgainError();
    const res = json(tryAgain.status, { error: { code: tryAgain.code, message: tryAgain.message } });
    return { ...res, headers: { ...res.headers, 'retry-after': '1' } };
  }
  if (error instanceof AppError) {
    if (error.status >= 500) logger.error('request failed', { error });
    else logger.info('request refused', { status: error.status, code: error.code, reason: error.message });
    return json(error.status, {
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    });
  }
  logger.error('unexpected error', { error: error as Error });
  return json(500, { error: { code: 'internal', message: 'An unexpected error occurred', requestId } });
}

/** What a route takes, readable from its handler: tests generated from the route table use it. */
export interface RouteMeta {
  access: Access;
  /** The roles the route table lets call a member route. */
  roles?: RoleSet;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The schema of a successful answer (none for a 204). */
  response?: z.ZodType;
  /** The query has a `cursor`: the route hands out and takes sealed page cursors (cursor.ts). */
  paginated: boolean;
  status: number;
  maxBodyBytes: number;
  /** The route reads its body as sent (a signed webhook): no JSON schema, no refusal of a body. */
  rawBody: boolean;
}
export type RouteHandler = ApiHandler & { meta: RouteMeta };

function hasCursor(schema: z.ZodType | undefined): boolean {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Boolean(shape && 'cursor' in shape);
}

/** A list's cursor is bound to the caller's company, the route and every other query and path parameter. */
function cursorScope(caller: User | Member | undefined, event: ApiEvent, query: Record<string, unknown>, params: unknown): CursorScope {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  const owner = caller && 'companyId' in caller ? caller.companyId : (caller?.userId ?? '');
  return { companyId: owner, list: event.routeKey, filters: { ...filters, ...(params as object | undefined) } };
}

/**
 * Builds the thin handler of the named route (its access comes from the route table): parse and validate input with shared zod schemas,
 * resolve the caller (and their company), run the service call, answer JSON.
 * A route whose query takes a `cursor` gets it opened (a sealed cursor back
 * to the list's raw one) before the service runs, and the `cursor` of its
 * answer sealed after: services only ever see the table's own cursors.
 * With KOBO_CHECK_RESPONSES=1 the answer, as sent, is parsed with the route's
 * `response` schema: one it does not describe, or one the parse would change (its
 * output must equal the answer: the front end takes answers unparsed), is a 500
 * (`answer_mismatch`), logged with the route's name and zod's issues or the first
 * path where they differ.
 */
export function route<
  N extends RouteName,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(name: N, spec: Spec<B, Q, P>, fn: (req: Request<AccessOf<N>, B, Q, P>) => Promise<unknown>): RouteHandler {
  type A = AccessOf<N>;
  // Who may call comes from the route table (shared/routes.ts), never from the handler.
  const def = routeNamed(name);
  const { access } = def;
  const paginated = hasCursor(spec.query);
  const status = spec.status ?? 200;
  const maxBodyBytes = spec.maxBodyBytes ?? MAX_JSON_BODY_BYTES;
  if (def.idempotent && !spec.replay) throw new Error(`${name} is idempotent in the route table but has no replay`);
  const handler = middy<ApiEvent, ApiResult>()
    .use({
      before: (request) => {
        logger.addContext(request.context);
        logger.appendKeys({ routeKey: request.event.routeKey });
      },
      onError: (request) => {
        request.response = errorResult(request.error, request.context.awsRequestId);
      },
    })
    .handler(async (event) => {
      // Who calls first: a caller the route refuses learns nothing about its input rules.
      const caller = await callerFor(def, event);
      const rawBody = spec.rawBody ? undefined : readBody(event, maxBodyBytes);
      // Text with a NUL, another control character or half a surrogate pair: refused in every field, whatever its schema.
      const bodyText = textIssues(rawBody);
      const queryText = textIssues(event.queryStringParameters ?? {});
      const [where, first] = Object.keys(bodyText).length ? ['request body', Object.entries(bodyText)[0]] : ['query', Object.entries(queryText)[0]];
      if (first) throw new BadRequestError(`Invalid ${where}: ${first[0]}: ${first[1]}`, { ...bodyText, ...queryText });
      // No body at all reads as {} (every field optional); a JSON null is a body, and is refused.
      const body = spec.body ? parse(spec.body, rawBody === undefined ? {} : rawBody, 'request body') : undefined;
      // A route that takes no body takes none, or an empty object: anything else is a mistake the caller should hear of.
      if (!spec.body && rawBody !== undefined && !isEmptyObject(rawBody)) throw new BadRequestError(NO_BODY_MESSAGE, { _: NO_BODY_MESSAGE });
      const bad = forbiddenKey(event.queryStringParameters);
      if (bad) throw new BadRequestError(`Invalid query: ${bad}: Unknown field`, { [bad]: 'Unknown field' });
      const query = spec.query ? parse(spec.query, { ...event.queryStringParameters }, 'query') : undefined;
      const params = spec.params ? parse(spec.params, event.pathParameters ?? {}, 'path') : undefined;
      const scope = paginated ? cursorScope(caller, event, query as Record<string, unknown>, params) : undefined;
      if (scope) (query as { cursor?: string }).cursor = openCursor(scope, (query as { cursor?: string }).cursor);
      const call = () => fn({ caller, body, query, params, event } as Request<A, B, Q, P>);
      const run = def.idempotent ? () => runOnce(name, (caller as Member).companyId, event, call, (ref) => spec.replay!(caller as Member, ref)) : call;
      // A member's writes name them in the history they leave.
      const result = await (caller && 'companyId' in caller ? runAsActor({ userId: caller.userId, name: caller.name }, run) : run());
      const page = result as { cursor?: unknown } | undefined;
      let answer = result;
      if (page && typeof page === 'object' && 'cursor' in page) {
        // A raw table key must never leave the server: only paginated routes answer with a cursor, sealed.
        if (!scope) throw new Error(`${event.routeKey} answered a cursor but takes none`);
        answer = { ...page, cursor: sealCursor(scope, page.cursor as string | null) };
      }
      const res = json(status, answer);
      if (config.checkResponses) {
        // The answer as it goes on the wire, against the schema the route declares: the front end takes it unparsed, as that schema's output type.
        const mismatch = answerMismatch(spec.response, status, res.body as string);
        if (mismatch) {
          logger.error('answer outside its schema', { route: name, issues: mismatch.issues ?? mismatch.message });
          return json(500, { error: { code: 'answer_mismatch', message: `${name} answered outside its schema: ${mismatch.message}` } });
        }
      }
      return res;
    }) as unknown as ApiHandler;
  const meta: RouteMeta = { access, roles: def.roles, body: spec.body, query: spec.query, params: spec.params, response: spec.response, paginated, status, maxBodyBytes, rawBody: Boolean(spec.rawBody) };
  return Object.assign(handler, { meta });
}

/**
 * A domain's Lambda entry: API Gateway names the matched route in routeKey, and the
 * route table says which named handler serves it.
 */
export function domainHandler(domain: Domain, handlers: Record<string, ApiHandler>): ApiHandler {
  const byKey = new Map<string, ApiHandler>();
  for (const r of routes) {
    if (r.domain !== domain) continue;
    const h = handlers[r.name];
    if (!h) throw new Error(`Domain ${domain} has no handler named ${r.name}`);
    byKey.set(`${r.method} ${r.path}`, h);
  }
  return async (event, context) => {
    const h = byKey.get(event.routeKey);
    if (!h) return errorResult(new NotFoundError('Route'), context.awsRequestId);
    // Where the request's time went: the handler's and DynamoDB's, in its log line (timings.ts).
    return timed(event.routeKey, () => runAsDomain(domain, () => h(event, context)), (t) => {
      if (config.logTimings) logger.info('request timing', { ...t });
    });
  };
}
