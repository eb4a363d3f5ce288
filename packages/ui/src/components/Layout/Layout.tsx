import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Layout.css';

export const containerSizes = [1, 2, 3, 4] as const;
export const sectionSizes = [1, 2, 3] as const;
export const sectionTones = ['plain', 'subtle', 'accent'] as const;

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** Maximum content width: 1 = 480 px, 2 = 720 px, 3 = 960 px, 4 = 1200 px. */
  size?: (typeof containerSizes)[number];
}

/** Centres content at a readable width, with side padding that grows with the screen. */
export function Container({ size = 4, className, ...rest }: ContainerProps) {
  return <div {...rest} className={cx(styles.container({ size }), className)} />;
}

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** Vertical rhythm: 1 compact, 2 default, 3 spacious. */
  size?: (typeof sectionSizes)[number];
  /** Background band behind the section. */
  tone?: (typeof sectionTones)[number];
}

/**
 * A `<section>` band of the page. Give it `aria-labelledby` pointing at its heading so it
 * becomes a landmark.
 */
export function Section({ size = 2, tone = 'plain', className, ...rest }: SectionProps) {
  return <section {...rest} className={cx(styles.section({ size, tone }), className)} />;
}
