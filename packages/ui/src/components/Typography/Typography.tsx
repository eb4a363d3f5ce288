import type { HTMLAttributes } from 'react';
import { heading, text, type TextSize } from '../../theme/typography.css';
import { cx } from '../../utils/cx';
import * as styles from './Typography.css';

export const textTones = ['default', 'muted', 'accent', 'error', 'success', 'inherit'] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['light', 'regular', 'medium', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];
export type TextAlign = 'start' | 'center' | 'end';

const defaultHeadingSize: Record<1 | 2 | 3 | 4 | 5 | 6, TextSize> = { 1: 8, 2: 7, 3: 5, 4: 4, 5: 3, 6: 2 };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level (h1–h6). Choose it for structure, not looks. */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Visual size on the type scale (1–9); defaults follow the level. */
  size?: TextSize;
  tone?: TextTone;
  align?: TextAlign;
}

export function Heading({ level = 2, size, tone = 'default', align, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      {...rest}
      className={cx(
        styles.reset,
        styles.balance,
        heading[size ?? defaultHeadingSize[level]],
        styles.tone[tone],
        align && styles.align[align],
        className,
      )}
    />
  );
}

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small';
  /** Size on the type scale (1–9); 3 is body text. */
  size?: TextSize;
  weight?: TextWeight;
  tone?: TextTone;
  align?: TextAlign;
}

export function Text({
  as: Tag = 'p',
  size = 3,
  weight,
  tone = 'default',
  align,
  className,
  ...rest
}: TextProps) {
  return (
    <Tag
      {...rest}
      className={cx(
        styles.reset,
        text[size],
        weight && styles.weight[weight],
        styles.tone[tone],
        align && styles.align[align],
        className,
      )}
    />
  );
}
