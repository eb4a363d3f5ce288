export { BetaNoticeModal, type BetaNoticeModalProps } from './BetaNoticeModal';
export {
  betaNoticeStorageKey,
  hasSeenBetaNotice,
  markBetaNoticeSeen,
  scheduleBetaNotice,
  type BetaNoticeStorage,
} from './betaNotice';
