// An island: the contact form (the rest of the contact page is static HTML).
import { ContactForm } from '@clipnest/ui';
import { contactLimits, contactPage, contactTopics } from '../content/contact';
import { submitContactMessage } from '../services/forms';

export default function ContactMessageForm() {
  const { form } = contactPage;
  return (
    <ContactForm
      variant="surface"
      title={form.heading}
      onSubmit={submitContactMessage}
      items={contactTopics}
      maxNameLength={contactLimits.name}
      maxMessageLength={contactLimits.message}
      privacyHref={form.privacyHref}
      labels={{
        name: form.name,
        namePlaceholder: form.namePlaceholder,
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
  );
}
