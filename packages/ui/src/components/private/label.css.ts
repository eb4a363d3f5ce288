import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * The site's one small label: 12 px, medium weight, gray 11, in the casing its text is written in
 * (sentence case, never transformed to capitals). A table of contents' title, a comparison table's
 * group, a stacked table cell's column name, a step's date, a file's format all use it, so a small
 * label reads the same on every page.
 */
export const label = style({
  margin: 0,
  fontSize: vars.font.size[1],
  lineHeight: vars.font.lineHeight[1],
  fontWeight: vars.font.weight.medium,
  letterSpacing: '0.01em',
  color: vars.color.gray[11],
});
