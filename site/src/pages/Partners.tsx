import {
  Container,
  LogoGrid,
  PageHeader,
  PageSection,
  PartnerApplicationForm,
  PartnerTypes,
  Section,
} from '@clipnest/ui';
import { partnerTypes, partners, partnersPage, partnershipTypeOptions } from '../content/partners';
import { staticSeo } from '../content/seo';
import type { PageMeta } from '../seo';
import { submitPartnerApplication } from '../services/forms';

export const meta = (): PageMeta => staticSeo['/partners'];

export default function Partners() {
  const { form } = partnersPage;
  return (
    <>
      <PageHeader
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
          <LogoGrid
            title={partnersPage.logosHeading}
            description={partnersPage.logosDescription}
            items={partners}
            labels={{
              filter: partnersPage.logosFilterLabel,
              all: partnersPage.logosAllLabel,
              resultCount: partnersPage.logosCount,
            }}
          />
        </Container>
      </Section>
      <PageSection id="apply" title={form.heading} description={form.description} width={2}>
        <PartnerApplicationForm
          variant="surface"
          items={partnershipTypeOptions}
          onSubmit={submitPartnerApplication}
          labels={{
            firstName: form.firstName,
            lastName: form.lastName,
            email: form.workEmail,
            emailPlaceholder: form.workEmailPlaceholder,
            company: form.company,
            partnershipType: form.partnershipType,
            partnershipTypePlaceholder: form.partnershipTypePlaceholder,
            message: form.message,
            messageDescription: form.messageOptional,
            submit: form.submit,
            pending: form.submitting,
            success: form.success,
            firstNameRequired: form.errors.firstName,
            lastNameRequired: form.errors.lastName,
            emailRequired: form.errors.workEmail,
            emailInvalid: form.errors.workEmail,
            companyRequired: form.errors.company,
            partnershipTypeRequired: form.errors.partnershipType,
          }}
        />
      </PageSection>
    </>
  );
}
