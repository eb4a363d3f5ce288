import {
  BenefitsGrid,
  Container,
  ContactForm,
  LinkCardGrid,
  PageHeader,
  PageSection,
  Section,
} from '@clipnest/ui';
import { contactLimits, contactPage, contactTopics } from '../content/contact';
import { titled } from '../content/seo';
import type { PageMeta } from '../seo';
import { submitContactMessage } from '../services/forms';

export const meta = (): PageMeta => ({
  title: titled(contactPage.eyebrow),
  description: contactPage.description,
});

export default function Contact() {
  const { form, address, hours, phone } = contactPage;
  return (
    <>
      <PageHeader
        align="center"
        eyebrow={contactPage.eyebrow}
        title={contactPage.heading}
        description={contactPage.description}
      />
      <PageSection title={form.heading} width={2} size={1}>
        <ContactForm
          variant="surface"
          onSubmit={submitContactMessage}
          items={contactTopics}
          maxNameLength={contactLimits.name}
          maxMessageLength={contactLimits.message}
          privacyHref={form.privacyHref}
          labels={{
            name: form.name,
            email: form.email,
            emailPlaceholder: form.emailPlaceholder,
            topic: form.topic,
            topicPlaceholder: form.topicPlaceholder,
            message: form.message,
            messagePlaceholder: form.messagePlaceholder,
            consent: (privacyLink) => (
              <>
                {form.consentBefore}
                {privacyLink}
                {form.consentAfter}
              </>
            ),
            privacyLink: form.privacyLink,
            submit: form.submit,
            pending: form.submitting,
            footnote: form.footnote,
            success: form.success,
            nameRequired: form.errors.name,
            emailRequired: form.errors.email,
            emailInvalid: form.errors.email,
            topicRequired: form.errors.topic,
            messageRequired: form.errors.message,
            consentRequired: form.errors.consent,
          }}
        />
      </PageSection>
      <PageSection variant="subtle" title={contactPage.channelsHeading}>
        <LinkCardGrid
          labels={{ more: '' }}
          items={contactPage.channels.map((channel) => ({
            id: channel.email,
            title: channel.title,
            description: channel.description,
            meta: channel.email,
            href: channel.href,
            icon: 'mail',
          }))}
        />
      </PageSection>
      <Section>
        <Container>
          {/* No title of its own: each entry is a heading at the level of the sections above. */}
          <BenefitsGrid
            headingLevel={1}
            items={[
              {
                title: address.heading,
                description: `${address.lines.join(', ')}. ${address.note}`,
                icon: 'globe',
              },
              { title: hours.heading, description: `${hours.text}. ${hours.note}`, icon: 'clock' },
              { title: phone.heading, description: phone.text, icon: 'user' },
            ]}
          />
        </Container>
      </Section>
    </>
  );
}
