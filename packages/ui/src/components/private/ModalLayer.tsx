/*
 * The layer the package's modals open in (Modal, the header's menu sheet): backdrop, portal, focus
 * kept inside and given back, Escape and presses outside, the page held still — react-aria's own
 * hooks, as its ModalOverlay uses them, with one difference. ModalOverlay makes the page behind
 * `inert`, and `inert` restyles every element of the page: on the landing page that is the largest
 * task of a first visit (~100 ms on a mid-range phone, as the beta notice opens) and the cost of
 * every tap on the menu button. The backdrop already takes every press outside and the focus scope
 * every Tab, so the page is hidden from assistive technology with `aria-hidden` instead (the
 * WAI-ARIA modal dialog pattern), which restyles nothing.
 */
import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Overlay, useOverlay, usePreventScroll } from 'react-aria';
import { OverlayTriggerStateContext, type OverlayTriggerState } from 'react-aria-components';
import { usePortalReady } from '../../theme/ThemeProvider';
import { afterAnimations, hideOutside } from './modalPage';
import { markModalOpen } from './openModals';

export interface ModalLayerProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a press outside closes it. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** The backdrop's class; it carries `data-entering` and `data-exiting` for its animations. */
  overlayClassName?: string;
  /** The modal box's class (the element that holds the dialog); also `data-entering`/`data-exiting`. */
  modalClassName?: string;
  /** The dialog: a react-aria-components `Dialog`, which reads the layer's open state to close. */
  children: ReactNode;
}

/** Open or closed, controlled (`isOpen`) or not (`defaultOpen`), as react-aria's dialogs read it. */
function useOpenState({ isOpen, defaultOpen = false, onOpenChange }: ModalLayerProps): OverlayTriggerState {
  const [ownIsOpen, setOwnIsOpen] = useState(defaultOpen);
  const current = isOpen ?? ownIsOpen;
  const setOpen = (next: boolean) => {
    if (next === current) return;
    if (isOpen === undefined) setOwnIsOpen(next);
    onOpenChange?.(next);
  };
  return {
    isOpen: current,
    setOpen,
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen(!current),
    // Where a popover opened from (a context menu); a modal is centred.
    point: null,
    setPoint: () => {},
  };
}

/** A modal layer: renders nothing while closed, and stays until its exit animation has played. */
export function ModalLayer(props: ModalLayerProps) {
  // Inside a DialogTrigger, with no state of its own, the trigger opens and closes it.
  const triggerState = useContext(OverlayTriggerStateContext);
  const ownState = useOpenState(props);
  const ownsState = props.isOpen !== undefined || props.defaultOpen !== undefined || !triggerState;
  const state = ownsState ? ownState : triggerState;
  const [isMounted, setMounted] = useState(state.isOpen);
  const overlayRef = useRef<HTMLDivElement>(null);
  if (state.isOpen && !isMounted) setMounted(true);
  const isExiting = isMounted && !state.isOpen;

  useLayoutEffect(() => {
    if (!isExiting) return;
    return afterAnimations(overlayRef.current, () => setMounted(false));
  }, [isExiting]);

  // A layer open from the first render waits for the theme's element to portal into.
  const isPortalReady = usePortalReady();
  if (!isMounted || !isPortalReady) return null;
  return (
    <OverlayTriggerStateContext.Provider value={state}>
      <Overlay isExiting={isExiting} shouldContainFocus>
        <ModalBox {...props} state={state} isExiting={isExiting} overlayRef={overlayRef} />
      </Overlay>
    </OverlayTriggerStateContext.Provider>
  );
}

function ModalBox({
  state,
  isExiting,
  overlayRef,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  overlayClassName,
  modalClassName,
  children,
}: ModalLayerProps & {
  state: OverlayTriggerState;
  isExiting: boolean;
  overlayRef: RefObject<HTMLDivElement | null>;
}) {
  const modalRef = useRef<HTMLDivElement>(null);
  const { overlayProps, underlayProps } = useOverlay(
    { isOpen: state.isOpen, onClose: state.close, isDismissable, isKeyboardDismissDisabled },
    modalRef,
  );
  usePreventScroll({ isDisabled: !state.isOpen });

  // `data-entering` from the first paint until the entrance animations have played.
  const [isEntering, setEntering] = useState(true);
  useLayoutEffect(() => afterAnimations(overlayRef.current, () => setEntering(false)), [overlayRef]);

  useEffect(() => {
    if (!state.isOpen || !modalRef.current) return;
    const showPage = hideOutside(modalRef.current);
    const uncount = markModalOpen();
    return () => {
      showPage();
      uncount();
    };
  }, [state.isOpen]);

  return (
    <div
      {...underlayProps}
      ref={overlayRef}
      className={overlayClassName}
      data-entering={isEntering || undefined}
      data-exiting={isExiting || undefined}
    >
      <div
        {...overlayProps}
        ref={modalRef}
        className={modalClassName}
        data-entering={isEntering || undefined}
        data-exiting={isExiting || undefined}
      >
        {children}
      </div>
    </div>
  );
}
