/**
 * npm run ui-icons: writes frontend/src/components/ui/icons.generated.ts, the few
 * Cloudscape icons the light components draw (ICONS below), as SVG markup.
 * Cloudscape's Icon brings all 143 of its icons (about 80 KB) into every page that
 * shows one; the light Icon (components/ui/icon.tsx) brings these. Add a name here
 * and run the script when a page needs another icon.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export const ICONS = [
  'add-plus', 'angle-down', 'angle-left', 'angle-right', 'angle-up', 'arrow-left', 'calendar', 'caret-down-filled',
  'caret-up-filled', 'check', 'close', 'copy', 'download', 'edit', 'ellipsis', 'envelope', 'external', 'file',
  'menu', 'refresh', 'remove', 'search', 'send', 'settings', 'share', 'status-in-progress', 'status-info',
  'status-negative', 'status-pending', 'status-positive', 'status-stopped', 'status-warning', 'upload', 'user-profile',
  'filter', 'drag-indicator', 'lock-private', 'key', 'group', 'unlocked', 'zoom-in',
] as const;

const out = path.join(__dirname, '../frontend/src/components/ui/icons.generated.ts');

export async function writeIcons(): Promise<string> {
  // Not among the package's exports: imported by its file path.
  const file = path.join(path.dirname(require.resolve('@cloudscape-design/components/package.json')), 'icon/generated/icons.js');
  const { default: icons } = (await import(file)) as { default: Record<string, ReactElement> };
  const lines = [...new Set(ICONS)].sort().map((name) => {
    const icon = icons[name];
    if (!icon) throw new Error(`Cloudscape has no icon named ${name}`);
    // Only what is inside the <svg>: the Icon component draws the element itself.
    const inner = renderToStaticMarkup(createElement('g', null, (icon.props as { children?: unknown }).children as never)).replace(/^<g>|<\/g>$/g, '');
    return `  ${JSON.stringify(name)}: ${JSON.stringify(inner)},`;
  });
  const text = `// Made by \`npm run ui-icons\` (scripts/ui-icons.ts) from Cloudscape's icons; do not edit.\nexport const ICON_MARKUP = {\n${lines.join('\n')}\n} as const;\n\nexport type IconName = keyof typeof ICON_MARKUP;\n`;
  return text;
}

if (require.main === module) {
  void writeIcons().then((text) => {
    fs.writeFileSync(out, text);
    process.stdout.write(`wrote ${path.relative(process.cwd(), out)}\n`);
  });
}
