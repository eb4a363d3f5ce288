import { Fragment } from 'react';
import { Container, PageHeader, PageSection, Prose, Section } from '@clipnest/ui';
import { changelogPage, type TrustPart } from '../content/changelog';
import { staticSeo } from '../content/seo';
import { Island } from '../loading/Island';
import { siteOrigin, type PageMeta } from '../seo';

export const meta = (): PageMeta => staticSeo['/changelog'];

/** A sentence of the trust section; a command is code, each word kept whole on one line. */
function TrustSentence({ parts }: { parts: readonly TrustPart[] }) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <code key={index} translate="no">
        {part.command.split(' ').map((word, at) => (
          <Fragment key={at}>
            {at > 0 && ' '}
            <span>{word}</span>
          </Fragment>
        ))}
      </code>
    ),
  );
}

export default function Changelog() {
  const { trust } = changelogPage;
  const domain = new URL(siteOrigin).host;
  return (
    <>
      <PageHeader
        align="center"
        eyebrow={changelogPage.eyebrow}
        title={changelogPage.heading}
        description={changelogPage.description}
        meta={<Island name="ChangelogFeed" inline />}
      />
      <Section size={1}>
        <Container>
          <Island name="ChangelogReleases" />
        </Container>
      </Section>
      {/* The page's one section style: its heading on the same edge as the versions above. */}
      <PageSection variant="subtle" title={trust.heading} align="start">
        <Prose>
          <ul>
            {trust.points.map((point, index) => (
              <li key={index}>
                <TrustSentence parts={point(domain)} />
              </li>
            ))}
          </ul>
        </Prose>
      </PageSection>
    </>
  );
}
