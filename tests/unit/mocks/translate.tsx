/** Test stand-in for @docusaurus/Translate: returns the Spanish message as is. */
import React, {type ReactNode} from 'react';

export function translate({message}: {id?: string; message: string; description?: string}): string {
  return message;
}

export default function Translate({children}: {children: ReactNode; id?: string; description?: string}): ReactNode {
  return <>{children}</>;
}
