/**
 * The API's zod schemas, downloaded when a form first needs them rather than with its
 * page. zod and the schemas built with it are about 100 KB of script (27 KB over the
 * wire) whose evaluation was the largest part of a form page's start; a form needs them
 * only to check what was typed, and react-hook-form's resolvers may answer later (they
 * return a promise). A form's page starts the download when the user first touches the
 * form (schemasOnTouch), so the check on save does not wait for it. The build keeps
 * zod out of every page's first visit (frontend/page-budgets.ts).
 */
import { useEffect, useReducer } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

export interface LazySchema<S> {
  /** The schema if it has arrived; else undefined, and its download starts. */
  now(): S | undefined;
  /** The schema (downloaded once; a failed download is tried again on the next call). */
  get(): Promise<S>;
}

/** A schema from a module loaded at first use: `lazySchema(() => import('.../schemas/item').then((m) => m.itemFormSchema))`. */
export function lazySchema<S>(load: () => Promise<S>): LazySchema<S> {
  let loaded: S | undefined;
  let loading: Promise<S> | undefined;
  const get = (): Promise<S> =>
    (loading ??= load().then(
      (schema) => (loaded = schema),
      (e: unknown) => {
        loading = undefined;
        throw e;
      },
    ));
  return {
    now: () => {
      if (loaded === undefined) get().catch(() => undefined);
      return loaded;
    },
    get,
  };
}

/** react-hook-form's zod resolver over a lazy schema: the first check waits for the schema and the resolver to arrive. */
export function lazyZodResolver<In extends FieldValues, Out>(schema: LazySchema<z.ZodType<Out, In>>): Resolver<In, unknown, Out> {
  let resolver: Resolver<In, unknown, Out> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, s] = await Promise.all([import('@hookform/resolvers/zod'), schema.get()]);
      resolver = zodResolver(s) as Resolver<In, unknown, Out>;
    }
    return resolver(values, context, options);
  };
}

/** Starts the schemas' (and the resolver's) download. */
export function preloadSchemas(...schemas: LazySchema<unknown>[]): void {
  for (const s of schemas) s.now();
  import('@hookform/resolvers/zod').catch(() => undefined);
}

/** Spread on a form: its first focus or tap starts its schemas' download, so the check on save does not wait for it. */
export function schemasOnTouch(...schemas: LazySchema<unknown>[]): { onFocusCapture: () => void; onPointerDownCapture: () => void } {
  const start = () => preloadSchemas(...schemas);
  return { onFocusCapture: start, onPointerDownCapture: start };
}

/** The schema once it has arrived (the component renders again then); `wanted` false neither downloads nor waits. */
export function useLazySchema<S>(schema: LazySchema<S>, wanted = true): S | undefined {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const now = wanted ? schema.now() : undefined;
  useEffect(() => {
    if (!wanted || now !== undefined) return;
    let live = true;
    schema.get().then(
      () => live && arrived(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [schema, wanted, now]);
  return now;
}
