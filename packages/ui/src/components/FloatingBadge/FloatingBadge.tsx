import { useEffect, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Anchor, type AnchorProps } from '../../utils/Anchor';
import { cx } from '../../utils/cx';
import * as styles from './FloatingBadge.css';
import { bottomOffsetProperty, useBottomRoom } from '../../utils/bottomOffset';

export const floatingBadgeVariants = ['card', 'bare'] as const;
export type FloatingBadgeVariant = (typeof floatingBadgeVariants)[number];

export interface FloatingBadgeProps extends Omit<AnchorProps, 'className' | 'style' | 'children' | 'target'> {
  /** Where the badge leads, e.g. the product's page on a product directory. */
  href: string;
  /**
   * The link's accessible name, needed when the badge is an image. Start it with the badge's
   * visible words so speech users can say what they see, and mention a new tab when
   * `target="_blank"`.
   */
  'aria-label'?: string;
  /** What the badge shows: the directory's badge image, or an icon and a line of text. */
  children: ReactNode;
  /** `card` draws a small panel around the content; `bare` is for images that carry their own. */
  variant?: FloatingBadgeVariant;
  /**
   * Room to keep free at the bottom of the viewport (px or any CSS length), e.g. the cookie
   * banner's height. Sets `--cn-bottom-offset` on the badge; leave it unset to inherit the
   * property from the page, where the site or the banner can set it.
   */
  offsetBottom?: number | string;
  /**
   * Float in only once the visitor has scrolled half a screen (default), so the badge never sits
   * on a first screen's hero figure or call to action. `false` shows it from the start.
   */
  revealOnScroll?: boolean;
  /** Open in a new tab (`_blank`, with `rel="noopener noreferrer"`). */
  target?: '_blank' | '_self';
  /** Extra class names for the badge link, e.g. to adjust its position on one page. */
  className?: string;
  /** Inline styles for the link; merged with the bottom offset. */
  style?: CSSProperties;
  /** Reaches the `<a>` element. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The small product-directory badge link (an `<a>`; `ref` and HTML attributes reach it).
 *
 * It never covers content. On a wide screen (from `floatsFrom`, 1664 px) it floats in the
 * bottom-right corner, in the gutter beside the page's content and clear of the device's safe
 * area (`env(safe-area-inset-*)`); it fades in only after half a screen of scrolling
 * (`revealOnScroll`), and steps aside (hidden, out of the tab order) while something holds the
 * bottom of the viewport — the cookie banner or the download panel, which reserve room there
 * (`reserveBottomRoom`). `offsetBottom` raises this one badge instead. Below
 * that width there is no free gutter: it sits in the page flow where the site renders it (the
 * footer's badge slot), part of the footer rather than a strip under it.
 */
export function FloatingBadge({
  children,
  variant = 'card',
  offsetBottom,
  revealOnScroll = true,
  target,
  rel,
  className,
  style,
  ...rest
}: FloatingBadgeProps) {
  const offset =
    offsetBottom === undefined
      ? undefined
      : ({
          [bottomOffsetProperty]: typeof offsetBottom === 'number' ? `${offsetBottom}px` : offsetBottom,
        } as CSSProperties);
  const [scrolledIn, setScrolledIn] = useState(false);
  const bottomReserved = useBottomRoom() > 0;
  useEffect(() => {
    if (!revealOnScroll) return;
    const update = () => setScrolledIn(window.scrollY >= window.innerHeight / 2);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [revealOnScroll]);
  const concealed = (revealOnScroll && !scrolledIn) || bottomReserved;
  return (
    <Anchor
      {...rest}
      // The stylesheet hides it only where it floats (wide screens); elsewhere it stays in the flow.
      data-concealed={concealed || undefined}
      target={target}
      rel={rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined)}
      className={cx(styles.root, styles.badge({ variant }), className)}
      // A runtime measurement, not a design value: the one inline style the badge sets itself.
      style={offset || style ? { ...style, ...offset } : undefined}
    >
      {children}
    </Anchor>
  );
}
