export {
  HandoffNotice,
  defaultHandoffNoticeLabels,
  handoffNoticeAlignments,
  type HandoffNoticeAlignment,
  type HandoffNoticeLabels,
  type HandoffNoticeProps,
} from './HandoffNotice';
