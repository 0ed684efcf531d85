import styled from '@emotion/styled';

/** Shared layout of the sign-in and sign-up forms. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

export const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
