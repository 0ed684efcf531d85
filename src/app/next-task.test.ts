import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inNextTask } from './next-task';

describe('inNextTask', () => {
  it('runs after this task and its microtasks, once', async () => {
    const order: string[] = [];
    inNextTask(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve();
    await Promise.resolve();
    order.push('this task');
    await waitFor(() => expect(order).toEqual(['microtask', 'this task', 'next task']));
  });
});
