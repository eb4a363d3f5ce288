import { clientOnly } from './clientOnly';

// Loaded when the browser is idle after hydration; the notice keeps its moment (BetaNoticeHost).
export const BetaNotice = clientOnly(() => import('./BetaNoticeHost'), { idle: true });
