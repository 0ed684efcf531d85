import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { KR_IDENTITY_ERROR_PARAM, KR_IDENTITY_RESULT_PARAM } from '@/domain/kr-identity';
import { t } from '@/i18n/ns/krAdult';
import { sessionRuntime } from '@/lib/session-runtime';
import { useAppDispatch } from '@/session';
import { verifyAdultKr, type AdultVerificationOutcome } from '@/session/adult-thunks';
import { EmptyState } from '@/ui';
import { LinkButton } from '@/ui/link-button';
import { forgetReturnPath, keptReturnPath, krProblemMessage } from '../kr-verification';

export interface KrAdultReturnProps {
  /** The platform's adult age (spec §9), named in the under-age refusal. */
  ageLimit: number;
  /** Where to go when no page was kept (another tab began the step). */
  homeHref: string;
  /** The verification call; the session thunk unless a test records it. */
  verify?: (result: string) => Promise<AdultVerificationOutcome>;
}

/**
 * Where the identity provider sends the reader back (`#krResult=…` or `#krError=…`): the result goes to
 * `POST /user/auth/adult/kr` once, then the reader is back on the page they came from, loaded anew so that the adult
 * content shows; a refusal is said here, with the way back.
 */
export function KrAdultReturn({ ageLimit, homeHref, verify }: KrAdultReturnProps) {
  const dispatch = useAppDispatch();
  const { hash } = useLocation();
  const [start] = useState(() => {
    const params = new URLSearchParams(hash.slice(1));
    const error = params.get(KR_IDENTITY_ERROR_PARAM) ?? undefined;
    return { result: params.get(KR_IDENTITY_RESULT_PARAM), error, backTo: keptReturnPath() ?? homeHref };
  });
  const [problem, setProblem] = useState<string | null>(() =>
    start.result ? null : krProblemMessage({ code: null, reason: start.error }, ageLimit),
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The result is single-use: it leaves the address bar (and the history entry) at once.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    forgetReturnPath();
    if (!start.result) return;
    void (verify ?? ((r: string) => dispatch(verifyAdultKr(r))))(start.result).then((outcome) => {
      if (outcome.ok) sessionRuntime.assign(start.backTo);
      else setProblem(krProblemMessage(outcome, ageLimit));
    });
  }, [ageLimit, dispatch, start, verify]);

  return (
    <>
      {problem ? (
        <div role="alert">
          <EmptyState
            title={t('krAdult.title')}
            description={problem}
            action={<LinkButton to={start.backTo}>{t('krAdult.back')}</LinkButton>}
          />
        </div>
      ) : (
        <p role="status">{t('krAdult.checking')}</p>
      )}
    </>
  );
}
