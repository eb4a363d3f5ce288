export {
  ClipboardPopover,
  type ClipboardPopoverProps,
  type Clip,
  type ClipGroup,
  type CodeToken,
} from './ClipboardPopover';
