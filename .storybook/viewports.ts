/** The widths every component is designed and reviewed at. */
export const viewports = {
  phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  /** A wide screen, where there is room beside the page's content (the floating badge's gutter). */
  wide: { name: 'Wide (1920)', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;
