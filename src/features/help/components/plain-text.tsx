import styled from '@emotion/styled';

/**
 * Text written by the operator (a notice, an answer), shown as text: one paragraph per line, never parsed as HTML,
 * so nothing in it can become markup or a script.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <Paragraphs className={className}>
      {text.split('\n').map((line, index) => (
        // The lines of one text never move, so their index is a stable key.
        <p key={index}>{line}</p>
      ))}
    </Paragraphs>
  );
}

const Paragraphs = styled.div`
  p {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
    line-height: ${({ theme }) => theme.lineHeights.body};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
