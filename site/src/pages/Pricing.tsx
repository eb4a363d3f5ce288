import { Container, MoneyBackPanel, PageHeader, PageSection, Section, Text, TextLink } from '@clipnest/ui';
import { Fragment } from 'react';
import { pricingPage } from '../content/pricingPage';
import { titled } from '../content/seo';
import type { RichText } from '../content/types';
import { Island } from '../loading/Island';
import type { PageMeta } from '../seo';

export const meta = (): PageMeta => ({ title: titled('Pricing'), description: pricingPage.metaDescription });

/** Static HTML; the billing switch, the plans, the comparison and the questions are islands. */
export const hasIslands = true;

const { comparison, moneyBack, contactLink } = pricingPage;

function Rich({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((run, index) =>
    typeof run === 'string' ? (
      <Fragment key={index}>{run}</Fragment>
    ) : (
      <TextLink key={index} href={run.href}>
        {run.text}
      </TextLink>
    ),
  );
}

export default function Pricing() {
  return (
    <>
      <PageHeader
        align="center"
        eyebrow={pricingPage.eyebrow}
        title={pricingPage.heading}
        description={pricingPage.description}
      >
        <Island name="BillingSwitch" />
      </PageHeader>

      <Section size={1}>
        <Container>
          <Island name="PricingPlans" />
        </Container>
      </Section>
      <Section size={1}>
        <Container size={2}>
          <Text size={2} color="muted" align="center">
            <Rich text={pricingPage.localFirstNote} />
          </Text>
        </Container>
      </Section>

      <PageSection
        variant="subtle"
        eyebrow={comparison.eyebrow}
        title={comparison.heading}
        description={comparison.description}
      >
        <Island name="PricingComparison" when="visible" />
      </PageSection>

      <Section size={2}>
        <Container size={3}>
          <MoneyBackPanel title={moneyBack.title} description={moneyBack.text} icon={moneyBack.icon} />
        </Container>
      </Section>

      <Island name="PricingFaq" when="visible" />

      <Section size={1} variant="subtle">
        <Container size={2}>
          <Text align="center">
            <TextLink href={contactLink.href}>{contactLink.label}</TextLink>
          </Text>
        </Container>
      </Section>
    </>
  );
}
