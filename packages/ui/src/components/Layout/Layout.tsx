import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Layout.css';

export const containerSizes = [1, 2, 3, 4] as const;
export type ContainerSize = (typeof containerSizes)[number];
export const sectionSizes = [1, 2, 3] as const;
export type SectionSize = (typeof sectionSizes)[number];
export const sectionVariants = ['plain', 'subtle', 'accent'] as const;
export type SectionVariant = (typeof sectionVariants)[number];

export interface ContainerProps extends ComponentPropsWithRef<'div'> {
  /** Maximum content width: 1 = 480 px, 2 = 720 px, 3 = 960 px, 4 = 1200 px. */
  size?: ContainerSize;
}

/**
 * Centres content at a readable width, with side padding that grows with the screen. `ref` and
 * other attributes go to its `<div>`.
 */
export function Container({ size = 4, className, ...rest }: ContainerProps) {
  return <div {...rest} className={cx(styles.container({ size }), className)} />;
}

export interface SectionProps extends ComponentPropsWithRef<'section'> {
  /** Vertical rhythm: 1 compact, 2 default, 3 spacious. */
  size?: SectionSize;
  /** Background band behind the section: none (`plain`), a gray tint (`subtle`) or an accent tint. */
  variant?: SectionVariant;
}

/**
 * A `<section>` band of the page. Give it `aria-labelledby` pointing at its heading so it
 * becomes a landmark. `ref` and other attributes go to the `<section>`.
 */
export function Section({ size = 2, variant = 'plain', className, ...rest }: SectionProps) {
  return <section {...rest} className={cx(styles.section({ size, variant }), className)} />;
}

export interface ColumnsProps extends ComponentPropsWithRef<'div'> {
  /** `halves`: two equal blocks; `main-aside`: a main block (two thirds) and a side one. */
  layout?: 'halves' | 'main-aside';
}

/**
 * Two columns from `media.md` (stacked on phones), their items stretched to one height: pairs two
 * short blocks in one band (press contact beside press updates), or text with a side element,
 * instead of each alone in a band.
 */
export function Columns({ layout = 'halves', className, ...rest }: ColumnsProps) {
  return <div {...rest} className={cx(styles.columns[layout], className)} />;
}
