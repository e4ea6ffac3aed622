import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../shared/payment-methods.ts';
import { ProjectCache, ProjectRepo } from './db/project-repo.ts';
import { DEMO_PROJECT_ID, seedProjects } from './seed.ts';
import { TEST_KEYS } from './test-app.ts';
import { openTestStore } from './test-store.ts';

describe('seedProjects', () => {
  it('is added to a project stored before the method existed, keeping its own lists', async () => {
    const store = await openTestStore();
    await seedProjects(store, TEST_KEYS);
    const projects = new ProjectRepo(store, new ProjectCache());
    await projects.setCurrencies(DEMO_PROJECT_ID, { ideal: ['EUR'], 'credit-card': ['EUR'] });
    await seedProjects(store, TEST_KEYS);
    const after = (await projects.get(DEMO_PROJECT_ID))?.currencies ?? {};
    expect(after['credit-card']).toEqual(['EUR']);
    expect(after['giropay']).toEqual(['EUR']);
    expect(Object.keys(after).sort()).toEqual([...PAYMENT_METHODS].sort());
  });
});
