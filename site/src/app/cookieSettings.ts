// Whether the cookie preferences are open: the footer's Cookie Settings button (an island) opens
// them, the cookie banner (in the overlays' root) shows them.
import { valueStore } from './valueStore';

export const cookieSettingsOpen = valueStore(false);
