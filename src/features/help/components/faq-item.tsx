import styled from '@emotion/styled';
import type { FaqWire } from '@/domain/help';
import { t } from '@/i18n/ns/help';
import { useId, useState } from 'react';
import { PlainText } from './plain-text';

/**
 * One question as a disclosure: the question is a button in a heading that says whether its answer is expanded, and
 * the answer is a region named by the question (the WAI-ARIA accordion pattern).
 */
export function FaqItem({ item, showCategory }: { item: FaqWire; showCategory: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Item data-testid="faq-item">
      <Question>
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen((was) => !was)}
        >
          <span>
            {showCategory && <Category>{t(`help.faq.category.${item.category}`)}</Category>}
            {item.question}
          </span>
          <Chevron aria-hidden="true" data-open={open || undefined} />
        </button>
      </Question>
      <Answer role="region" id={`${id}-a`} aria-labelledby={`${id}-q`} hidden={!open}>
        <PlainText text={item.answer} />
      </Answer>
    </Item>
  );
}

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Question = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;

  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md}px;
    width: 100%;
    min-height: ${({ theme }) => theme.layout.control}px;
    padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-align: left;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Category = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.primary};
`;

const Chevron = styled.span`
  flex: none;
  &::after {
    content: '▾';
  }
  transition: transform 0.15s;
  &[data-open] {
    transform: rotate(180deg);
  }
`;

const Answer = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.lg}px ${theme.space.lg}px`};
  color: ${({ theme }) => theme.colors.text};
`;
