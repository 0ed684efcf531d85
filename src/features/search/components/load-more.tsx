import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { Button } from '@/ui';

export interface LoadMoreProps {
  label: string;
  loading: boolean;
  onLoadMore(): void;
  /** Changes with every page shown, so a sentinel still in view after a short page asks for the next one. */
  pageCount: number;
}

/** Loads the next page when the end of the list comes near; the button does it for keyboards and old browsers. */
export function LoadMore({ label, loading, onLoadMore, pageCount }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [pageCount]);

  return (
    <Wrapper ref={sentinel} data-testid="load-more">
      <Button variant="secondary" loading={loading} onClick={onLoadMore}>
        {label}
      </Button>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg}px;
`;
