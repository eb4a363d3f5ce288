export { Prose, proseSizes, type ProseProps, type ProseSize } from './Prose';
