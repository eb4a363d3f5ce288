export { Toaster, type ToasterProps } from './Toaster';
export {
  toast,
  createToastController,
  toastTones,
  defaultToastTimeout,
  type ToastController,
  type ToastTone,
  type ToastMessage,
  type ShowToastOptions,
} from './toastQueue';
