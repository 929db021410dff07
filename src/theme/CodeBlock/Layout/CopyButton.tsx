/**
 * The copy control of a code block, in the site's button system (Infima's `button button--secondary`) and always
 * visible: the theme's icon button is transparent until the block is hovered, which a touch screen never does.
 * It copies the block's code from context, not its DOM, so line numbers and hidden lines never get in.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

async function copyToClipboard(text: string): Promise<void> {
  // The clipboard API exists only in secure contexts; the theme's fallback covers plain HTTP on a local network.
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const {default: copy} = await import('copy-text-to-clipboard');
  copy(text);
}

export default function CopyButton(): ReactNode {
  const {metadata} = useCodeBlockContext();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = () => {
    void copyToClipboard(metadata.code).then(() => {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), 1500);
    });
  };

  return (
    <button
      type="button"
      className="button button--secondary button--sm"
      aria-label={
        copied
          ? translate({id: 'codeGroup.copied', message: 'Código copiado'})
          : translate({id: 'codeGroup.copyAria', message: 'Copiar código al portapapeles'})
      }
      data-copied={copied || undefined}
      onClick={copy}>
      {copied
        ? translate({id: 'codeGroup.copiedShort', message: 'Copiado'})
        : translate({id: 'codeGroup.copy', message: 'Copiar'})}
    </button>
  );
}
