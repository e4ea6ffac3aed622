import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../shared/payment-methods.ts';
import { openDb } from './db/open-db.ts';
import { projectRepo } from './db/project-repo.ts';
import { DEMO_PROJECT_ID, seedProjects } from './seed.ts';
import { TEST_KEYS } from './test-app.ts';

describe('seedProjects', () => {
  it('is added to a project stored before the method existed, keeping its own lists', () => {
    const db = openDb(':memory:');
    seedProjects(db, TEST_KEYS);
    const projects = projectRepo(db);
    projects.setCurrencies(DEMO_PROJECT_ID, { ideal: ['EUR'], 'credit-card': ['EUR'] });
    seedProjects(db, TEST_KEYS);
    const after = projects.get(DEMO_PROJECT_ID)?.currencies ?? {};
    expect(after['credit-card']).toEqual(['EUR']);
    expect(after['giropay']).toEqual(['EUR']);
    expect(Object.keys(after).sort()).toEqual([...PAYMENT_METHODS].sort());
  });
});
