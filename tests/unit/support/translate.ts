/** Stand-in for @docusaurus/Translate in unit tests: the Spanish message with its values filled in. */
export function translate(
  {message}: {id?: string; message: string; description?: string},
  values?: Record<string, string | number>,
): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    values && key in values ? String(values[key]) : placeholder,
  );
}

export default function Translate(): never {
  throw new Error('<Translate> is not available in unit tests');
}
