// Vitest's global set-up of the server tests: the database templates every test server starts from
// (database-templates.ts), handed to the test files through `inject('databaseTemplates')`.
import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates, type TDatabaseTemplates } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: TDatabaseTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const made = await makeDatabaseTemplates(process.env.DATABASE_URL || undefined);
  project.provide('databaseTemplates', made.templates);
  return () => made.remove();
}
