import { style, styleVariants } from '@vanilla-extract/css';
import { sectionLead, sectionTitle } from '../../theme/typography.css';
import { vars } from '../../theme/vars.css';
import { tag as tagLook } from './tag.css';

const headerBase = style({
  display: 'grid',
  maxWidth: 680,
  marginBlockEnd: vars.space[7],
});

/** The header's alignment: `center` above a grid, `start` above left-aligned content. */
export const header = styleVariants({
  center: [headerBase, { marginInline: 'auto', textAlign: 'center', justifyItems: 'center' }],
  start: [headerBase],
});

export const eyebrow = style({
  margin: 0,
  marginBlockEnd: vars.space[3],
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  letterSpacing: '0.02em',
  color: vars.color.accent[11],
});

/** Every section title is the type scale's one section size. */
export const title = sectionTitle;

export const description = style([sectionLead, { marginBlockStart: vars.space[3], textWrap: 'pretty' }]);

/** The accent tag (tag.css.ts) of lists' categories: skills, press categories (as on the blog). */
export const tag = tagLook({ tone: 'accent' });

/** The neutral tag, for metadata only: the components an incident affected. */
export const metaTag = tagLook({ tone: 'neutral' });

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** An empty collection: a quiet dashed panel. */
export const empty = style({
  margin: 0,
  padding: `${vars.space[6]} ${vars.space[4]}`,
  border: `1px dashed ${vars.color.gray.a7}`,
  borderRadius: vars.radius[4],
  textAlign: 'center',
  fontSize: vars.font.size[3],
  lineHeight: vars.font.lineHeight[3],
  color: vars.color.gray[11],
});

export const focusRing = {
  outline: `2px solid ${vars.color.focus[8]}`,
  outlineOffset: 2,
} as const;
