export { Modal, modalSizes, type ModalProps, type ModalSize } from './Modal';
export { DialogTrigger } from 'react-aria-components';
