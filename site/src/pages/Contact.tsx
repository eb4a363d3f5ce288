import { BenefitsGrid, Container, LinkCardGrid, PageHeader, PageSection, Section } from '@clipnest/ui';
import { contactPage } from '../content/contact';
import { titled } from '../content/seo';
import type { PageMeta } from '../seo';
import { Island } from '../loading/Island';

/** Static HTML; the form is an island. */

export const meta = (): PageMeta => ({
  title: titled(contactPage.eyebrow),
  description: contactPage.description,
});

export default function Contact() {
  const { address, hours, phone } = contactPage;
  return (
    <>
      <PageHeader
        align="center"
        eyebrow={contactPage.eyebrow}
        title={contactPage.heading}
        description={contactPage.description}
      />
      {/* The form is a card holding its own title: no bare heading stacked under the page's. */}
      <Section size={1}>
        <Container size={2}>
          <Island name="ContactForm" when="reached" />
        </Container>
      </Section>
      <PageSection variant="subtle" title={contactPage.channelsHeading}>
        <LinkCardGrid
          labels={{ more: '' }}
          items={contactPage.channels.map((channel) => ({
            id: channel.email,
            title: channel.title,
            description: channel.description,
            meta: channel.email,
            href: channel.href,
            icon: channel.icon,
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
                icon: 'map-pin',
              },
              { title: hours.heading, description: `${hours.text}. ${hours.note}`, icon: 'clock' },
              { title: phone.heading, description: phone.text, icon: 'phone' },
            ]}
          />
        </Container>
      </Section>
    </>
  );
}
