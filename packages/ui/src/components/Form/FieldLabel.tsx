import type { ReactNode } from 'react';
import { Label } from 'react-aria-components';
import * as fieldStyles from '../TextField/TextField.css';
import { VisuallyHidden } from '../VisuallyHidden';

/** @internal The field label of the pattern (visually hidden on request). */
export function FieldLabel({ label, hideLabel }: { label: ReactNode; hideLabel?: boolean }) {
  const node = <Label className={fieldStyles.label}>{label}</Label>;
  return hideLabel ? <VisuallyHidden>{node}</VisuallyHidden> : node;
}
