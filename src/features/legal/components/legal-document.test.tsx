import legal from '@locale/legal';
import { renderWithProviders } from '@/testing/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from '../sections';
import { LegalDocument } from './legal-document';

describe('LegalDocument', () => {
  it('shows the version and the date, then a table of contents that names every section in order', () => {
    renderWithProviders(<LegalDocument name="terms" version="2026-11-01" effectiveDate="2026/11/01" />);
    const meta = screen.getByTestId('legal-version');
    expect(meta).toHaveTextContent('2026-11-01');
    expect(meta).toHaveTextContent('2026/11/01');
    const contents = screen.getByRole('navigation', { name: legal.contents });
    const entries = within(contents).getAllByRole('link');
    expect(entries.map((a) => a.textContent)).toEqual(TERMS_SECTIONS.map((id) => legal.terms.sections[id].heading));
    expect(entries[0]).toHaveAttribute('href', `#${TERMS_SECTIONS[0]}`);
  });

  it('renders each section as a heading with its paragraphs and lists, never as HTML', () => {
    renderWithProviders(<LegalDocument name="privacy" version="v" effectiveDate="d" />);
    for (const [index, id] of PRIVACY_SECTIONS.entries()) {
      const heading = screen.getByRole('heading', {
        level: 2,
        name: `${index + 1}. ${legal.privacy.sections[id].heading}`,
      });
      expect(heading).toHaveAttribute('id', id);
    }
    const cookies = screen.getByRole('region', { name: /^4\. / });
    expect(within(cookies).getAllByRole('listitem').length).toBeGreaterThanOrEqual(7);
    expect(document.querySelector('article script, article iframe')).toBeNull();
  });

  it('jumps to a section from the table of contents and gives it the focus', async () => {
    const { user } = renderWithProviders(<LegalDocument name="terms" version="v" effectiveDate="d" />);
    const target = TERMS_SECTIONS[3];
    Element.prototype.scrollIntoView = () => undefined;
    await user.click(screen.getByRole('link', { name: legal.terms.sections[target].heading }));
    expect(document.getElementById(target)).toHaveFocus();
  });
});
