import type { ComponentPropsWithRef, Ref } from 'react';
import { heading, itemTitle, pageTitle, sectionTitle, text, type TextSize } from '../../theme/typography.css';
import { cx } from '../../utils/cx';
import * as styles from './Typography.css';
import { keepCompounds } from '../private/keepCompounds';

export const textColors = ['default', 'muted', 'accent', 'error', 'success', 'inherit'] as const;
export type TextColor = (typeof textColors)[number];
export const textWeights = ['light', 'regular', 'medium', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];
export type TextAlign = 'start' | 'center' | 'end';
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Without a `size`, h1–h3 take the site's heading scale (page, section, item); h4–h6 the text sizes. */
const scaleHeading: Partial<Record<HeadingLevel, string>> = { 1: pageTitle, 2: sectionTitle, 3: itemTitle };
const defaultHeadingSize: Record<HeadingLevel, TextSize> = { 1: 8, 2: 7, 3: 5, 4: 4, 5: 3, 6: 2 };

export interface HeadingProps extends Omit<ComponentPropsWithRef<'h2'>, 'color'> {
  /** The document outline level (h1–h6). Choose it for structure, not looks. */
  level?: HeadingLevel;
  /** Visual size on the text scale (1–9); without it h1–h3 take the heading scale's page, section and item sizes. */
  size?: TextSize;
  /** Semantic text colour: `default`, `muted`, `accent`, `error`, `success` or `inherit`. */
  color?: TextColor;
  align?: TextAlign;
}

/** A heading (h1–h6). `ref` and other attributes go to the heading element. */
export function Heading({
  level = 2,
  size,
  color = 'default',
  align,
  className,
  children,
  ...rest
}: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      {...rest}
      className={cx(
        styles.reset,
        styles.balance,
        size ? heading[size] : (scaleHeading[level] ?? heading[defaultHeadingSize[level]]),
        styles.color[color],
        align && styles.align[align],
        className,
      )}
    >
      {/* A hyphenated compound never breaks at its hyphen ('Money- / Back'). */}
      {keepCompounds(children)}
    </Tag>
  );
}

export interface TextProps extends Omit<ComponentPropsWithRef<'p'>, 'color' | 'ref'> {
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small';
  /** Size on the type scale (1–9); 3 is body text. */
  size?: TextSize;
  weight?: TextWeight;
  /** Semantic text colour: `default`, `muted`, `accent`, `error`, `success` or `inherit`. */
  color?: TextColor;
  align?: TextAlign;
  /** Reaches the rendered element (`as`). */
  ref?: Ref<HTMLElement>;
}

/** Body text. `ref` and other attributes go to the element given by `as` (a `<p>` by default). */
export function Text({
  as: Tag = 'p',
  size = 3,
  weight,
  color = 'default',
  align,
  className,
  ref,
  ...rest
}: TextProps) {
  return (
    <Tag
      {...rest}
      // One ref type for every possible tag: each of them is an HTMLElement.
      ref={ref as Ref<never>}
      className={cx(
        styles.reset,
        text[size],
        weight && styles.weight[weight],
        styles.color[color],
        align && styles.align[align],
        className,
      )}
    />
  );
}
