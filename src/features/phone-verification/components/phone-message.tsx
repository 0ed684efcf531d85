import styled from '@emotion/styled';

export interface Said {
  text: string;
  tone: 'info' | 'error';
}

/** The one line where the phone flow answers (code sent, wrong code, time over …); read out when it changes. */
export function PhoneMessageLine({ said }: { said: Said | null }) {
  if (!said) return null;
  return (
    <Line role={said.tone === 'error' ? 'alert' : 'status'} data-tone={said.tone} data-testid="phone-message">
      {said.text}
    </Line>
  );
}

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  &[data-tone='error'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
