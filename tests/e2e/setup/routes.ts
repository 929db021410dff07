/** The product's required routes (tests/fixtures/required-routes.txt) and where Mermaid diagrams are drawn. */
import fs from 'node:fs';
import path from 'node:path';

export function requiredRoutes(): string[] {
  const lines = fs
    .readFileSync('tests/fixtures/required-routes.txt', 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return [...new Set(lines)];
}

/**
 * Number of ```mermaid blocks per docs route, read from the sources: the diagrams are drawn
 * in the browser only, so the static HTML does not say how many a page will show.
 */
export function mermaidDiagramsByRoute(root = 'docs'): Map<string, number> {
  const counts = new Map<string, number>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        const count = (text.match(/^\s*```mermaid\s*$/gm) ?? []).length;
        if (count === 0) continue;
        const slug = text.match(/^slug:\s*["']?([^"'\n]+)/m)?.[1];
        const route = slug
          ? `/docs${slug === '/' ? '' : slug}`
          : '/docs/' +
            path
              .relative(root, file)
              .replace(/\.mdx?$/, '')
              .replace(/(^|\/)index$/, '');
        counts.set(route.replace(/\/$/, ''), count);
      }
    }
  };
  walk(root);
  return counts;
}
