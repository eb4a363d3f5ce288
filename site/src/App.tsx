import { ButtonLink, Container, Heading, Section, Text } from '@clipnest/ui';
import { home } from './content';

export function App() {
  return (
    <main>
      <Section size={3} aria-labelledby="home-title">
        <Container size={3}>
          <Heading level={1} id="home-title" size={9}>
            {home.title}
          </Heading>
          <Text size={5} tone="muted" style={{ marginBlock: '1.5rem 2rem' }}>
            {home.subtitle}
          </Text>
          <ButtonLink href="#download" size={3} icon="download">
            {home.primaryAction}
          </ButtonLink>
          <Text size={2} tone="muted" style={{ marginTop: '1rem' }}>
            {home.note}
          </Text>
        </Container>
      </Section>
    </main>
  );
}
