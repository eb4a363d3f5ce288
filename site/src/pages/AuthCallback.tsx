import { Container, PageHeader, Prose, Section } from '@clipnest/ui';
import { authCopy } from '../content/auth';
import { staticSeo } from '../content/seo';
import type { PageMeta } from '../seo';

export const meta = (): PageMeta => staticSeo['/auth/callback'];

/**
 * Where the verification e-mail's link lands. The verification itself (reading the tokens from
 * the address, the download, the redirects) belongs to the visitor's journey.
 */
export default function AuthCallback() {
  const { callback } = authCopy;
  return (
    <>
      <PageHeader title={callback.verifyingTitle} description={callback.verifyingText} />
      <Section size={1}>
        <Container>
          <Prose>
            <ol>
              {callback.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p>{callback.noLink}</p>
          </Prose>
        </Container>
      </Section>
    </>
  );
}
