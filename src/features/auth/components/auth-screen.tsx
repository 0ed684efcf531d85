import { PageHeader } from '@/ui';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/** The frame of the sign-in pages: page header, then the content in one readable column. */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} backTo="history" />
      <Body>{children}</Body>
    </>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.xl}px ${({ theme }) => theme.space.lg}px;
`;

export const Note = styled.p`
  margin: 0;
  text-align: center;
`;
