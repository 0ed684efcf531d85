import { expect, it } from 'vitest';
import { KR_IDENTITY_RETURN_PATH } from '@/domain/kr-identity';
import { paths } from '../paths';

it('the SPA’s Korean return route is the one the API sends the reader back to', () => {
  expect(paths.krAdultReturn.href()).toBe(KR_IDENTITY_RETURN_PATH);
});
