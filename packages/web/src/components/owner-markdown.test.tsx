import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OwnerMarkdown from './owner-markdown.tsx';

function renderText(text: string) {
  const { container } = render(<OwnerMarkdown text={text} />);
  return container.querySelector('.owner-text') as HTMLElement;
}

describe("the owner's Markdown", () => {
  it('renders paragraphs, emphasis, links and lists', () => {
    const root = renderText(
      [
        'Eine *private* Station im **Emsland**,',
        'seit 2019.',
        '',
        'Mehr beim [DWD](https://www.dwd.de/) und auf der [Kontaktseite](/contact).',
        '',
        '- Davis Vantage Pro2',
        '- Ecowitt WH31',
        '',
        '1. eins',
        '2. zwei',
      ].join('\n'),
    );
    const paragraphs = root.querySelectorAll(':scope > p');
    expect(paragraphs).toHaveLength(2);
    // A single line break stays in its paragraph (the CSS shows it as one).
    expect(paragraphs[0]?.textContent).toBe('Eine private Station im Emsland,\nseit 2019.');
    expect(root.querySelector('em')?.textContent).toBe('private');
    expect(root.querySelector('strong')?.textContent).toBe('Emsland');
    const dwd = screen.getByRole('link', { name: 'DWD' });
    expect(dwd).toHaveAttribute('href', 'https://www.dwd.de/');
    expect(dwd).toHaveAttribute('target', '_blank');
    expect(dwd).toHaveAttribute('rel', 'noopener noreferrer');
    const contact = screen.getByRole('link', { name: 'Kontaktseite' });
    expect(contact).toHaveAttribute('href', '/contact');
    expect(contact).not.toHaveAttribute('target');
    expect([...root.querySelectorAll('ul > li')].map((item) => item.textContent)).toEqual([
      'Davis Vantage Pro2',
      'Ecowitt WH31',
    ]);
    expect([...root.querySelectorAll('ol > li')].map((item) => item.textContent)).toEqual(['eins', 'zwei']);
  });

  it('shows HTML as written and runs nothing of it', () => {
    const root = renderText('Text <b>fett</b> <img src=x onerror="alert(1)">\n\n<script>alert(2)</script>');
    expect(root.querySelector('b, img, script')).toBeNull();
    expect(root.textContent).toContain('<b>fett</b>');
    expect(root.textContent).toContain('<script>alert(2)</script>');
  });

  it('drops a script address from a link and keeps its words', () => {
    const root = renderText('[Klick](javascript:alert(1)) und [Daten](data:text/html,<b>x</b>)');
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toBe('Klick und Daten');
  });

  it('keeps only the words of what lies beyond the subset (headings, code, quotes) and leaves images out', () => {
    const root = renderText('# Titel\n\n![Bild](https://example.org/a.png)\n\n> Zitat `code`');
    expect(root.querySelector('h1, img, blockquote, code')).toBeNull();
    expect(root.textContent).toContain('Titel');
    expect(root.textContent).not.toContain('example.org');
    expect(root.textContent).toContain('Zitat code');
  });
});
