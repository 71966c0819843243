import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { API_DOC_PATH, apiDoc } from '../../scripts/api-doc';

/*
 * The docs are checked as code is: README.md and docs/ link only to files and
 * headings that exist, name only npm scripts package.json has, and the API
 * reference is what scripts/api-doc.ts writes from the route table.
 */

const root = resolve(__dirname, '..', '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const docs = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchors for a file's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  const withoutFences = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = match[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

/** Every relative link target in a markdown text: [text](target) and ![alt](target). */
function links(text: string): string[] {
  return [...prose(text).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]).filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t));
}

describe('the docs', () => {
  it.each(docs.map((file) => [relative(root, file), file]))('%s: every relative link and anchor resolves', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const broken: string[] = [];
    for (const target of links(text)) {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const to = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
      if (!existsSync(to)) {
        broken.push(`${target}: no such file`);
        continue;
      }
      if (anchor !== undefined && to.endsWith('.md') && !anchors(readFileSync(to, 'utf8')).has(anchor)) broken.push(`${target}: no such heading`);
    }
    expect(broken).toEqual([]);
  });

  it('names only npm scripts that package.json has', () => {
    const scripts = Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
    const named = new Set<string>();
    for (const file of docs) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bnpm run ([\w:.-]+)/g)) named.add(`${m[1]} (${relative(root, file)})`);
      for (const m of text.matchAll(/\bnpm (start|test)\b/g)) named.add(`${m[1]} (${relative(root, file)})`);
    }
    const missing = [...named].filter((n) => !scripts.includes(n.split(' ')[0]));
    expect(named.size).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('has the API reference the route table makes (npm run api-doc rewrites it)', () => {
    expect(readFileSync(API_DOC_PATH, 'utf8')).toBe(apiDoc());
  });

  it('finds a broken link, a missing heading and a stale anchor as broken', () => {
    expect(links('see [a](docs/x.md#y), [b](https://example.com), `[c](d.md)`')).toEqual(['docs/x.md#y']);
    expect([...anchors('# Run it\n## Test it: `npm test`\n## Run it\n```\n# not a heading\n```')]).toEqual(['run-it', 'test-it-npm-test', 'run-it-1']);
  });
});
