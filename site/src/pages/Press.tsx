import {
  ButtonLink,
  Container,
  MediaKitList,
  PageHeader,
  PressContact,
  PressReleaseList,
  Section,
  SubscribeForm,
} from '@clipnest/ui';
import { mediaKit, mediaKitTotalMb, pressPage, pressReleases } from '../content/press';
import { staticSeo } from '../content/seo';
import type { PageMeta } from '../seo';
import { subscribeTo } from '../services/forms';

export const meta = (): PageMeta => staticSeo['/press'];

export default function Press() {
  const { mediaKit: kit, contact, subscribe } = pressPage;
  return (
    <>
      <PageHeader eyebrow={pressPage.eyebrow} title={pressPage.heading} description={pressPage.description} />
      <Section size={1}>
        <Container>
          <PressReleaseList
            title={pressPage.releasesHeading}
            items={pressReleases.map(({ link, ...release }) => ({ ...release, href: link }))}
            labels={{
              filter: pressPage.categoryLabel,
              all: pressPage.allCategories,
              resultCount: pressPage.releasesCount,
              empty: pressPage.noReleases,
            }}
          />
        </Container>
      </Section>
      <Section variant="subtle">
        <Container>
          <MediaKitList
            title={kit.heading}
            description={kit.description}
            items={mediaKit.map(({ sizeMb, ...item }) => ({ ...item, size: sizeMb }))}
            labels={{ total: () => kit.totalLabel(mediaKitTotalMb) }}
            action={
              <ButtonLink href={kit.request.href} variant="soft" icon="mail">
                {kit.request.label}
              </ButtonLink>
            }
          />
        </Container>
      </Section>
      <Section>
        <Container size={2}>
          <PressContact
            title={contact.heading}
            contact={{ name: contact.name, role: contact.role, email: contact.email }}
            replyTime={contact.responseClaim}
          />
        </Container>
      </Section>
      <Section variant="subtle">
        <Container size={2}>
          <SubscribeForm
            variant="surface"
            title={subscribe.heading}
            description={subscribe.text}
            labels={{
              email: subscribe.label,
              emailPlaceholder: subscribe.placeholder,
              submit: subscribe.submit,
            }}
            onSubmit={subscribeTo('press')}
          />
        </Container>
      </Section>
    </>
  );
}
