export {
  Modal,
  modalSizes,
  defaultModalLabels,
  type ModalProps,
  type ModalSize,
  type ModalLabels,
} from './Modal';
export { DialogTrigger } from 'react-aria-components';
