/** THE one place the product's name is written; every other file interpolates it. */
export const productName = 'Clipnest';
