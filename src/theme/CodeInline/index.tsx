/**
 * Inline code that breaks only where a reader would: at a space or after a slash, never at a hyphen
 * («POST /consent-|actions» on a phone). The theme's inline code is one run of text, which the browser may
 * break after any hyphen. Here each part of a token between slashes that holds a hyphen is kept on one line, and a
 * line may break after each inner slash (`<wbr>`): «/consent-templates/{consent_template_id}/versions» wraps as
 * whole segments. The text itself, as copied or indexed, is unchanged.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import CodeInline from '@theme-original/CodeInline';
import styles from './styles.module.css';

/** The parts of a word, each ending after a slash that is not its first character. */
const SEGMENTS = /(?<=.\/)/;

function renderWord(word: string, key: number): ReactNode[] {
  return word.split(SEGMENTS).flatMap((segment, i) => [
    ...(i > 0 ? [<wbr key={`${key}-${i}-wbr`} />] : []),
    segment.includes('-') ? (
      <span key={`${key}-${i}`} className={styles.segment}>
        {segment}
      </span>
    ) : (
      segment
    ),
  ]);
}

export default function CodeInlineWrapper({children, ...props}: ComponentProps<'code'>): ReactNode {
  const parts = React.Children.toArray(children);
  const text = parts.every((part) => typeof part === 'string') ? parts.join('') : undefined;
  if (text === undefined || !text.includes('-')) return <CodeInline {...props}>{children}</CodeInline>;
  return (
    <CodeInline {...props}>
      {text.split(/(\s+)/).flatMap((word, i) => (/\s/.test(word) ? [word] : renderWord(word, i)))}
    </CodeInline>
  );
}
