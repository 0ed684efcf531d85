import styled from '@emotion/styled';
import { useState } from 'react';
import type { InquiryWire } from '@/domain/inquiry';
import { formatDateTime } from '@/i18n/format-date';
import { t } from '@/i18n/ns/inquiry';
import { imageSrc } from '../api';

export interface InquiryItemProps {
  inquiry: InquiryWire;
  /** Open at first (the inquiry just sent). */
  open?: boolean;
}

/** One inquiry: its status badge, title and date; opened, the reader's text, images and the answer. */
export function InquiryItem({ inquiry, open = false }: InquiryItemProps) {
  const [expanded, setExpanded] = useState(open);
  const panel = `inquiry-${inquiry.id}`;
  return (
    <Row data-testid="inquiry-item" data-status={inquiry.status}>
      <Toggle type="button" aria-expanded={expanded} aria-controls={panel} onClick={() => setExpanded(!expanded)}>
        <Badge data-status={inquiry.status} data-testid="inquiry-status">
          {t(`inquiry.status.${inquiry.status}`)}
        </Badge>
        <strong>{inquiry.title}</strong>
        <small>
          {t(`inquiry.category.${inquiry.category}`)} · {formatDateTime(inquiry.createdAt)}
        </small>
      </Toggle>
      {expanded && (
        <Panel id={panel} data-testid="inquiry-panel">
          <Text>{inquiry.content}</Text>
          {inquiry.images.length > 0 && (
            <Images>
              {inquiry.images.map((image, index) => (
                <a key={image.url} href={imageSrc(image.url)} target="_blank" rel="noreferrer">
                  <img
                    src={imageSrc(image.url)}
                    width={image.width}
                    height={image.height}
                    alt={t('inquiry.images.attached', { index: index + 1 })}
                    loading="lazy"
                  />
                </a>
              ))}
            </Images>
          )}
          {inquiry.answer !== null ? (
            <Answer data-testid="inquiry-answer">
              <strong>{t('inquiry.answer')}</strong>
              <Text>{inquiry.answer}</Text>
              {inquiry.answeredAt !== null && (
                <small>{t('inquiry.answeredAt', { date: formatDateTime(inquiry.answeredAt) })}</small>
              )}
            </Answer>
          ) : (
            <small>{t('inquiry.waiting')}</small>
          )}
        </Panel>
      )}
    </Row>
  );
}

const Row = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Toggle = styled.button`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  align-items: center;
  width: 100%;
  padding: ${({ theme }) => theme.space.md}px 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  small {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Badge = styled.span`
  padding: 2px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  &[data-status='COMPLETED'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryActive};
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding-bottom: ${({ theme }) => theme.space.md}px;
`;

// The reader's own line breaks, and never any markup: the text is a text node.
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Images = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;

  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md}px;
  }
`;

const Answer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
`;
