import { style } from '@vanilla-extract/css';
import { duration, fieldFocusRing, media, vars } from '../../theme/vars.css';

export const field = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const label = style({
  fontSize: vars.font.size[2],
  lineHeight: vars.font.lineHeight[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.gray[12],
});

/** The bordered box: holds the input and any icon or button beside it. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.space[7],
  paddingInline: vars.space[3],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.gray.a7}`,
  borderRadius: vars.radius[3],
  color: vars.color.gray[12],
  transition: `border-color ${duration.fast}, box-shadow ${duration.fast}`,
  selectors: {
    // Border and ring together: 2 px in the focus colour, at least 3:1 against the page.
    '&:focus-within': fieldFocusRing,
    '[data-invalid] > &': { borderColor: vars.color.red[9] },
    '[data-invalid] > &:focus-within': { boxShadow: `0 0 0 1px ${vars.color.red[9]}` },
    '[data-disabled] > &': { backgroundColor: vars.color.gray.a2, color: vars.color.gray[11] },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: { border: '1px solid FieldText' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: `calc(${vars.space[7]} - 2px)`,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size[3],
  selectors: {
    '&::placeholder': { color: vars.color.gray.a10 },
    // The browser's own clear button would duplicate ours.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const icon = style({ color: vars.color.gray[11], flexShrink: 0 });

export const description = style({
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.gray[11],
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  color: vars.color.red[11],
});

export const clear = style({ selectors: { '[data-empty] &': { visibility: 'hidden' } } });
