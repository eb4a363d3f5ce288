import { Container, PageHeader, PageSection, PartnerTypes, Section } from '@clipnest/ui';
import { partnerTypes, partnersPage } from '../content/partners';
import { staticSeo } from '../content/seo';
import type { PageMeta } from '../seo';
import { Island } from '../loading/Island';
import { BelowTheFold } from '../sections/BelowTheFold';

/**
 * Static HTML; the logos' filter and the application form are islands. The logos are skipped while
 * off screen; the form is not: it holds fields.
 */

export const meta = (): PageMeta => staticSeo['/partners'];

export default function Partners() {
  const { form } = partnersPage;
  return (
    <>
      <PageHeader
        align="center"
        eyebrow={partnersPage.eyebrow}
        title={partnersPage.heading}
        description={partnersPage.description}
      />
      <Section size={1}>
        <Container>
          <PartnerTypes title={partnersPage.typesHeading} items={partnerTypes} />
        </Container>
      </Section>
      <BelowTheFold>
        <Section variant="subtle">
          <Container>
            <Island name="PartnerLogos" when="visible" />
          </Container>
        </Section>
      </BelowTheFold>
      <PageSection id="apply" title={form.heading} description={form.description} width={2}>
        <Island name="PartnerApplication" when="reached" />
      </PageSection>
    </>
  );
}
