/**
 * The highlighted lines of a code block. A full copy of the theme's component, because the original
 * imports Prism and tokenizes every block in the browser during hydration, which was most of the
 * main-thread time of a guide or API page on a phone (Lighthouse TBT 600–750 ms).
 *
 * - On the server, Prism highlights the block into the HTML, as before.
 * - During hydration, the <code> element keeps that markup: React adopts it through an empty,
 *   constant `dangerouslySetInnerHTML` and never touches its children (a memoized component, so a
 *   re-render of the block cannot reach it either). Copy and word-wrap keep working: they read the
 *   code from context and the DOM.
 * - A block that mounts later (client-side navigation, a lazy tab) renders with Prism, loaded on
 *   demand (src/lib/prism/client.ts, which starts loading it when the reader points at a link or a
 *   tab); until it arrives, the lines are shown uncoloured.
 *
 * Not a wrapper: the original is the one that loads Prism and re-tokenizes during hydration.
 * Copied from Docusaurus 3.10.2, @docusaurus/theme-classic/src/theme/CodeBlock/Content/index.tsx (Copyright (c) Facebook, Inc. and its affiliates, MIT licence).
 * What to check when upgrading: UPGRADING.md.
 */
import React, {memo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {usePrism} from '@site/src/lib/prism/client';
import styles from './styles.module.css';

/** One object for every render: React compares it by identity and leaves the server markup alone. */
const SERVER_MARKUP = {__html: ''};

const KeptCode = memo(function KeptCode({className, style}: {className: string; style?: React.CSSProperties}) {
  return <code className={className} style={style} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
});

type Token = {types: string[]; content: string; empty?: boolean};

/** The lines without colours, shaped like Prism's tokens so <Line> renders them the same way. */
function plainLines(code: string): Token[][] {
  return code.split('\n').map((line) => [{types: ['plain'], content: line, empty: line === ''}]);
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const prismTheme = usePrismTheme();
  const isBrowser = useIsBrowser();
  // Decided once per block: rendered first during hydration means its server markup is in the page.
  const [keepServerMarkup] = useState(() => !isBrowser && typeof window !== 'undefined');
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const numbered = lineNumbersStart !== undefined;
  const codeClassName = clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering);
  const codeStyle = numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined;
  const preClassName = clsx(classNameProp, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar');

  const prism = usePrism(!keepServerMarkup);
  if (keepServerMarkup) {
    return (
      // Focusable: a scrollable region must be reachable from the keyboard, as in the theme.
      <pre ref={codeBlockRef} tabIndex={0} className={preClassName}>
        <KeptCode className={codeClassName} style={codeStyle} />
      </pre>
    );
  }

  const renderLines = (
    lines: Token[][],
    getLineProps: React.ComponentProps<typeof Line>['getLineProps'],
    getTokenProps: React.ComponentProps<typeof Line>['getTokenProps'],
  ) => (
    <code className={codeClassName} style={codeStyle}>
      {lines.map((line, i) => (
        <Line
          key={i}
          line={line}
          getLineProps={getLineProps}
          getTokenProps={getTokenProps}
          classNames={lineClassNames[i]}
          showLineNumbers={numbered}
        />
      ))}
    </code>
  );

  let content: ReactNode;
  if (prism) {
    const {Highlight, Prism} = prism;
    content = (
      <Highlight prism={Prism} theme={prismTheme} code={code} language={language}>
        {({tokens, getLineProps, getTokenProps}) => renderLines(tokens, getLineProps, getTokenProps)}
      </Highlight>
    );
  } else {
    content = renderLines(
      plainLines(code),
      ({className, ...rest}) => ({...rest, className: clsx('token-line', className)}),
      ({token, className, ...rest}) => ({
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
      }),
    );
  }
  return (
    <pre ref={codeBlockRef} tabIndex={0} className={preClassName}>
      {content}
    </pre>
  );
}
