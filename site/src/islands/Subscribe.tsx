// An island: a subscribe box (the footer's newsletter, the blog's, and those of the status, roadmap
// and press pages), hydrated when the visitor scrolls near it: the form fields it shares with
// every other form are otherwise most of a page's JavaScript.
import { SubscribeForm, type IconName } from '@clipnest/ui';
import type { SubscriptionList } from '../content/forms';
import { subscribeTo } from '../services/forms';

export interface SubscribeCopy {
  heading: string;
  text: string;
  label: string;
  placeholder: string;
  submit: string;
}

export interface SubscribeBoxProps {
  list: SubscriptionList;
  copy: SubscribeCopy;
  /** `surface`: the site's one card, wherever the box sits (footer, blog, press, roadmap, status). */
  variant?: 'plain' | 'surface';
  /** The glyph of the card's icon tile ('mail' unless told). */
  icon?: IconName;
  headingLevel?: 2;
}

export default function SubscribeBox({
  list,
  copy,
  variant = 'surface',
  icon,
  headingLevel,
}: SubscribeBoxProps) {
  return (
    <SubscribeForm
      variant={variant}
      icon={icon}
      title={copy.heading}
      headingLevel={headingLevel}
      description={copy.text}
      labels={{ email: copy.label, emailPlaceholder: copy.placeholder, submit: copy.submit }}
      onSubmit={subscribeTo(list)}
    />
  );
}
