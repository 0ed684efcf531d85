import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DELAY_MS } from '@/domain/constants';
import { parseQuery } from '../search-query';

export interface SearchInput {
  /** What the field shows. */
  text: string;
  setText(text: string): void;
  /** The query the results are for: `?q=` of the URL, trimmed; '' when there is none or it is too long. */
  query: string;
  /** The field holds more than the server accepts: a message shows and nothing is sent. */
  tooLong: boolean;
  /** Enter: searches at once. Answers the query searched, or null when there was nothing to search. */
  submit(): string | null;
  /** A tapped suggestion (recent search, tag): shown in the field and searched at once. */
  searchFor(query: string): void;
}

/**
 * The search field and the URL together. The URL's `?q=` is the one source of the query: typing writes it after
 * a pause of SEARCH_DELAY_MS (with `replace`, so back leaves the page with its results instead of stepping through
 * every word typed), Enter writes it at once, and a URL changed from outside (back, a shared link) fills the field.
 */
export function useSearchInput(): SearchInput {
  const [params, setParams] = useSearchParams();
  const urlText = params.get('q') ?? '';
  const fromUrl = parseQuery(urlText);
  const query = fromUrl.tooLong ? '' : fromUrl.q;

  const [text, setText] = useState(urlText);
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  if (urlText !== seenUrlText) {
    // Adjusted while rendering (not in an effect) so the field never shows the old text for a frame.
    setSeenUrlText(urlText);
    if (parseQuery(text).q !== fromUrl.q) setText(urlText);
  }

  const commit = useCallback(
    (q: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (q === '') next.delete('q');
          else next.set('q', q);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const typed = parseQuery(text);
  useEffect(() => {
    if (typed.tooLong || typed.q === query) return;
    // An emptied field shows the recent searches at once; there is nothing to wait for.
    if (typed.q === '') {
      commit('');
      return;
    }
    const timer = setTimeout(() => commit(typed.q), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed.q, typed.tooLong, query, commit]);

  const submit = () => {
    if (typed.tooLong || typed.q === '') return null;
    if (typed.q !== query) commit(typed.q);
    return typed.q;
  };

  const searchFor = (value: string) => {
    const { q, tooLong } = parseQuery(value);
    if (tooLong || q === '') return;
    setText(q);
    commit(q);
  };

  return { text, setText, query, tooLong: typed.tooLong, submit, searchFor };
}
