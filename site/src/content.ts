// Site copy lives here as typed data; components in @clipnest/ui hold none.
export const productName = 'Clipnest';

export const home = {
  title: `${productName} — your clipboard, remembered`,
  subtitle:
    'A clipboard-history manager for macOS. Everything you copy stays on your Mac, searchable in an instant.',
  primaryAction: 'Download Now',
  note: 'Public beta · macOS',
} as const;
