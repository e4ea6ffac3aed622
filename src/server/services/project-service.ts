/** Projects: whose API key a request carries. */
import type { Project, ProjectRepo } from '../db/project-repo.ts';
import { sameDigest, sha256 } from '../lib/ids.ts';

export type { Project };

export function projectService(projects: ProjectRepo) {
  return {
    /**
     * The project an API key belongs to. The key is hashed and compared with every project's key
     * hash in constant time, so timing reveals nothing.
     */
    async byApiKey(key: string): Promise<Project | undefined> {
      const hash = sha256(key);
      let found: string | undefined;
      for (const candidate of await projects.keyHashes()) {
        if (sameDigest(candidate.hash, hash)) found = candidate.id;
      }
      return found ? projects.get(found) : undefined;
    },
  };
}
export type ProjectService = ReturnType<typeof projectService>;
