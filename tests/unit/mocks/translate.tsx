/** Test stand-in for @docusaurus/Translate: returns the Spanish message, with `{name}` placeholders filled in like the real one. */
import React, {type ReactNode} from 'react';

export function translate(
  {message}: {id?: string; message: string; description?: string},
  values?: Record<string, string | number>,
): string {
  return values
    ? message.replace(/\{(\w+)\}/g, (placeholder, key: string) => (key in values ? String(values[key]) : placeholder))
    : message;
}

export default function Translate({children}: {children: ReactNode; id?: string; description?: string}): ReactNode {
  return <>{children}</>;
}
