import styled from '@emotion/styled';

/** A square, touch-sized button for one icon; give it an aria-label. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.control}px;
  height: ${({ theme }) => theme.layout.control}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  flex: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
