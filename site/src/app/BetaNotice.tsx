import { clientOnly } from './clientOnly';

export const BetaNotice = clientOnly(() => import('./BetaNoticeHost'));
