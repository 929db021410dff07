/**
 * A code block as one piece of the site's code-group component: a header bar with a label (the block's title,
 * such as a file name or «Respuesta», or else its language) and an always-visible copy button, over the code.
 * Inside the language tabs (src/theme/Tabs) the tab bar is the header and names the language, so an untitled
 * block places its copy button at the right end of that bar (the bar leaves room for it).
 *
 * Replaces the theme's layout, whose icon buttons only appear on hover and are left out of the server HTML.
 * Copied in shape from Docusaurus 3.10.2, @docusaurus/theme-classic/src/theme/CodeBlock/Layout/index.tsx
 * (Copyright (c) Facebook, Inc. and its affiliates, MIT licence). What to check when upgrading: UPGRADING.md.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Layout';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Content from '@theme/CodeBlock/Content';
import {useInCodeGroup} from '@site/src/components/CodeGroup/context';
import {languageLabel} from '@site/src/components/CodeGroup/labels';
import CopyButton from './CopyButton';
import styles from './styles.module.css';

export default function CodeBlockLayout({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const inGroup = useInCodeGroup();
  const label = metadata.title ?? (inGroup ? undefined : languageLabel(metadata.language));
  return (
    <Container as="div" className={clsx(className, metadata.className, styles.block)}>
      <div className={clsx(styles.header, inGroup && !label && styles.headerInTabBar)} data-code-header="">
        {label && (
          <span className={styles.label} data-code-label="">
            <Title>{label}</Title>
          </span>
        )}
        <span className={styles.actions}>
          <CopyButton />
        </span>
      </div>
      <div className={styles.content}>
        <Content />
      </div>
    </Container>
  );
}
