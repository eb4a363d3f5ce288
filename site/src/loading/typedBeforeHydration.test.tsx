import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { replayTypedChanges } from './typedBeforeHydration';

/** A small controlled form, as the package's forms are: what React holds is shown in `output`. */
function Form() {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [topic, setTopic] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea aria-label="Message" value={message} onChange={(e) => setMessage(e.target.value)} />
      <select aria-label="Topic" value={topic} onChange={(e) => setTopic(e.target.value)}>
        <option value="">Choose</option>
        <option value="support">Help with the app</option>
      </select>
      <input
        type="checkbox"
        aria-label="Agree"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
      />
      <output>{JSON.stringify({ name, message, topic, agreed })}</output>
    </form>
  );
}

const container = document.createElement('div');
afterEach(() => container.remove());

function prerendered() {
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const field = <T extends Element>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;
  return {
    name: field<HTMLInputElement>('Name'),
    message: field<HTMLTextAreaElement>('Message'),
    topic: field<HTMLSelectElement>('Topic'),
    agree: field<HTMLInputElement>('Agree'),
    held: () => JSON.parse(container.querySelector('output')!.textContent!) as Record<string, unknown>,
  };
}

async function hydrate(replay: boolean) {
  await act(async () => {
    hydrateRoot(container, <Form />);
  });
  if (replay) await act(async () => replayTypedChanges(container));
}

/** What a visitor does in the plain HTML form before React has arrived. */
function typeBeforeHydration(form: ReturnType<typeof prerendered>) {
  form.name.value = 'Grace Hopper';
  form.message.value = 'The app does not start.';
  form.topic.value = 'support';
  form.agree.checked = true;
}

it('passes what was typed before hydration on to React, and keeps it on screen', async () => {
  const form = prerendered();
  typeBeforeHydration(form);
  await hydrate(true);
  expect(form.held()).toEqual({
    name: 'Grace Hopper',
    message: 'The app does not start.',
    topic: 'support',
    agreed: true,
  });
  expect([form.name.value, form.message.value, form.topic.value, form.agree.checked]).toEqual([
    'Grace Hopper',
    'The app does not start.',
    'support',
    true,
  ]);
});

it('without it, React would hold empty fields while the page shows them filled', async () => {
  const form = prerendered();
  typeBeforeHydration(form);
  await hydrate(false);
  expect(form.held()).toEqual({ name: '', message: '', topic: '', agreed: false });
  expect(form.name.value).toBe('Grace Hopper');
});

it('changes nothing in a form nobody touched', async () => {
  const form = prerendered();
  await hydrate(true);
  expect(form.held()).toEqual({ name: '', message: '', topic: '', agreed: false });
});
