/**
 * The theme's CodeBlock without its remount after hydration. A full copy (ten lines) and not a
 * wrapper, because the remount is the point: the original re-renders every code block once the page
 * is interactive, to replace the light Prism colours inlined by the server when the reader is in dark
 * mode. Our token colours are CSS rules per colour mode (config/prism.ts, src/plugins/prism), so the
 * server markup is right in both modes and the blocks keep it (see ./Content).
 *
 * Copied from Docusaurus 3.10.2, @docusaurus/theme-classic/src/theme/CodeBlock/index.tsx (Copyright (c) Facebook, Inc. and its affiliates, MIT licence).
 * What to check when upgrading: UPGRADING.md.
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
