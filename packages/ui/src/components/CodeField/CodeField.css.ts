import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/vars.css';
import * as fieldStyles from '../TextField/TextField.css';

/** Set on the input by the component: how many digits the code has (the input is that wide). */
export const codeLengthProperty = '--cn-code-length';

/** The space after each digit; one digit's cell is `1ch` plus this. */
const tracking = '0.5em';
const cellWidth = `calc(1ch + ${tracking})`;
/** Half the space between two slot lines. */
const slotGap = '0.15em';
const lineEnd = `calc(1ch + ${tracking} - ${slotGap})`;
const slotColor = vars.color.gray.a8;
const codeLength = `var(${codeLengthProperty}, 6)`;
/**
 * The caret after the last digit needs room inside the input (or the input scrolls); the same
 * room on the left keeps the slots in the middle of the box.
 */
const caretRoom = `calc(${tracking} / 2 + 2px)`;

/** TextField's box, taller, with the digits in the middle. */
export const control = style([
  fieldStyles.control,
  {
    justifyContent: 'center',
    minHeight: vars.space[8],
    paddingBlock: vars.space[1],
  },
]);

/**
 * One input drawn as slots: monospaced digits spaced a cell apart, over a line per cell. The input
 * is exactly as wide as the code (plus the caret's room), so the digits never scroll off their
 * lines.
 */
export const input = style({
  boxSizing: 'content-box',
  width: `calc(${codeLength} * ${cellWidth} + 2px)`,
  maxWidth: '100%',
  minWidth: 0,
  height: '1.5em',
  margin: 0,
  padding: 0,
  // The first digit's cell starts half a tracking before it, so each digit sits in its cell's middle.
  paddingLeft: `calc(${caretRoom} + ${tracking} / 2)`,
  border: 'none',
  outline: 'none',
  color: 'inherit',
  fontFamily: vars.font.family.code,
  fontSize: vars.font.size[6],
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.5,
  letterSpacing: tracking,
  fontVariantNumeric: 'tabular-nums',
  // Codes read left to right in every language.
  direction: 'ltr',
  textAlign: 'left',
  caretColor: vars.color.accent[9],
  backgroundColor: 'transparent',
  // One line under each cell: a pattern a cell long, repeated over exactly `length` cells.
  backgroundImage: `repeating-linear-gradient(to right, transparent 0 ${slotGap}, ${slotColor} ${slotGap} ${lineEnd}, transparent ${lineEnd} ${cellWidth})`,
  backgroundSize: `calc(${codeLength} * ${cellWidth}) 2px`,
  backgroundPosition: `${caretRoom} calc(100% - 0.15em)`,
  backgroundRepeat: 'no-repeat',
  selectors: {
    // Being checked: the digits stay readable but step back.
    '[data-readonly] &': { color: vars.color.gray[11] },
    '[data-disabled] &': { color: vars.color.gray[11] },
  },
  '@media': {
    [media.forcedColors]: { backgroundImage: 'none' },
  },
});

/**
 * Description and error, spaced as the field's own rows are. While empty it stays in the
 * accessibility tree (a live region must exist before its content) and takes back its gap.
 */
export const messages = style([
  fieldStyles.field,
  { selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space[1]})` } } },
]);
