import { Link } from 'react-aria-components';
import { Icon } from '../Icon';
import { Container, Section } from '../Layout';
import { Heading, Text } from '../Typography';
import type { SiteNavItem } from './SiteHeader';
import * as styles from './storySamples.css';

// Sample content for the page-frame stories (not exported from the package).

export const defaultNavItems: SiteNavItem[] = [
  { label: 'Features', href: '/features' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'About', href: '/about' },
];

export const secondaryNavItems: SiteNavItem[] = [
  { label: 'Blog', href: '/blog' },
  { label: 'Roadmap', href: '/roadmap' },
  { label: 'Status', href: '/status' },
  { label: 'Contact', href: '/contact' },
];

export const legalNavItems: SiteNavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Features', href: '/features' },
];

/** The product mark as a link home. */
export function SampleLogo() {
  return (
    <Link href="/" className={styles.brandLink}>
      <span className={styles.brandMark}>
        <Icon name="clipboard" size={20} />
      </span>
      Clipnest
    </Link>
  );
}

const paragraph =
  'Everything you copy on your Mac — text, images and files — is kept in a local history you can search in milliseconds. Nothing leaves the device unless you turn on encrypted sync between your own Macs.';

/** A tall page under the header, so it can scroll. */
export function SamplePage({ withHero = true }: { withHero?: boolean }) {
  return (
    <main>
      {withHero && (
        <div className={styles.hero}>
          <Container size={3} className={styles.stack}>
            <Heading level={1}>Your clipboard history, always at hand</Heading>
            <Text color="muted" size={4}>
              {paragraph}
            </Text>
          </Container>
        </div>
      )}
      {['Core Features', 'How it works', 'Use cases', 'What people say', 'Questions'].map((title, index) => (
        <Section key={title} aria-label={title}>
          <Container size={3} className={styles.stack}>
            <Heading level={!withHero && index === 0 ? 1 : 2}>{title}</Heading>
            <Text>{paragraph}</Text>
            <Text>{paragraph}</Text>
          </Container>
        </Section>
      ))}
    </main>
  );
}
