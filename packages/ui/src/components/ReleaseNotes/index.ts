export {
  ReleaseNotes,
  defaultReleaseNotesLabels,
  releaseAnchor,
  type ReleaseDetail,
  type ReleaseEntry,
  type ReleaseNotesLabels,
  type ReleaseNotesProps,
} from './ReleaseNotes';
export {
  Markdown,
  parseMarkdownBlocks,
  renderInline,
  safeHref,
  type MarkdownBlock,
  type MarkdownProps,
} from './markdown';
