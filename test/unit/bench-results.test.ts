import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BenchResults } from '../../scripts/bench-results';

/* npm run bench keeps its figures in bench/results.json and prints each beside the last run's. */

describe('the bench results', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-bench-results-'));
  const file = path.join(dir, 'results.json');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = (lines: string[]) => {
    const r = new BenchResults(file);
    const printed = lines.map((l) => r.line(l));
    return { printed, saved: r.save() };
  };

  it('keeps each figure, prints the last run beside it, and marks one more than 20% worse', () => {
    const first = run([
      '\nCustomers API with 500 customers (local gateway + DynamoDB Local)',
      '  list, first page of 25:   p50 10.0 ms, p95 20.0 ms (50 requests)',
      '\nPages: first visit',
      '| Page | Total KB | Perf |',
      '|---|---:|---:|',
      '| auth | 150.0 | 100 |',
      '\nFunctions (bundles)',
      '  customers        120 KB      500 KB   95 ms',
    ]);
    expect(first.printed[1]).toBe('  list, first page of 25:   p50 10.0 ms, p95 20.0 ms (50 requests)');
    expect(first.saved.join('\n')).toMatch(/6 figures written/);
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')).figures;
    expect(stored['Customers API with 500 customers: list, first page of 25 p50']).toMatchObject({ value: 10, unit: 'ms', better: 'lower' });
    expect(stored['Pages: first visit: auth Perf']).toMatchObject({ value: 100, better: 'higher' });
    expect(stored['Functions: customers cold init']).toMatchObject({ value: 95, unit: 'ms' });

    const second = run([
      '\nCustomers API with 500 customers (local gateway + DynamoDB Local)',
      '  list, first page of 25:   p50 13.0 ms, p95 21.0 ms (50 requests)',
      '\nPages: first visit',
      '| Page | Total KB | Perf |',
      '|---|---:|---:|',
      '| auth | 151.0 | 70 |',
    ]);
    expect(second.printed[1]).toBe('  list, first page of 25:   p50 13.0 ms, p95 21.0 ms (50 requests)  [last run: 10 ms WORSE +30%, 20 ms]');
    expect(second.printed[5]).toBe('| auth | 151.0 | 70 | last run: Total KB 150; Perf 100 WORSE +30%');
    expect(second.saved.join('\n')).toContain('More than 20% worse than the last run (2):');
    // What this run did not measure stays as the last run left it.
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).figures['Functions: customers cold init'].value).toBe(95);
  });
});
