import {
  BillingPeriodSwitch,
  ComparisonTable,
  Container,
  FaqSection,
  MoneyBackPanel,
  PageHeader,
  PageSection,
  PlanCard,
  PlanGrid,
  Section,
  Text,
  TextLink,
  maxSavingPercent,
  planPriceView,
  type BillingPeriod,
  type ComparisonPlan,
  type PlanCardLabels,
} from '@clipnest/ui';
import { Fragment, useState } from 'react';
import { DownloadAction } from '../app/download';
import { currency, locale, plans, type Plan } from '../content/pricing';
import { comparisonGroups, pricingPage } from '../content/pricingPage';
import { titled } from '../content/seo';
import type { RichText } from '../content/types';
import type { PageMeta } from '../seo';

export const meta = (): PageMeta => ({ title: titled('Pricing'), description: pricingPage.metaDescription });

const { billing, planCard, comparison, moneyBack, faq, contactLink } = pricingPage;

/** The best real yearly saving among the plans ('Save up to 17%'), from the one price table. */
const savingPercent = maxSavingPercent(plans.map((plan) => plan.prices));

/** A free plan reads '$0 forever' in both periods rather than '$0/month' or '$0/year'. */
function cardLabels(plan: Plan): Partial<PlanCardLabels> {
  const free = plan.prices.monthlyCents === 0 && plan.prices.yearlyCents === 0;
  return free
    ? { ...planCard, monthlySuffix: pricingPage.freeSuffix, annualSuffix: pricingPage.freeSuffix }
    : planCard;
}

/** A comparison column: the plan's name and what it costs in the chosen period. */
function comparisonPlan(plan: Plan, period: BillingPeriod): ComparisonPlan {
  const view = planPriceView(plan.prices, period, {
    currency,
    locale,
    suffixes: { monthly: planCard.monthlySuffix, annual: planCard.annualSuffix },
  });
  return {
    id: plan.id,
    title: plan.name,
    description: view.isFree ? pricingPage.freeLabel : `${view.price}${view.suffix}`,
  };
}

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
  const [period, setPeriod] = useState<BillingPeriod>('annual');
  const highlighted = plans.find((plan) => plan.isHighlighted);

  return (
    <>
      <PageHeader
        align="center"
        eyebrow={pricingPage.eyebrow}
        title={pricingPage.heading}
        description={pricingPage.description}
      >
        <BillingPeriodSwitch
          value={period}
          onChange={setPeriod}
          savingPercent={savingPercent}
          labels={billing}
        />
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
                period={period}
                currency={currency}
                locale={locale}
                items={plan.features}
                isHighlighted={plan.isHighlighted}
                headingLevel={2}
                labels={cardLabels(plan)}
                action={<DownloadAction variant="compact" label={plan.action.label} isFullWidth />}
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

      <PageSection
        variant="subtle"
        eyebrow={comparison.eyebrow}
        title={comparison.heading}
        description={comparison.description}
      >
        <ComparisonTable
          title={comparison.caption}
          hideTitle
          plans={plans.map((plan) => comparisonPlan(plan, period))}
          groups={comparisonGroups}
          highlightedPlanId={highlighted?.id}
          labels={comparison.labels}
        />
      </PageSection>

      <Section size={2}>
        <Container size={3}>
          <MoneyBackPanel title={moneyBack.title} description={moneyBack.text} icon={moneyBack.icon} />
        </Container>
      </Section>

      <FaqSection
        variant="subtle"
        eyebrow={faq.eyebrow}
        title={faq.heading}
        description={faq.description}
        items={faq.items}
        supportLink={<TextLink href={contactLink.href}>{contactLink.label}</TextLink>}
      />

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
