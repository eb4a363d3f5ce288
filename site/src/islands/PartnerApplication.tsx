// An island: the partner application form.
import { PartnerApplicationForm } from '@clipnest/ui';
import { partnersPage, partnershipTypeOptions } from '../content/partners';
import { submitPartnerApplication } from '../services/forms';

export default function PartnerApplication() {
  const { form } = partnersPage;
  return (
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
  );
}
