import type { EntityItem } from 'electrodb';
import { monotonicFactory } from 'ulid';
import {
  hundredths,
  taxRateInputSchema,
  taxRateRefusal,
  TAX_RATES_MAX,
  type TaxRate,
  type TaxRateInput,
  type TaxRateKind,
  type TaxRates,
} from '../../shared/schemas/tax-rate';
import type { TaxRate as TaxRateEntity } from '../entities/tax-rate';
import { db } from '../entities/table';
import { VAT_PERCENT } from '../../shared/constants';
import { committed, isConditionFailure, TransactionCancelled } from '../lib/dynamo-errors';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors';

/*
 * Settings > Taxes: the company's tax rates and WHT rates. A rate's usage
 * count is moved by the transactions that create, change and delete what
 * uses it (items.ts, customers/records.ts, documents/engine.ts and
 * lifecycle.ts, through `rateUsage`); nothing ever counts by reading records.
 */

type RateItem = EntityItem<ReturnType<typeof TaxRateEntity>>;
type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0];

const newId = monotonicFactory();

/** What a company starts with (made on the first read of its rates). */
const DEFAULTS: { kind: TaxRateKind; name: string; percent: number; builtIn?: boolean }[] = [
  { kind: 'tax', name: 'VAT', percent: VAT_PERCENT, builtIn: true },
  { kind: 'tax', name: 'Zero-rated or exempt', percent: 0 },
  { kind: 'tax', name: 'Reduced rate', percent: 5 },
  { kind: 'wht', name: 'Goods and general services', percent: 2 },
  { kind: 'wht', name: 'Consultancy and professional fees', percent: 5 },
  { kind: 'wht', name: 'Dividends, interest, royalties and rent', percent: 10 },
];

export const RATE_IN_USE = 'This rate is used by items, customers or documents and cannot be deleted. Mark it inactive instead.';
export const BUILT_IN = 'VAT 7.5% is built in and cannot be deleted';

const percentOf = (r: Pick<RateItem, 'hundredths'>) => r.hundredths / 100;

function toRate(r: RateItem): TaxRate {
  return { rateId: r.rateId, kind: r.kind, name: r.name, percent: percentOf(r), status: r.status, builtIn: r.builtIn ?? false, usageCount: r.usageCount ?? 0 };
}

const byPercent = (a: RateItem, b: RateItem) => a.hundredths - b.hundredths;

/** Every rate of the company, both kinds: one Query. */
async function queryRates(companyId: string): Promise<RateItem[]> {
  const { data } = await db().entities.taxRate.query.byRate({ companyId }).go({ consistent: true, pages: 'all' });
  return data;
}

