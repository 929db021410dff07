/**
 * What a code block's header says when the block has no title: the language as readers name it. A language not
 * listed here (plain text, an unknown one) gets no label, only the copy button.
 */
const LANGUAGE_LABELS: Record<string, string> = {
  bash: 'Terminal',
  sh: 'Terminal',
  shell: 'Terminal',
  csharp: 'C#',
  go: 'Go',
  html: 'HTML',
  http: 'HTTP',
  java: 'Java',
  javascript: 'JavaScript',
  js: 'JavaScript',
  json: 'JSON',
  jsx: 'JSX',
  php: 'PHP',
  powershell: 'PowerShell',
  python: 'Python',
  ruby: 'Ruby',
  sql: 'SQL',
  swift: 'Swift',
  kotlin: 'Kotlin',
  tsx: 'TSX',
  typescript: 'TypeScript',
  ts: 'TypeScript',
  yaml: 'YAML',
  xml: 'XML',
};

export function languageLabel(language: string | undefined): string | undefined {
  return language ? LANGUAGE_LABELS[language.toLowerCase()] : undefined;
}

/** The value of the language tabs that comes first in every code group (the guides and the reference). */
export const FIRST_LANGUAGE = 'curl';
/** The groupId of the language tabs: a Tabs with it is a code group. */
export const CODE_LANGUAGE_GROUP = 'code-language';
