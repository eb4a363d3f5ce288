export { Toaster, defaultToasterLabels, type ToasterProps, type ToasterLabels } from './Toaster';
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
