import { isInaccessible, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureVignette } from './FeatureVignette';

describe('FeatureVignette', () => {
  it('marks the hits of the query in each result, and keeps the rest of the text', () => {
    const { container } = render(
      <FeatureVignette
        kind="search"
        query="inv"
        results={[
          { icon: 'file', text: [{ match: 'Inv' }, 'oice.pdf'], meta: 'Finder' },
          { icon: 'mail', text: ['Send the ', { match: 'inv' }, 'oice'] },
        ]}
      />,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Inv', 'inv']);
    expect(container).toHaveTextContent('Invoice.pdf');
    expect(container).toHaveTextContent('Send the invoice');
    expect(screen.getByText('Finder')).toBeInTheDocument();
  });

  it('is hidden from screen readers, since the card says the same', () => {
    render(<FeatureVignette kind="keys" keys={['⇧', '⌘', 'V']} stats={[{ value: '0%', label: 'CPU' }]} />);
    expect(isInaccessible(screen.getByText('V'))).toBe(true);
    expect(isInaccessible(screen.getByText('CPU'))).toBe(true);
  });

  it('paints a colour tile in the copied colour and names every tile', () => {
    render(
      <FeatureVignette
        kind="tiles"
        tiles={[
          { icon: 'clipboard', label: 'Text' },
          { icon: 'palette', label: '#3E63DD', swatch: '#3e63dd' },
        ]}
      />,
    );
    expect(screen.getByText('Text')).toBeInTheDocument();
    const swatch = screen.getByText('#3E63DD').firstElementChild as HTMLElement;
    expect(swatch.style.backgroundColor).toBe('rgb(62, 99, 221)');
  });

  it('draws a value in place of a switch when a setting has one', () => {
    const { container } = render(
      <FeatureVignette
        kind="settings"
        settings={[
          { icon: 'lock', label: 'Lock', on: true },
          { icon: 'clock', label: 'Clear after', value: '7 days' },
        ]}
      />,
    );
    expect(screen.getByText('7 days')).toBeInTheDocument();
    // One switch, for the setting without a value.
    const rows = [...container.querySelectorAll('[data-kind] > div > div')];
    expect(rows.map((row) => row.children.length)).toEqual([3, 3]);
    expect(rows[0]!.lastElementChild!.textContent).toBe('');
  });

  it('draws a code clip with its language, numbered lines and its tabs kept', () => {
    const { container } = render(
      <FeatureVignette
        kind="code"
        title="From Terminal"
        language="Shell"
        lines={[[{ keyword: 'for' }, ' f in *'], ['\techo $f']]}
        notes={[{ icon: 'check', label: 'Tabs kept' }]}
      />,
    );
    expect(screen.getByText('Shell')).toBeInTheDocument();
    expect(screen.getByText('Tabs kept')).toBeInTheDocument();
    expect(container).toHaveTextContent('1for f in *');
    expect(screen.getByText('\techo $f', { normalizer: (text) => text })).toBeInTheDocument();
  });

  it('draws a template with its placeholders and the fields a paste asks for', () => {
    render(
      <FeatureVignette
        kind="template"
        title="Reply"
        keyword=";re"
        lines={[['Hi ', { field: 'customer' }, ',', { cursor: true }]]}
        fields={[{ label: 'customer', value: 'Ana Ruiz' }]}
      />,
    );
    expect(screen.getAllByText('customer')).toHaveLength(2);
    expect(screen.getByText('Ana Ruiz')).toBeInTheDocument();
    expect(screen.getByText(';re')).toBeInTheDocument();
  });

  it('shows the same history on both devices, with the link between them', () => {
    render(
      <FeatureVignette
        kind="devices"
        devices={[
          { icon: 'laptop', label: 'MacBook Pro' },
          { icon: 'laptop', label: 'iMac' },
        ]}
        clips={[{ icon: 'globe', label: 'Review link' }]}
        link={{ icon: 'lock', label: 'End-to-end encrypted' }}
      />,
    );
    expect(screen.getAllByText('Review link')).toHaveLength(2);
    expect(screen.getByText('End-to-end encrypted')).toBeInTheDocument();
    expect(isInaccessible(screen.getByText('iMac'))).toBe(true);
  });
});
