// An island: one plan card's Download button (the card around it is static HTML whose price
// follows the billing switch through CSS).
import { DownloadAction } from '../app/download';

export default function PlanDownload({ label, isPrimary }: { label: string; isPrimary: boolean }) {
  // The page's large call-to-action size; the highlighted plan is the one primary, and no plan's
  // button carries an icon at rest, so the three read as one set.
  return (
    <DownloadAction
      variant="hero"
      tone={isPrimary ? 'primary' : 'secondary'}
      label={label}
      isFullWidth
      hasIconAtRest={false}
    />
  );
}
