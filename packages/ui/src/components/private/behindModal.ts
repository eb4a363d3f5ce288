/**
 * The root's mark while a modal is open (openModals.ts sets it), for the rules of what waits
 * behind one: `${behindModal} …` in a stylesheet. An attribute on the root restyles only the
 * elements those rules name.
 */
export const modalOpenAttribute = 'data-modal-open';
export const behindModal = `:root[${modalOpenAttribute}]`;
