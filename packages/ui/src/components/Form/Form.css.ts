import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';

/* The layout every form of the package shares: the form, its rows and its actions. */

/** The `<form>`: a column of fields that lays itself out by its own width (container queries). */
export const form = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space[5],
  minWidth: 0,
  margin: 0,
  color: vars.color.gray[12],
  fontFamily: vars.font.family.body,
});

export const formVariant = styleVariants({
  plain: {},
  surface: {
    padding: vars.space[5],
    backgroundColor: vars.color.panelSolid,
    border: `1px solid ${vars.color.gray.a5}`,
    borderRadius: vars.radius[5],
    boxShadow: vars.shadow[2],
    '@media': {
      [media.sm]: { padding: vars.space[7] },
    },
  },
});

/** Two fields side by side once the form is wide enough (one column on a phone). */
export const row = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    '(min-width: 34rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space[4] },
  },
});

/** The submit button and anything beside it; the button spans the form on a narrow one. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  paddingTop: vars.space[1],
});

export const submit = style({
  width: '100%',
  '@container': {
    '(min-width: 34rem)': { width: 'auto', minWidth: '10rem' },
  },
});

/** Says which fields are required; beside the button. */
export const footnote = style({
  margin: 0,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
});
