export { ClipboardPopover, type ClipboardPopoverProps } from './ClipboardPopover';
export { ClipPanel, type ClipPanelProps, type Clip, type ClipGroup, type CodeToken } from './ClipPanel';
export {
  MacDesktop,
  MenuBar,
  AppWindow,
  Keycaps,
  Dock,
  type DockProps,
  type MacDesktopProps,
  type MenuBarProps,
  type AppWindowProps,
} from './MacDesktop';
export { MacScene, type MacSceneProps } from './MacScene';
export { AppleGlyph, DocumentGlyph } from './MacGlyphs';
