import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { InquiryWire } from '@/domain/inquiry';
import { t } from '@/i18n/ns/inquiry';
import { useToast } from '@/ui';
import { useSendInquiry } from '../api';
import { InquiryForm } from './inquiry-form';

export interface InquiryRegisterScreenProps {
  faqHref: string;
  /** After the API took the inquiry: the route goes on to the list. */
  onSent(inquiry: InquiryWire): void;
}

/** `/qna/register`: the FAQ first (the answer may be there), then the inquiry form. */
export function InquiryRegisterScreen({ faqHref, onSent }: InquiryRegisterScreenProps) {
  const { send } = useSendInquiry();
  const toast = useToast();
  return (
    <Body>
      <p>
        {t('inquiry.faqHint')} <NoBreak to={faqHref}>{t('inquiry.toFaq')}</NoBreak>
      </p>
      <InquiryForm
        onSubmit={async (draft) => {
          const result = await send(draft);
          if (result === null) return { ok: true, code: null };
          if (!result.ok) return { ok: false, code: result.code };
          toast.show(t('inquiry.sent'), { tone: 'success' });
          onSent(result.inquiry);
          return { ok: true, code: null };
        }}
      />
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;

  p {
    margin: 0;
  }
`;

/** The link to the FAQ stays whole ("よくある質問"): the sentence before it breaks instead. */
const NoBreak = styled(Link)`
  white-space: nowrap;
`;
