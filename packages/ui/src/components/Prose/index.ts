export { Prose, proseSizes, type ProseProps, type ProseSize } from './Prose';
export { PullQuote, type PullQuoteProps } from './PullQuote';
