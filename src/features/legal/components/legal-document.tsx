import styled from '@emotion/styled';
import type { MouseEvent, ReactNode } from 'react';
import { documentBlocks } from '../document-blocks';
import type { LegalDocumentName } from '../sections';
import { legalDocument, t } from '../texts';

export interface LegalDocumentProps {
  name: LegalDocumentName;
  version: string;
  /** The day the version applies from, already in the platform's date format. */
  effectiveDate: string;
  /** The way to ask a question (the 1:1 inquiry) and the other document, as links of the route. */
  footer?: ReactNode;
}

/** Moves to a section without touching the router's location (a hash change would count as a navigation). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * `/policy` and `/privacy` below the page header (the title): the version and date, a table of contents, then the
 * sections as headings, paragraphs and lists.
 */
export function LegalDocument({ name, version, effectiveDate, footer }: LegalDocumentProps) {
  const doc = legalDocument(name);
  return (
    <Article aria-label={doc.title}>
      <Meta data-testid="legal-version">
        {t('legal.version', { version })} · {t('legal.effective', { date: effectiveDate })}
      </Meta>
      <p>{doc.intro}</p>
      <Contents aria-labelledby={`${name}-contents`}>
        <h2 id={`${name}-contents`}>{t('legal.contents')}</h2>
        <ol>
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id)}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </Contents>
      {doc.sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id} tabIndex={-1}>
            {index + 1}. {section.heading}
          </h2>
          {documentBlocks(section.body).map((block, i) =>
            block.kind === 'list' ? (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={i}>{block.text}</p>
            ),
          )}
        </section>
      ))}
      {footer}
    </Article>
  );
}

const Article = styled.article`
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px ${theme.space.xxl}px`};
  line-height: ${({ theme }) => theme.lineHeights.body};
  overflow-wrap: anywhere;
  h2 {
    margin: ${({ theme }) => theme.space.xl}px 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
    scroll-margin-top: ${({ theme }) => theme.layout.headerBar + theme.space.md}px;
  }
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
  }
  ul {
    padding-left: ${({ theme }) => theme.space.xl}px;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Contents = styled.nav`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  h2 {
    margin-top: ${({ theme }) => theme.space.sm}px;
  }
  ol {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    padding-left: ${({ theme }) => theme.space.xl}px;
  }
`;
