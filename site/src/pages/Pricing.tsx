import {
  BillingPeriodScope,
  BillingPeriodSwitch,
  Container,
  maxSavingPercent,
  MoneyBackPanel,
  PageHeader,
  PageSection,
  PlanCard,
  PlanGrid,
  Section,
  Text,
  TextLink,
} from '@clipnest/ui';
import { Fragment } from 'react';
import { currency, locale, plans } from '../content/pricing';
import { pricingPage } from '../content/pricingPage';
import { titled } from '../content/seo';
import type { RichText } from '../content/types';
import { Island } from '../loading/Island';
import { BelowTheFold } from '../sections/BelowTheFold';
import type { PageMeta } from '../seo';

export const meta = (): PageMeta => ({ title: titled('Pricing'), description: pricingPage.metaDescription });

/**
 * Static HTML: the billing switch is native radios, and the plan cards' prices follow it through
 * CSS. The cards' Download buttons, the comparison and the questions are islands. What follows the
 * plans is skipped while off screen (BelowTheFold): the comparison table alone is a third of the page.
 */

const { comparison, moneyBack, contactLink, planCard } = pricingPage;

/** The best real yearly saving among the plans ('Save up to 17%'), from the one price table. */
const savingPercent = maxSavingPercent(plans.map((plan) => plan.prices));

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
      {/* The switch and every price that follows it (through CSS: no script). */}
      <BillingPeriodScope>
        <PageHeader
          align="center"
          eyebrow={pricingPage.eyebrow}
          title={pricingPage.heading}
          description={pricingPage.description}
        >
          <BillingPeriodSwitch savingPercent={savingPercent} labels={pricingPage.billing} />
        </PageHeader>

        <Section size={1}>
          <Container>
            <PlanGrid>
              {plans.map((plan) => (
                <PlanCard
                  key={plan.id}
                  title={plan.name}
                  icon={plan.icon}
                  description={plan.description}
                  prices={plan.prices}
                  period="switch"
                  currency={currency}
                  locale={locale}
                  items={plan.features}
                  isHighlighted={plan.isHighlighted}
                  headingLevel={2}
                  labels={planCard}
                  action={
                    <Island
                      name="PlanDownload"
                      props={{ label: plan.action.label, isPrimary: !!plan.isHighlighted }}
                    />
                  }
                />
              ))}
            </PlanGrid>
          </Container>
        </Section>
        <Section size={1}>
          <Container size={2}>
            <Text size={2} color="muted" align="center">
              <Rich text={pricingPage.localFirstNote} />
            </Text>
          </Container>
        </Section>

        <BelowTheFold>
          <PageSection
            variant="subtle"
            eyebrow={comparison.eyebrow}
            title={comparison.heading}
            description={comparison.description}
          >
            <Island name="PricingComparison" when="visible" />
          </PageSection>
        </BelowTheFold>
      </BillingPeriodScope>

      <BelowTheFold>
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
      </BelowTheFold>
    </>
  );
}
