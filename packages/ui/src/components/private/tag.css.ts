import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme/vars.css';

/**
 * The site's one tag (a label that is not a control): blog categories, skills, incident
 * components, press categories and savings. Radius 6, 12 px text on a tinted fill, in two tones:
 * accent for categories, skills and savings; neutral only for metadata ('Affected: Sync').
 * Choice chips (filters) are the pill in chip.css.ts, not this.
 */
export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    minHeight: vars.space[5],
    paddingInline: vars.space[2],
    paddingBlock: 2,
    // radius-3 is 6 px at the theme's medium radius.
    borderRadius: `max(${vars.radius[3]}, ${vars.radius.full})`,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size[1],
    lineHeight: vars.font.lineHeight[1],
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    '@media': { [media.forcedColors]: { border: '1px solid currentColor' } },
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.gray.a3,
        color: vars.color.gray[11],
      },
      // The tint sits on the solid panel colour, so the tag keeps its contrast on any fill
      // (a card, or the chosen amber segment of the billing switch).
      accent: {
        backgroundColor: vars.color.panelSolid,
        backgroundImage: `linear-gradient(${vars.color.accent.a3}, ${vars.color.accent.a3})`,
        color: vars.color.accent[11],
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type TagVariants = NonNullable<RecipeVariants<typeof tag>>;
