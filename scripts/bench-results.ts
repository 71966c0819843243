import fs from 'node:fs';
import path from 'node:path';

/*
 * The bench's figures kept from run to run (bench/results.json): each line the bench prints
 * goes through `line()`, which takes the figures out of it, says beside it what the last run
 * measured, and marks one more than 20% worse. A run keeps the figures it did not measure
 * (BENCH_ONLY runs a part), so the file always holds the latest of each.
 *
 * What is read, by shape:
 * - a timed line: `  <label>: p50 <x> ms, p95 <y> ms (...)` (its p50 and p95);
 * - a Markdown table row: `| <row> | <number> | ...` under a header row (each number by its
 *   column; Perf and A11y are better higher, everything else lower);
 * - a function's line: `  <domain>  <bundle> KB  <bar> KB  <cold init> ms`.
 * Keys name the section (the last line that is not indented), so runs of other sizes
 * (another BENCH_CUSTOMERS) are other figures.
 */

export const RESULTS_FILE = path.join(__dirname, '..', 'bench', 'results.json');
const WORSE = 0.2;

interface Figure {
  value: number;
  unit: string;
  better: 'lower' | 'higher';
  at: string;
}
interface ResultsFile {
  note: string;
  updatedAt: string;
  figures: Record<string, Figure>;
}

export class BenchResults {
  private readonly previous: Record<string, Figure>;
  private readonly now: Record<string, Figure> = {};
  private section = '';
  private header: string[] | null = null;
  private readonly worse: string[] = [];
  private readonly at = new Date().toISOString();

  constructor(private readonly file = RESULTS_FILE) {
    this.previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ResultsFile).figures : {};
  }

  /** A line as the bench prints it, with the last run's figures beside its own. */
  line(text: string): string {
    for (const raw of text.split('\n')) {
      if (raw.trim() === '') {
        this.header = null;
        continue;
      }
      if (!/^\s|^\|/.test(raw)) {
        this.section = raw.replace(/\s*\(.*$/, '').replace(/:$/, '').trim();
        this.header = null;
      }
    }
    const timed = /^\s+(.+?):?\s+p50 ([\d.]+) ms, p95 ([\d.]+) ms/.exec(text);
    if (timed) {
      const label = timed[1]!.trim();
      const notes = [this.take(`${label} p50`, Number(timed[2]), 'ms', 'lower'), this.take(`${label} p95`, Number(timed[3]), 'ms', 'lower')].filter(Boolean);
      return notes.length ? `${text}  [last run: ${notes.join(', ')}]` : text;
    }
    const fn = /^\s+([a-z][\w-]*)\s+([\d.]+) KB\s+([\d.]+) KB\s+([\d.]+) ms/.exec(text);
    if (fn) {
      const notes = [this.take(`${fn[1]} bundle`, Number(fn[2]), 'KB', 'lower'), this.take(`${fn[1]} cold init`, Number(fn[4]), 'ms', 'lower')].filter(Boolean);
      return notes.length ? `${text}  [last run: ${notes.join(', ')}]` : text;
    }
    if (text.startsWith('|')) {
      const cells = text.split('|').slice(1, -1).map((c) => c.trim());
      if (cells.every((c) => /^:?-+:?$/.test(c))) return text;
      if (!this.header) {
        this.header = cells;
        return text;
      }
      const notes: string[] = [];
      cells.forEach((cell, i) => {
        const column = this.header![i];
        // How many requests a row counted is the run's doing, not a figure.
        if (i === 0 || !column || column === 'Requests' || !/^[\d.]+$/.test(cell)) return;
        const higher = /^(Perf|A11y)/.test(column);
        const note = this.take(`${cells[0]} ${column}`, Number(cell), '', higher ? 'higher' : 'lower');
        if (note) notes.push(`${column} ${note}`);
      });
      return notes.length ? `${text} last run: ${notes.join('; ')}` : text;
    }
    return text;
  }

  /** Records a figure; answers the last run's, marked when this one is more than 20% worse. */
  private take(name: string, value: number, unit: string, better: 'lower' | 'higher'): string {
    if (!Number.isFinite(value)) return '';
    const key = `${this.section}: ${name}`;
    this.now[key] = { value, unit, better, at: this.at };
    const before = this.previous[key];
    if (!before) return '';
    const change = better === 'lower' ? (value - before.value) / (before.value || 1) : (before.value - value) / (before.value || 1);
    const mark = change > WORSE && Math.abs(value - before.value) > (unit === 'ms' ? 1 : 0) ? ` WORSE +${Math.round(change * 100)}%` : '';
    if (mark) this.worse.push(`${key}: ${before.value}${unit ? ` ${unit}` : ''} -> ${value}${unit ? ` ${unit}` : ''}`);
    return `${before.value}${unit ? ` ${unit}` : ''}${mark}`;
  }

  /** Writes the file (this run's figures over the last ones); answers the lines to print about it. */
  save(): string[] {
    const figures = { ...this.previous, ...this.now };
    const out: ResultsFile = {
      note: 'Written by npm run bench (scripts/bench-results.ts): the latest figure of each measurement, on the machine that ran it. Each run prints its figures beside these.',
      updatedAt: this.at,
      figures: Object.fromEntries(Object.entries(figures).sort(([a], [b]) => a.localeCompare(b))),
    };
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, `${JSON.stringify(out, null, 2)}\n`);
    const lines = [`\nResults: ${Object.keys(this.now).length} figures written to ${path.relative(process.cwd(), this.file)} (${Object.keys(figures).length} in all).`];
    if (this.worse.length) lines.push(`More than 20% worse than the last run (${this.worse.length}):`, ...this.worse.map((w) => `  ${w}`));
    else lines.push('None is more than 20% worse than the last run.');
    return lines;
  }
}
