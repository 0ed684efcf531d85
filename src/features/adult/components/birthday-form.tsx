import styled from '@emotion/styled';
import { birthdayPasses } from '@/domain/rules/adult';
import { locale } from '@/i18n';
import { t } from '@/i18n/ns/adult';
import { sessionRuntime } from '@/lib/session-runtime';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { birthYears, calendarDateIn, dateParts, daysInMonth, isoDate } from '../birth-date';
import type { AdultPlatform } from '../popup-mode';
import { Message, PopupActions, Problem } from './popup-parts';
import type { AdultActions } from './use-adult-actions';
import { usePanelAction } from './use-panel-action';

interface Picked {
  year: string;
  month: string;
  day: string;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Names in the bundle's language; a fixed UTC instant per value, so no time zone can shift them. */
function labels() {
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const year = new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' });
  return {
    month: (m: number) => month.format(Date.UTC(2000, m - 1, 15)),
    // Thai readers count years in the Buddhist era: the label follows the locale, the value stays Gregorian.
    year: (y: number) => year.format(Date.UTC(y, 6, 1)),
  };
}

function initialPick(birthedAt: string | null, years: number[]): Picked {
  const parts = dateParts(birthedAt);
  if (!parts || !years.includes(parts.year)) return { year: '', month: '', day: '' };
  return { year: String(parts.year), month: String(parts.month), day: String(parts.day) };
}

/**
 * Birthday mode (spec §4, §5): year (the last 100), month and day selectors; confirmation passes only if the age
 * on the platform's today is at least the limit, else "check your birth date". The API checks again and answers new
 * tokens; then the page reloads.
 */
export function BirthdayForm({
  platform,
  actions,
  birthedAt,
  onClose,
}: {
  platform: AdultPlatform;
  actions: AdultActions;
  birthedAt: string | null;
  onClose(): void;
}) {
  const id = useId();
  const today = calendarDateIn(platform.timeZone, sessionRuntime.now());
  const years = useMemo(() => birthYears(today), [today]);
  const names = useMemo(labels, []);
  const [picked, setPicked] = useState<Picked>(() => initialPick(birthedAt, years));
  const { busy, problem, setProblem, run } = usePanelAction();
  const dayCount = daysInMonth(Number(picked.year) || 2000, Number(picked.month) || 1);

  function pick(part: keyof Picked, value: string) {
    setProblem(null);
    setPicked((current) => {
      const next = { ...current, [part]: value };
      // 31 May → February keeps a day that exists.
      const last = daysInMonth(Number(next.year) || 2000, Number(next.month) || 1);
      if (Number(next.day) > last) next.day = String(last);
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const complete = picked.year && picked.month && picked.day;
    const date = complete ? isoDate(Number(picked.year), Number(picked.month), Number(picked.day)) : null;
    if (!date || !birthdayPasses(date, today, platform.adultAgeLimit)) {
      setProblem(t('adult.birthday.invalid'));
      return;
    }
    await run(() => actions.verify(date));
  }

  const problemId = `${id}-problem`;
  const select = (part: keyof Picked, label: string, options: { value: number; label: string }[]) => (
    <Field>
      <label htmlFor={`${id}-${part}`}>{label}</label>
      <select
        id={`${id}-${part}`}
        value={picked[part]}
        onChange={(event) => pick(part, event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
      >
        <option value="">{t('adult.birthday.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Message>{t('adult.birthday.message', { age: platform.adultAgeLimit })}</Message>
      <Fieldset>
        <legend>{t('adult.birthday.legend')}</legend>
        <Fields>
          {select(
            'year',
            t('adult.birthday.year'),
            years.map((y) => ({ value: y, label: names.year(y) })),
          )}
          {select(
            'month',
            t('adult.birthday.month'),
            MONTHS.map((m) => ({ value: m, label: names.month(m) })),
          )}
          {select(
            'day',
            t('adult.birthday.day'),
            Array.from({ length: dayCount }, (_, i) => ({ value: i + 1, label: String(i + 1) })),
          )}
        </Fields>
      </Fieldset>
      {problem && (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      )}
      <PopupActions confirmLabel={t('adult.birthday.confirm')} onNo={onClose} busy={busy} />
    </form>
  );
}

const Fieldset = styled.fieldset`
  margin: ${({ theme }) => theme.space.lg}px 0 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1.5fr 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;

  label {
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  select {
    width: 100%;
    min-height: ${({ theme }) => theme.layout.control}px;
    padding: 0 ${({ theme }) => theme.space.xs}px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.background};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }

  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
