// An island: the directory badge, in the footer, floating beside the content on wide screens once
// the visitor scrolls (it follows the scroll and the room the cookie banner takes).
import { FloatingBadge, Icon } from '@clipnest/ui';
import { floatingBadge } from '../content/navigation';

export default function FooterBadge() {
  return (
    <FloatingBadge href={floatingBadge.href}>
      <Icon name="star" filled size={14} />
      {floatingBadge.text}
    </FloatingBadge>
  );
}
