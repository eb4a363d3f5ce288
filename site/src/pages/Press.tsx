import {
  ButtonLink,
  Columns,
  Container,
  MediaKitList,
  PageHeader,
  PressContact,
  Section,
} from '@clipnest/ui';
import { mediaKit, mediaKitTotalMb, pressPage } from '../content/press';
import { staticSeo } from '../content/seo';
import type { PageMeta } from '../seo';
import { Island } from '../loading/Island';
import { BelowTheFold } from '../sections/BelowTheFold';

/**
 * Static HTML; its releases (filtered by category) and its subscribe box are islands. The media kit
 * is skipped while off screen (BelowTheFold); the subscribe box is not: it holds a field.
 */

export const meta = (): PageMeta => staticSeo['/press'];

export default function Press() {
  const { mediaKit: kit, contact, subscribe } = pressPage;
  return (
    <>
      <PageHeader
        align="center"
        eyebrow={pressPage.eyebrow}
        title={pressPage.heading}
        description={pressPage.description}
      />
      <Section size={1}>
        <Container>
          <Island name="PressReleases" when="reached" />
        </Container>
      </Section>
      <BelowTheFold>
        <Section variant="subtle">
          <Container>
            <MediaKitList
              title={kit.heading}
              description={kit.description}
              items={mediaKit.map(({ sizeMb, ...item }) => ({ ...item, size: sizeMb }))}
              labels={{ total: () => kit.totalLabel(mediaKitTotalMb) }}
              action={
                <ButtonLink href={kit.request.href} variant="surface" icon="mail">
                  {kit.request.label}
                </ButtonLink>
              }
            />
          </Container>
        </Section>
      </BelowTheFold>
      {/* Who to write to and how to hear first: paired in one band, not two lone cards. */}
      <Section>
        <Container>
          <Columns>
            <PressContact
              title={contact.heading}
              description={contact.text}
              contact={{ name: contact.name, role: contact.role, email: contact.email }}
              replyTime={contact.responseClaim}
            />
            <Island
              name="Subscribe"
              when="visible"
              props={{ list: 'press', copy: subscribe, icon: 'newspaper' }}
            />
          </Columns>
        </Container>
      </Section>
    </>
  );
}
