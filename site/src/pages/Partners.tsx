import { Container, PageHeader, PageSection, PartnerTypes, Section } from '@clipnest/ui';
import { partnerTypes, partnersPage } from '../content/partners';
import { staticSeo } from '../content/seo';
import type { PageMeta } from '../seo';
import { Island } from '../loading/Island';

/** Static HTML; the logos' filter and the application form are islands. */

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
      <Section variant="subtle">
        <Container>
          <Island name="PartnerLogos" when="visible" />
        </Container>
      </Section>
      <PageSection id="apply" title={form.heading} description={form.description} width={2}>
        <Island name="PartnerApplication" when="reached" />
      </PageSection>
    </>
  );
}
