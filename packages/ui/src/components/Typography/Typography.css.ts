import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const reset = style({ margin: 0 });

export const color = styleVariants({
  default: { color: vars.color.gray[12] },
  muted: { color: vars.color.gray[11] },
  accent: { color: vars.color.accent[11] },
  error: { color: vars.color.red[11] },
  success: { color: vars.color.green[11] },
  inherit: { color: 'inherit' },
});

export const weight = styleVariants({
  light: { fontWeight: vars.font.weight.light },
  regular: { fontWeight: vars.font.weight.regular },
  medium: { fontWeight: vars.font.weight.medium },
  bold: { fontWeight: vars.font.weight.bold },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const balance = style({ textWrap: 'balance' });
