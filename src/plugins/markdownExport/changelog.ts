/**
 * The changelog page's entries as Markdown, for its copy: the page is a guide (docs/api/changelog.mdx) whose list
 * is a component fed by the generated data, so its copy gets the same list from the same data (the API model).
 */
import type {ChangelogView} from '../../components/api/types';
import {GROUP_LABELS, KIND_LABELS} from '../openapi/changelog';
import {htmlToMarkdown} from './api';
import {markdownUrl} from './urls';

export function changelogMarkdown(view: ChangelogView, site: string): string {
  const entries = view.entries.map((entry) => {
    const groups = entry.groups.map((group) => {
      const items = group.items.map((item) =>
        item.href ? `[\`${item.name}\`](${markdownUrl(item.href, site)})` : `\`${item.name}\``,
      );
      return `${GROUP_LABELS[group.kind]}: ${items.join(', ')}.`;
    });
    return [
      `## ${entry.date} · ${KIND_LABELS[entry.kind]} · versión ${entry.version}`,
      htmlToMarkdown(entry.summary, site),
      ...groups,
    ].join('\n\n');
  });
  return entries.join('\n\n');
}
