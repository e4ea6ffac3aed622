import { describe, expect, it, vi } from 'vitest';
import { createDestructor } from './destructor.ts';

describe('createDestructor', () => {
  it('runs every task once, newest first, however often destroy is called', () => {
    const order: string[] = [];
    const destructor = createDestructor();
    destructor.add(() => order.push('listener'));
    destructor.add(() => order.push('iframe'));
    destructor.destroy();
    destructor.destroy();
    expect(order).toEqual(['iframe', 'listener']);
    expect(destructor.destroyed).toBe(true);
  });

  it('keeps going when a task throws', () => {
    const destructor = createDestructor();
    const last = vi.fn();
    destructor.add(last);
    destructor.add(() => {
      throw new Error('boom');
    });
    destructor.destroy();
    expect(last).toHaveBeenCalledTimes(1);
  });

  it('runs a task added after destruction at once', () => {
    const destructor = createDestructor();
    destructor.destroy();
    const late = vi.fn();
    destructor.add(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
