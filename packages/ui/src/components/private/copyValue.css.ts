import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A value and its Copy button: side by side, the button at the top when the value wraps. */
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
});

/** A value to copy (a checksum, a command) in a quiet box. */
export const code = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius[2],
  border: `1px solid ${vars.color.gray.a5}`,
  backgroundColor: vars.color.gray.a2,
  color: vars.color.gray[12],
  fontFamily: vars.font.family.code,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[2],
  // A checksum has no spaces: it wraps anywhere rather than widening the page.
  overflowWrap: 'anywhere',
});

export const copy = style({ flexShrink: 0 });

export const swap = style({ display: 'inline-grid' });
globalStyle(`${swap} > *`, { gridArea: '1 / 1', textAlign: 'center' });
globalStyle(`${swap} > [aria-hidden="true"]`, { visibility: 'hidden' });
