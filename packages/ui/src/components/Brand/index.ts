export { Brand, type BrandProps } from './Brand';
export { MarkedTitle } from './MarkedTitle';
