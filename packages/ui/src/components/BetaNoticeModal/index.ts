export {
  BetaNoticeModal,
  defaultBetaNoticeModalLabels,
  type BetaNoticeModalProps,
  type BetaNoticeModalLabels,
} from './BetaNoticeModal';
export {
  defaultBetaNoticeStorageKeys,
  hasSeenBetaNotice,
  markBetaNoticeSeen,
  scheduleBetaNotice,
  type BetaNoticeStorage,
  type BetaNoticeStorageKeys,
} from './betaNotice';
