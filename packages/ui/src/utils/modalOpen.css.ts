import { style } from '@vanilla-extract/css';

/**
 * A class on the backdrop of every modal layer (Modal and the dialogs built on it, the header's
 * menu sheet). It draws nothing: it lets what must step aside while a modal is open say so in CSS,
 * with no store and no work in the layer itself.
 */
export const modalBackdrop = style({});

/**
 * Prefix a selector with this to match while a modal layer is open (`${whileModalOpen} &`). A
 * leaving layer no longer counts, so what stepped aside comes back as the modal fades out. Kept in
 * `:where()`: it adds no specificity, and Vite's CSS minifier keeps `:has()` inside it.
 */
export const whileModalOpen = `:where(body:has(${modalBackdrop}:not([data-exiting])))`;