/** The company's rates; a company that has none yet gets the defaults first (each created only if absent). */
export async function readRates(companyId: string): Promise<RateItem[]> {
  const rates = await queryRates(companyId);
  if (rates.length) return rates;
  const now = new Date().toISOString();
  try {
    await committed(
      db()
        .transaction.write(({ taxRate }) =>
          DEFAULTS.map((d) =>
            taxRate
              .create({ companyId, kind: d.kind, hundredths: hundredths(d.percent), rateId: newId(), name: d.name, status: 'active', builtIn: d.builtIn ?? false, usageCount: 0, createdAt: now, updatedAt: now })
              .commit(),
          ),
        )
        .go(),
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error; // made by a request at the same time
  }
  return queryRates(companyId);
}

export async function listTaxRates(companyId: string): Promise<TaxRates> {
  const rates = (await readRates(companyId)).sort(byPercent);
  return { taxRates: rates.filter((r) => r.kind === 'tax').map(toRate), whtRates: rates.filter((r) => r.kind === 'wht').map(toRate) };
}

async function readRate(companyId: string, rateId: string): Promise<RateItem> {
  const rate = (await queryRates(companyId)).find((r) => r.rateId === rateId);
  if (!rate) throw new NotFoundError('Tax rate');
  return rate;
}

const key = (r: RateItem) => ({ companyId: r.companyId, kind: r.kind, hundredths: r.hundredths });

export async function createTaxRate(companyId: string, input: TaxRateInput): Promise<TaxRate> {
  const v = taxRateInputSchema.parse(input);
  const rates = await readRates(companyId);
  const mine = rates.filter((r) => r.kind === v.kind);
  const same = mine.find((r) => r.hundredths === hundredths(v.percent));
  if (same) throw new ConflictError(`A ${v.percent}% rate exists already: ${same.name}`, 'rate_exists', { percent: `A ${v.percent}% rate exists already: ${same.name}` });
  if (mine.length >= TAX_RATES_MAX) throw new ConflictError(`A company can have at most ${TAX_RATES_MAX} ${v.kind === 'wht' ? 'WHT' : 'tax'} rates`, 'limit');
  if (mine.some((r) => r.name.toLowerCase() === v.name.toLowerCase())) throw new BadRequestError('Another rate has this name', { name: 'Another rate has this name' });
  const now = new Date().toISOString();
  const record: RateItem = { companyId, kind: v.kind, hundredths: hundredths(v.percent), rateId: newId(), name: v.name, status: 'active', builtIn: false, usageCount: 0, createdAt: now, updatedAt: now };
  try {
    await db().entities.taxRate.create(record).go();
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError(`A ${v.percent}% rate exists already`, 'rate_exists', { percent: `A ${v.percent}% rate exists already` });
    throw error;
  }
  return toRate(record);
}

/** A change to one rate, conditional on it still being the one read (same id). */
async function patchRate(companyId: string, rateId: string, set: Partial<Pick<RateItem, 'name' | 'status'>>): Promise<TaxRate> {
  const current = await readRate(companyId, rateId);
  if (set.name && set.name.toLowerCase() !== current.name.toLowerCase()) {
    const rates = await queryRates(companyId);
    if (rates.some((r) => r.kind === current.kind && r.rateId !== rateId && r.name.toLowerCase() === set.name!.toLowerCase())) {
      throw new BadRequestError('Another rate has this name', { name: 'Another rate has this name' });
    }
  }
  try {
    const { data } = await db()
      .entities.taxRate.patch(key(current))
      .set({ ...set, updatedAt: new Date().toISOString() })
      .where((a, op) => op.eq(a.rateId, rateId))
      .go({ response: 'all_new' });
    return toRate(data as RateItem);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('Tax rate');
    throw error;
  }
}

export const renameTaxRate = (companyId: string, rateId: string, body: { name: string }) => patchRate(companyId, rateId, { name: body.name });

export const setTaxRateStatus = (companyId: string, rateId: string, status: 'active' | 'inactive') => patchRate(companyId, rateId, { status });

/** Deletes a rate nothing uses: conditional on its usage count being 0 (and on not being built in). */
export async function deleteTaxRate(companyId: string, rateId: string): Promise<void> {
  const current = await readRate(companyId, rateId);
  if (current.builtIn) throw new ConflictError(BUILT_IN, 'built_in');
  try {
    await db()
      .entities.taxRate.delete(key(current))
      .where((a, op) => `${op.eq(a.rateId, rateId)} AND ${op.eq(a.usageCount, 0)} AND ${op.eq(a.builtIn, false)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const now = (await queryRates(companyId)).find((r) => r.rateId === rateId);
    if (!now) throw new NotFoundError('Tax rate');
    throw new ConflictError(RATE_IN_USE, 'in_use');
  }
}

// ---------------------------------------------------------------- uses by items, customers and documents

/** The percentages (as hundredths) a record uses: null (no tax) uses none. */
export const ratesUsed = (percents: (number | null | undefined)[]) => new Set(percents.flatMap((p) => (p === null || p === undefined ? [] : [hundredths(p)])));

/** The company's tax rates by hundredths (made on first use). */
export async function taxRatesByKey(companyId: string): Promise<Map<number, RateItem>> {
  return new Map((await readRates(companyId)).filter((r) => r.kind === 'tax').map((r) => [r.hundredths, r]));
}

/** Why a percentage cannot be newly used, or null when it can. */
export function refusal(rates: Map<number, RateItem>, percent: number): string | null {
  return taxRateRefusal(rates.get(hundredths(percent)), percent);
}

/**
 * Refuses (400, nothing written) a rate newly used that is unknown or inactive.
 * `uses`: the field each percentage is on; `kept`: percentages the record used before (an old
 * document keeps its rate even once inactive).
 */
export async function checkNewRates(companyId: string, uses: { field: string; percent: number | null }[], kept: Set<number>, what: string): Promise<Map<number, RateItem>> {
  if (!uses.some((u) => u.percent !== null)) return new Map();
  const rates = await taxRatesByKey(companyId);
  const fields: Record<string, string> = {};
  for (const u of uses) {
    if (u.percent === null || kept.has(hundredths(u.percent))) continue;
    const why = refusal(rates, u.percent);
    if (why) fields[u.field] = why;
  }
  const messages = [...new Set(Object.values(fields))];
  if (messages.length) throw new BadRequestError(messages.length === 1 ? `${what}: ${messages[0]}` : `${what}: some tax rates cannot be used`, fields);
  return rates;
}

/** The usage moves between what a record used and what it uses now. */
export function usageMoves(before: Set<number>, after: Set<number>) {
  return { gained: [...after].filter((h) => !before.has(h)), dropped: [...before].filter((h) => !after.has(h)) };
}

/**
 * One transaction operation moving a rate's usage count. A gain is conditional
 * on the rate existing and being active (a rate deactivated or deleted since it
 * was checked cancels the transaction), or only existing when it is `carried`
 * over from the document a clone or a conversion copies; a drop on it existing.
 */
export function rateUsage(tx: Pick<Tx, 'taxRate'>, companyId: string, rateHundredths: number, by: 1 | -1, carried = false) {
  const patch = tx.taxRate.patch({ companyId, kind: 'tax', hundredths: rateHundredths });
  if (by > 0 && carried) return patch.add({ usageCount: 1 }).where((a, op) => op.exists(a.rateId)).commit();
  if (by > 0) return patch.add({ usageCount: 1 }).where((a, op) => `${op.exists(a.rateId)} AND ${op.eq(a.status, 'active')}`).commit();
  return patch.subtract({ usageCount: 1 }).where((a, op) => op.exists(a.rateId)).commit();
}

export const RATE_CHANGED = 'A tax rate was deactivated or deleted meanwhile; choose an active tax rate';
