import {
  BenefitsGrid,
  ButtonLink,
  CallToAction,
  Container,
  PageHeader,
  PageSection,
  Section,
  StepList,
  ValuesGrid,
} from '@clipnest/ui';
import { NestMotif } from '../app/brand';
import { benefits, careersPage, companyValues, hiringProcess } from '../content/careers';
import { titled } from '../content/seo';
import { Island } from '../loading/Island';
import { BelowTheFold } from '../sections/BelowTheFold';
import type { PageMeta } from '../seo';

/**
 * Static HTML; the open positions (filtered by team) are an island. Everything from them down starts
 * well below a phone's first screen: skipped while off screen.
 */

export const meta = (): PageMeta => ({
  title: titled(careersPage.eyebrow),
  description: careersPage.description,
});

export default function Careers() {
  return (
    <>
      <PageHeader
        align="center"
        eyebrow={careersPage.eyebrow}
        title={careersPage.heading}
        description={careersPage.description}
      />
      <Section size={1}>
        <Container>
          <ValuesGrid title={careersPage.valuesHeading} items={companyValues} />
        </Container>
      </Section>
      <BelowTheFold>
        <Section variant="subtle" id="positions">
          <Container>
            <Island name="OpenPositions" when="reached" />
          </Container>
        </Section>
        <Section>
          <Container>
            <BenefitsGrid title={careersPage.benefitsHeading} items={benefits} />
          </Container>
        </Section>
        <PageSection variant="subtle" align="start" title={careersPage.processHeading}>
          <StepList items={hiringProcess.map(({ duration, ...step }) => ({ ...step, detail: duration }))} />
        </PageSection>
      </BelowTheFold>
      <CallToAction
        title={careersPage.noFitHeading}
        description={careersPage.noFitText}
        backdrop={<NestMotif />}
        actions={
          <ButtonLink href={careersPage.noFitAction.href} size={4} icon="mail">
            {careersPage.noFitAction.label}
          </ButtonLink>
        }
      />
    </>
  );
}
